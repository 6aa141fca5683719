import { expect, test } from '@playwright/test';
import { fromOwnPage } from './support/api';
import { signIn, submitSignIn } from './support/demo';
import { kiswahiliCatalogue } from './support/kiswahili';

/**
 * The language a user chooses is kept on the server for the next sign-in from another browser (every
 * page's texts in Kiswahili are checked by the walk of every route, `every-route.e2e.spec.ts`).
 */

const catalogue = kiswahiliCatalogue();
/** The password the new user chooses: the demo accounts' published one is refused as too common. */
const CHOSEN_PASSWORD = 'Mvua-ya-masika-2026';

test.describe('Kiswahili', () => {
  test('the language chosen in the header is kept for the next sign-in elsewhere', async ({
    page,
    browser,
  }) => {
    // a user of its own: the choice is kept on the server, and other tests read the demo users in English
    await signIn(page, 'admin');
    const username = `lugha${Date.now().toString(36)}`;
    const created = await page.request.post('/api/managed-users', {
      headers: fromOwnPage(),
      data: { username, role: 'NationalDirector', firstName: 'Amani', lastName: 'Wekesa' },
    });
    expect(created.status()).toBe(201);
    const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await submitSignIn(page, username, oneTimePassword);
    await page.getByLabel('One-time password').fill(oneTimePassword);
    await page.getByLabel('New password', { exact: true }).fill(CHOSEN_PASSWORD);
    await page.getByLabel('Confirm new password').fill(CHOSEN_PASSWORD);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByTestId('current-username')).toHaveText(username);

    // the phone's own picker (a native select)
    await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('button', { name: catalogue['Sign Out'] ?? 'Toka' })).toBeVisible();

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await submitSignIn(other, username, CHOSEN_PASSWORD);
    await expect(other.getByRole('button', { name: catalogue['Sign Out'] ?? 'Toka' })).toBeVisible();
    await expect(other.getByRole('combobox', { name: 'Lugha' })).toBeVisible();
    await elsewhere.close();
  });
});
