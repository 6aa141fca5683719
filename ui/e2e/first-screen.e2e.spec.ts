import { expect, test } from '@playwright/test';
import { ruleLoaded, unstyledComponents } from './support/checks';
import { submitSignIn } from './support/demo';

/**
 * The first screen carries only its own share of Ant Design's stylesheet (ui/vite-plugin-antd-css.ts):
 * every Ant Design component it draws (the card's fields and buttons, the validation messages, the
 * failed sign-in's toast) must find its rules there; the other components' rules come with their code.
 * (The walks of every route and of the dialogs check every other screen the same way.)
 */
test('the sign-in screen draws every component it shows from its own light share of the stylesheet', async ({
  page,
}) => {
  await page.goto('/auth');
  const signInTab = page.getByRole('tab', { name: 'Sign In' });
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');
  expect(await ruleLoaded(page, '.ant-table-wrapper')).toBe(false);

  // the validation messages
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);

  // the tabs answer the arrow keys as a tab list does, and the registration form is styled too
  await signInTab.focus();
  await page.keyboard.press('ArrowRight');
  const createTab = page.getByRole('tab', { name: 'Create Account' });
  await expect(createTab).toBeFocused();
  await expect(createTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  await page.keyboard.press('Home');
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');

  // a failed sign-in's toast
  await submitSignIn(page, 'admin', 'not-the-password');
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Login failed' })).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  expect(await ruleLoaded(page, '.ant-table-wrapper')).toBe(false);

  // signed in, the shell and a page of tables come with their rules
  await page.getByLabel('Password', { exact: true }).fill('Demo!2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('current-username')).toHaveText('admin');
  expect(await unstyledComponents(page)).toEqual([]);
  await page.goto('/projects');
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await ruleLoaded(page, '.ant-table-wrapper')).toBe(true);
  expect(await unstyledComponents(page)).toEqual([]);
});
