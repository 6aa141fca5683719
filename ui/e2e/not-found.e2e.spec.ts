import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';

test.describe('an unknown path', () => {
  test("shows '404 Page Not Found' with the router hint", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('shows the not-found page to a signed-in user too, with a way back', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/projects/unknown/deeper');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'System Dashboard' })).toBeVisible();
  });
});
