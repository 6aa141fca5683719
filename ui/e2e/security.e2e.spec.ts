import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';

/**
 * The UI runs under the gateway's content security policy (hardening): no page, chart or dialog needs an
 * inline script or eval, so the browser reports no violation; and no other site can frame it.
 */
test.describe('content security policy', () => {
  test('pages with charts and tables work without a single violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await signIn(page, 'project');
    await expect(page.getByRole('heading', { level: 2, name: 'Project Dashboard' })).toBeVisible();
    for (const path of [
      '/participants',
      '/contributions',
      '/saving-groups',
      '/saving-groups/loans',
      '/loan-disbursements',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Project Dashboard' })).toBeVisible();
    // the age chart is drawn (a canvas) under the policy
    await expect(page.locator('main canvas').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('another site cannot frame the product', async ({ page, baseURL }) => {
    const response = await page.request.get(`${baseURL}/participants`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });
});
