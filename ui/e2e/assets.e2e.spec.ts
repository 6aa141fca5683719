import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/** A ProjectAdmin adds an asset, sees it in the register and in the cards, then deletes it after confirming. */

const suffix = String(Date.now() % 100000).padStart(5, '0');

const count = async (page: Page, testId: string): Promise<number> => {
  const value = page.getByTestId(`${testId}-value`);
  await expect(value).toBeVisible();
  return Number(((await value.textContent()) ?? '').replace(/[^0-9]/g, ''));
};

test('a ProjectAdmin adds an asset, sees it in the table and the cards, and deletes it after confirming', async ({
  page,
}) => {
  const assetId = `KE0420-E2E-${suffix}`;
  const name = `Projector ${suffix}`;

  await signIn(page, 'project');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Asset Register', exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Asset Register');
  await expect(page.getByRole('heading', { name: 'KE0420 - Asset Register' })).toBeVisible();
  // the demo data's three assets, one of each condition
  await expect(page.getByRole('cell', { name: 'KE0420-AST-001', exact: true })).toBeVisible();
  const totalBefore = await count(page, 'assets-total');
  const obsoleteBefore = await count(page, 'assets-obsolete');

  await page.getByRole('button', { name: 'Add Asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Asset' });
  await expect(dialog.getByLabel('Project')).toHaveValue(/^KE0420/);
  // the disposal price shows only for an Obsolete or Disposed asset
  await expect(dialog.getByLabel('Disposal Price (KES)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await expect(dialog.getByText('Asset ID is required')).toBeVisible();
  await dialog.getByLabel('Asset ID').fill(assetId);
  await dialog.getByLabel('Asset Name').fill(name);
  await dialog.getByLabel('Description').fill('Hall projector for parents meetings');
  await chooseOption(page, dialog.getByLabel('Condition'), 'Obsolete');
  await dialog.getByLabel('Disposal Price (KES)').fill('2500.50');
  await dialog.getByRole('button', { name: 'Add Asset' }).click();

  await expect(toast(page, 'Asset added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: assetId });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Obsolete');
  await expect(row).toContainText('KES 2,500.50');
  await expect(page.getByTestId('assets-total-value')).toHaveText(String(totalBefore + 1));
  await expect(page.getByTestId('assets-obsolete-value')).toHaveText(String(obsoleteBefore + 1));

  await page.getByLabel('Search assets').fill(suffix);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the new asset

  await row.getByRole('button', { name: `Delete ${assetId}` }).click();
  await expect(page.getByText('Are you sure you want to delete this asset?')).toBeVisible();
  // the trash button's tooltip lies over the confirmation's button until the pointer leaves it, as a person's does
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Asset deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('assets-total-value')).toHaveText(String(totalBefore));
  await expect(page.getByTestId('assets-obsolete-value')).toHaveText(String(obsoleteBefore));
});
