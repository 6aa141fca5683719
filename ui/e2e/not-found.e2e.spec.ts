import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';

test.describe('an unknown path', () => {
  test("shows '404 Page Not Found', says so in a user's words and leads home", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('There is no page at this address.')).toBeVisible();
    await expect(page.getByText('router')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  test('shows the not-found page to a signed-in user too, with a way back', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/projects/unknown/deeper');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'System Dashboard' })).toBeVisible();
  });
});
