import { expect, type Locator, type Page, test } from '@playwright/test';
import { fromOwnPage } from './support/api';
import { DEMO_PASSWORD, signIn, submitSignIn } from './support/demo';
import { kiswahiliCatalogue, kiswahiliProblems } from './support/kiswahili';

/**
 * Details users found walking every screen: where the toasts open and how long they stay, the Record
 * Payment picker's lines, and the last English on the Kiswahili screens (dialogs, confirmations, the SMS
 * form, the bell).
 */

/** The toasts on screen, less one fading out. */
const toasts = (page: Page): Locator =>
  page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)');

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The buttons of the page's heading and of the header that the toast covers. */
const coveredButtons = async (page: Page, toast: Locator): Promise<string[]> => {
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast is not on screen');
  const covered: string[] = [];
  for (const button of await page.locator('.pm-page-header .pm-actions button, header button').all()) {
    const other = await button.boundingBox();
    if (other && (await button.isVisible()) && overlaps(box, other))
      covered.push((await button.textContent()) ?? '');
  }
  return covered;
};

const catalogue = kiswahiliCatalogue();
const sw = (english: string): string => catalogue[english] ?? english;

test.describe('toasts', () => {
  test("a failed sign-in's toast goes once the next try succeeds", async ({ page }) => {
    await submitSignIn(page, 'project', 'not-the-password');
    await expect(toasts(page).filter({ hasText: 'Login failed' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByTestId('current-username')).toHaveText('project');
    await expect(toasts(page)).toHaveCount(0);
  });

  test('one at a time, clear of the page’s buttons, closing on its own under the pointer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'project', '/saving-groups');
    const exportGroups = page.getByRole('button', { name: 'Export Groups' });
    // two exports in a row: the second toast replaces the first
    await exportGroups.click();
    await expect(toasts(page).filter({ hasText: 'Export Successful' })).toBeVisible();
    await exportGroups.click();
    await expect(toasts(page).filter({ hasText: 'Export Successful' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);

    const toast = toasts(page).first();
    // at the top, below the header, in the middle of the screen (once it has slid in)
    await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(64);
    const box = await toast.boundingBox();
    expect(box && Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(40);
    expect(await coveredButtons(page, toast)).toEqual([]);

    // the pointer resting on it does not keep it: it goes after its 5 seconds
    const shown = Date.now();
    await toast.hover();
    await expect(toasts(page)).toHaveCount(0, { timeout: 8_000 });
    expect(Date.now() - shown).toBeLessThan(7_500);
  });

  test('on a phone, at the bottom, clear of the page’s buttons', async ({ page }) => {
    await signIn(page, 'project', '/saving-groups');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Export Groups' }).click();
    const toast = toasts(page).filter({ hasText: 'Export Successful' });
    await expect(toast).toBeVisible();
    // once it has slid in: at the bottom of the screen
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box ? 844 - (box.y + box.height) : null;
      })
      .toBeLessThanOrEqual(40);
    expect(await coveredButtons(page, toast)).toEqual([]);
  });
});

test.describe('Record Payment', () => {
  for (const width of [1440, 390])
    test(`its choices show the whole outstanding amount (${width} px wide)`, async ({ page }) => {
      await signIn(page, 'project', '/contributions');
      if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Record Payment' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Record Payment' });
      await dialog.getByLabel('Contribution').click();
      const options = page.getByTestId('payment-option');
      await expect(options.first()).toBeVisible();
      for (const option of (await options.all()).slice(0, 5)) {
        await expect(option).toContainText(/outstanding KES\s[\d,]+\.\d\d$/);
        // nothing of the line is cut off: its box holds all its text, and its choice's box holds it
        const cut = await option.evaluate((element) => {
          const item = element.closest('.ant-select-item-option-content') as HTMLElement | null;
          return (
            element.scrollWidth > element.clientWidth + 1 ||
            (item !== null && item.scrollWidth > item.clientWidth + 1)
          );
        });
        expect(cut, (await option.textContent()) ?? '').toBe(false);
      }
    });
});

test.describe('Kiswahili', () => {
  test('dialogs, confirmations, the SMS form and the bell show no English', async ({ page }) => {
    // a ProjectAdmin of KE0420 of its own: the language is kept on the server, and other tests read the
    // demo users in English
    await signIn(page, 'admin');
    const projects = (await (await page.request.get('/api/projects')).json()) as {
      id: number;
      code: string;
    }[];
    const ke0420 = projects.find((project) => project.code === 'KE0420');
    const username = `maelezo${Date.now().toString(36)}`;
    const created = await page.request.post('/api/managed-users', {
      headers: fromOwnPage(),
      data: { username, role: 'ProjectAdmin', projectId: ke0420?.id, firstName: 'Neema', lastName: 'Atieno' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await submitSignIn(page, username, oneTimePassword);
    const chosen = 'Jua-la-asubuhi-2026';
    await page.getByLabel('One-time password').fill(oneTimePassword);
    await page.getByLabel('New password', { exact: true }).fill(chosen);
    await page.getByLabel('Confirm new password').fill(chosen);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByTestId('current-username')).toHaveText(username);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

    const noEnglish = async (where: Locator, what: string) => {
      // biome-ignore lint/performance/useDomNodeTextContent: the words a reader sees
      const text = await where.innerText();
      expect(text, what).not.toMatch(/\bCancel\b|\(optional\)/);
    };

    // a dialog: Add Participant, its Cancel and its optional fields
    await page.goto('/participants');
    await page.getByRole('button', { name: sw('Add Participant') }).click();
    const dialog = page.getByRole('dialog', { name: sw('Add Participant') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: sw('Cancel') })).toBeVisible();
    await noEnglish(dialog, 'the Add Participant dialog');
    await dialog.getByRole('button', { name: sw('Cancel') }).click();
    await expect(dialog).toBeHidden();

    // a confirmation: deleting an asset, answered No
    await page.goto('/assets');
    const row = page.getByRole('row').filter({ hasText: 'KE0420-AST-001' });
    await row.getByRole('button', { name: 'Futa KE0420-AST-001' }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: sw('Cancel') })).toBeVisible();
    await noEnglish(confirm, 'the delete confirmation');
    await confirm.getByRole('button', { name: sw('Cancel') }).click();

    // the SMS form marks its optional fields in Kiswahili
    await page.goto('/sms');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: sw('Send SMS') }) });
    await expect(form).toBeVisible();
    await expect(form.getByText('(si lazima)').first()).toBeVisible();
    await noEnglish(form, 'the SMS form');

    // the bell: the demo's emergency request waiting for this ProjectAdmin's decision
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(`^${sw('Notifications')}`) }).click();
    const list = page.locator('.pm-notification-list');
    await expect(list.getByText(sw('Emergency request waiting for your decision')).first()).toBeVisible();
    await expect(list).not.toContainText('requested by');

    expect(
      await page.evaluate(() => (window as unknown as { __pmMissingKeys: () => string[] }).__pmMissingKeys()),
    ).toEqual([]);
    expect(await kiswahiliProblems(page)).toEqual([]);
  });
});
