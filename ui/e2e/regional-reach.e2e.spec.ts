import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';

/**
 * A regional officer reaches the groups behind the figures: the Saving Group Ministry is in the menu, a
 * project of the region leads to its groups, and the group pages are read-only for the role.
 */
test('a regional officer goes from a project of the region to its saving groups, read-only', async ({
  page,
}) => {
  await signIn(page, 'regional', '/regional-dashboard');
  await page.getByRole('button', { name: 'Show projects of Kakamega Cluster' }).click();
  const toGroups = page.locator('[data-testid^="project-groups-link-"]').first();
  await expect(toGroups).toBeVisible();
  await toGroups.click();
  await expect(page).toHaveURL(/\/saving-groups\?projectId=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Saving Group Ministry' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Group' })).toHaveCount(0);
  await page.goto('/saving-groups/savings');
  await expect(page.getByRole('heading', { level: 2, name: 'Savings Tracking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record Saving' })).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});
