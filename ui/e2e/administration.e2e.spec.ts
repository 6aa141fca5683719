import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

test.describe('the hierarchy (regions and clusters)', () => {
  test('an admin adds a region and a cluster in it, renames and deactivates the region, and reads its history', async ({
    page,
  }) => {
    const stamp = Date.now().toString().slice(-8);
    const region = `E2E Region ${stamp}`;
    const cluster = `E2E Cluster ${stamp}`;
    await signIn(page, 'admin');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Hierarchy' }).click();
    await expect(page).toHaveURL(/\/administration$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hierarchy' })).toBeVisible();
    const regions = page.getByRole('region', { name: 'Regions' });
    const clusters = page.getByRole('region', { name: 'Clusters' });

    await page.getByRole('button', { name: 'Add Region' }).click();
    const regionDialog = page.getByRole('dialog', { name: 'Add Region' });
    await regionDialog.getByRole('button', { name: 'Create Region' }).click();
    await expect(regionDialog.getByText('Region name is required')).toBeVisible();
    await regionDialog.getByLabel('Region Name').fill(region);
    await regionDialog.getByRole('button', { name: 'Create Region' }).click();
    await expect(toast(page, 'Region created successfully')).toBeVisible();
    await expect(regions.getByRole('row').filter({ hasText: region })).toHaveCount(1);

    await page.getByRole('button', { name: 'Add Cluster' }).click();
    const clusterDialog = page.getByRole('dialog', { name: 'Add Cluster' });
    await clusterDialog.getByLabel('Cluster Name').fill(cluster);
    await chooseOption(page, clusterDialog.getByLabel('Region'), region);
    await clusterDialog.getByRole('button', { name: 'Create Cluster' }).click();
    await expect(toast(page, 'Cluster created successfully')).toBeVisible();
    const clusterRow = clusters.getByRole('row').filter({ hasText: cluster });
    await expect(clusterRow).toContainText(region);
    // the region now counts one cluster
    const regionRow = regions.getByRole('row').filter({ hasText: region });
    await expect(regionRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    await regionRow.getByRole('button', { name: `Edit ${region}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit ${region}` });
    await editDialog.getByLabel('Description').fill('Renamed by the browser tests');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Region updated successfully')).toBeVisible();
    await expect(regionRow).toContainText('Renamed by the browser tests');

    await regionRow.getByRole('switch', { name: `Deactivate ${region}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Deactivate' }).click();
    await expect(regionRow.getByRole('cell', { name: 'Inactive', exact: true })).toBeVisible();

    await regionRow.getByRole('button', { name: `History of ${region}` }).click();
    const history = page
      .getByRole('dialog', { name: `History of ${region}` })
      .getByRole('region', { name: 'History' });
    // in words, with who did it in words too; the raw event is kept one click away for auditors
    await expect(history.getByText('Region created', { exact: true })).toBeVisible();
    await expect(history.getByText('Region status changed', { exact: true })).toBeVisible();
    await expect(history).toContainText('admin (Super Admin)');
    await expect(history).toContainText(' EAT');
    await expect(history).not.toContainText('RegionCreated');
    await history.getByRole('button', { name: 'Show raw data' }).last().click();
    await expect(history.getByText(/"type": "RegionCreated"/)).toBeVisible();
  });

  test('a project admin who opens the address is turned away, and reads no region', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(regions|clusters)(\?|$)/.test(request.url())) asked.push(request.url());
    });
    await signIn(page, 'project', '/administration');
    await expect(
      page.getByText('The hierarchy is managed by the SuperAdmin: your role does not open it.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Regions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Region' })).toHaveCount(0);
    expect(asked).toEqual([]);
    // the server refuses the list too
    expect((await page.request.get('/api/regions')).status()).toBe(403);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
