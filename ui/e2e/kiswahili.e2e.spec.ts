import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser, signIn, submitSignIn } from './support/demo';
import { routesByUser } from './support/routes';
import { clickInPopup } from './support/select';

/**
 * The UI in Kiswahili: every page shows its texts from the catalogue (no key the catalogue lacks, no
 * English text the catalogue translates left on screen, no raw placeholder), and the language a user
 * chooses is kept on the server for the next sign-in from another browser.
 */

const CATALOGUE_DIR = path.resolve(import.meta.dirname, '../src/i18n/sw');
const catalogue: Record<string, string> = Object.assign(
  {},
  ...readdirSync(CATALOGUE_DIR).map((file) =>
    JSON.parse(readFileSync(path.join(CATALOGUE_DIR, file), 'utf8')),
  ),
);
const kiswahiliTexts = new Set(Object.values(catalogue));
/** English texts that would be a sign of an untranslated label when seen alone on a line. */
const english = new Set(
  Object.entries(catalogue)
    .filter(
      ([key, text]) => key !== text && !key.includes('{{') && !kiswahiliTexts.has(key) && key.length > 3,
    )
    .map(([key]) => key),
);

/** What is wrong with the page in Kiswahili: keys the catalogue lacks, English lines, raw placeholders. */
const problemsOn = async (page: Page): Promise<string[]> => {
  const missing = await page.evaluate(
    () => (window as unknown as { __pmMissingKeys?: () => string[] }).__pmMissingKeys?.() ?? ['(no i18n)'],
  );
  // biome-ignore lint/performance/useDomNodeTextContent: the lines a reader sees, not hidden text
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  return [
    ...missing.map((key) => `missing: ${key}`),
    ...lines.filter((line) => english.has(line)).map((line) => `English: ${line}`),
    ...lines.filter((line) => /\{\{|\}\}/.test(line)).map((line) => `placeholder: ${line}`),
  ];
};

const walk = async (page: Page, user: DemoUser, routes: readonly string[]) => {
  // signed in in English, then Kiswahili in this browser only (the demo users' choice on the server stays
  // unset, so the other tests still see them in English)
  await signIn(page, user);
  await page.evaluate(() => window.localStorage.setItem('pm.language', 'sw'));
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    problems.push(...(await problemsOn(page)).map((problem) => `${route} ${problem}`));
  }
  expect([...new Set(problems)]).toEqual([]);
};

test.describe('Kiswahili', () => {
  for (const [user, routes] of routesByUser()) {
    test(`${user}'s pages are in Kiswahili: ${routes.join(' ')}`, async ({ page }) => {
      test.setTimeout(60_000 + routes.length * 10_000);
      await walk(page, user, routes);
    });
  }

  test('the language chosen in the header is kept for the next sign-in elsewhere', async ({
    page,
    browser,
  }) => {
    // a user of its own: the choice is kept on the server, and other tests read the demo users in English
    await signIn(page, 'admin');
    const username = `lugha${Date.now().toString(36)}`;
    const created = await page.request.post('/api/managed-users', {
      data: { username, role: 'NationalDirector', firstName: 'Amani', lastName: 'Wekesa' },
    });
    expect(created.status()).toBe(201);
    const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await submitSignIn(page, username, oneTimePassword);
    await page.getByLabel('One-time password').fill(oneTimePassword);
    await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByTestId('current-username')).toHaveText(username);

    await clickInPopup(
      page.getByRole('combobox', { name: 'Language' }),
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Kiswahili' }),
      () => expect(page.locator('html')).toHaveAttribute('lang', 'sw', { timeout: 2000 }),
    );
    await expect(page.getByRole('button', { name: catalogue['Sign Out'] ?? 'Toka' })).toBeVisible();

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await submitSignIn(other, username, DEMO_PASSWORD);
    await expect(other.getByRole('button', { name: catalogue['Sign Out'] ?? 'Toka' })).toBeVisible();
    await expect(other.getByRole('combobox', { name: 'Lugha' })).toBeVisible();
    await elsewhere.close();
  });
});
