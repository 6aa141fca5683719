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

  test('a NationalDirector creates an Auditor of one cluster, sent with that cluster only', async ({
    page,
  }) => {
    const username = `au${Date.now().toString().slice(-8)}`;
    await signIn(page, 'director');
    await expect(page).toHaveURL(/\/national-dashboard$/);
    await page.getByTestId('sidebar').getByRole('link', { name: 'User Management' }).click();
    await expect(page.getByText('RegionalAdmin and Auditor users you manage')).toBeVisible();
    await page.getByRole('button', { name: 'Create User' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('First Name').fill('Esther');
    await dialog.getByLabel('Last Name').fill('Wafula');
    // RegionalAdmin is preselected and asks a region; an Auditor asks its scope first
    await expect(dialog.getByRole('combobox', { name: 'Region' })).toBeVisible();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'Auditor');
    await expect(dialog.getByRole('radio', { name: 'Whole programme' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Region' })).toHaveCount(0);
    // antd's button-style radios hide their input: click the visible label (the only "Cluster" so far)
    await dialog.getByText('Cluster', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Cluster' })).toBeChecked();
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Cluster' }), 'Kakamega Cluster');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/managed-users'),
    );
    await dialog.getByRole('button', { name: 'Create User' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ username, role: 'Auditor', regionId: null, projectId: null });
    expect(body.clusterId).toEqual(expect.any(Number));
    await expect(toast(page, 'User created successfully')).toBeVisible();

    await page
      .getByRole('dialog', { name: 'One-time password' })
      .getByRole('button', { name: 'Done' })
      .click();
    const row = page.getByRole('row').filter({ hasText: `@${username}` });
    await expect(row).toContainText('Auditor');
    await expect(row).toContainText('Kakamega Cluster');
  });
});
