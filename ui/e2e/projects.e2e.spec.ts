import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/** A project code no earlier run has used: letters then digits, as the programme's codes look. */
const uniqueCode = (): string => `E2E${Date.now().toString().slice(-9)}`;

const openProjectManagement = async (page: Page) => {
  await page.getByTestId('sidebar').getByRole('link', { name: 'Project Management' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Management' })).toBeVisible();
};

test.describe('project management', () => {
  test('an admin creates a project, deactivates it and reads its history, without reloading', async ({
    page,
  }) => {
    const code = uniqueCode();
    const name = `Browser test ${code}`;
    await signIn(page, 'admin');
    await openProjectManagement(page);
    // a full page load would drop this marker: the table must update in place
    await page.evaluate(() => {
      Object.assign(window, { e2eNoReload: true });
    });

    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByLabel('Project Code').fill(code);
    await dialog.getByLabel('Project Name').fill(name);
    await dialog.getByLabel('Description').fill('Created by the browser tests');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await chooseOption(page, dialog.getByLabel('Cluster'), 'Kakamega Cluster');
    await dialog.getByRole('button', { name: 'Create Project' }).click();

    await expect(toast(page, 'Project created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

    await row.getByRole('switch', { name: `Deactivate ${code}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'Project status updated successfully')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible();
    await expect(row.getByRole('switch', { name: `Activate ${code}` })).not.toBeChecked();

    await row.getByRole('button', { name: `View ${code}` }).click();
    const drawer = page.getByRole('dialog', { name: `${code} - ${name}` });
    await expect(drawer).toBeVisible();
    const history = drawer.getByRole('region', { name: 'History' });
    await expect(history.getByText('Project created', { exact: true })).toBeVisible();
    await expect(history.getByText('Project status changed', { exact: true })).toBeVisible();
    await expect(history).toContainText('admin (Super Admin)');
    // the cluster by name, from the project's own row, never its id
    await expect(history).toContainText('Cluster: Kakamega Cluster');

    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
  });

  test('shows the validation messages and the server’s answer to a duplicate code', async ({ page }) => {
    await signIn(page, 'admin');
    await openProjectManagement(page);
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByText('Project code is required')).toBeVisible();
    await expect(dialog.getByText('Project name is required')).toBeVisible();
    await expect(dialog.getByText('Please select a cluster')).toBeVisible();

    await dialog.getByLabel('Project Code').fill('KE0420');
    await dialog.getByLabel('Project Name').fill('A second Kakamega Central');
    await chooseOption(page, dialog.getByLabel('Cluster'), 'Kakamega Cluster');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    const error = toast(page, 'Error');
    await expect(error).toBeVisible();
    // the description is the server's answer in words, without the HTTP status
    await expect(error).toContainText(/already in use/);
    await expect(error).not.toContainText(/409/);
    await expect(dialog).toBeVisible();
  });

  test('a ClusterAdmin adds a project to its own cluster without choosing one', async ({ page }) => {
    const code = uniqueCode();
    await signIn(page, 'cluster');
    await openProjectManagement(page);
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await expect(dialog.getByLabel('Cluster')).toHaveCount(0);
    await dialog.getByLabel('Project Code').fill(code);
    await dialog.getByLabel('Project Name').fill(`Cluster test ${code}`);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(toast(page, 'Project created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `View ${code}` }).click();
    await expect(page.getByRole('dialog', { name: `${code} - Cluster test ${code}` })).toContainText(
      'Kakamega Cluster',
    );
  });

  test('an admin renames a project, and the dialog opens with the current name each time', async ({
    page,
  }) => {
    const code = uniqueCode();
    await signIn(page, 'admin');
    await openProjectManagement(page);
    await page.getByRole('button', { name: 'Add Project' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Project' });
    await addDialog.getByLabel('Project Code').fill(code);
    await addDialog.getByLabel('Project Name').fill('First name');
    await chooseOption(page, addDialog.getByLabel('Cluster'), 'Bungoma Cluster');
    await addDialog.getByRole('button', { name: 'Create Project' }).click();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('First name');

    for (const [before, after] of [
      ['First name', 'Second name'],
      ['Second name', 'Third name'],
    ] as const) {
      await row.getByRole('button', { name: `Edit ${code}` }).click();
      const editDialog = page.getByRole('dialog', { name: `Edit ${code}` });
      await expect(editDialog.getByLabel('Project Name')).toHaveValue(before);
      await editDialog.getByLabel('Project Name').fill(after);
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(editDialog).toBeHidden();
      await expect(row).toContainText(after);
    }
  });
});
