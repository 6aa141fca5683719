import { expect, test } from '@playwright/test';
import { signIn, submitSignIn } from './support/demo';
import { chooseOption, toast } from './support/select';

test.describe('user management', () => {
  test('a ClusterAdmin creates a ProjectAdmin, who must choose a password at first sign-in', async ({
    page,
  }) => {
    const username = `pa${Date.now().toString().slice(-8)}`;
    await signIn(page, 'cluster');
    await page.getByTestId('sidebar').getByRole('link', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('button', { name: 'Create User' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await expect(dialog.getByText('ProjectAdmin', { exact: true })).toBeVisible();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('First Name').fill('Lydia');
    await dialog.getByLabel('Last Name').fill('Andeso');
    await dialog.getByLabel('Email').fill(`${username}@example.org`);
    await chooseOption(page, dialog.getByLabel('Project'), 'KE0421');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(toast(page, 'User created successfully')).toBeVisible();

    const shown = page.getByRole('dialog', { name: 'One-time password' });
    const oneTimePassword = ((await shown.locator('code').textContent()) ?? '').trim();
    expect(oneTimePassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByRole('cell', { name: `Lydia Andeso @${username}` })).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await submitSignIn(page, username, oneTimePassword);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByLabel('One-time password').fill(oneTimePassword);
    await page.getByLabel('New password', { exact: true }).fill('Lydia-chose-this-1');
    await page.getByLabel('Confirm new password').fill('Lydia-chose-this-1');
    await page.getByRole('button', { name: 'Save Password' }).click();

    await expect(page.getByTestId('current-username')).toHaveText(username);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Project Dashboard' })).toBeVisible();
  });
});
