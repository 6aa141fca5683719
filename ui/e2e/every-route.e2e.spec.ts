import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, submitSignIn } from './support/demo';
import { routesByUser } from './support/routes';

/**
 * Every route on a phone (390 × 844): the page never scrolls sideways, and axe-core finds no serious or
 * critical WCAG 2.1 A/AA violation. Also the sign-in page, before anyone signs in.
 */

const pageOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
};

/** The serious and critical violations on the page, as 'rule: target' lines. */
const violationsOn = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} (${node.any[0]?.message ?? violation.help})`,
      ),
    );
};

test.describe('every route on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-in page fits and passes axe', async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violationsOn(page)).toEqual([]);
  });

  for (const [user, routes] of routesByUser()) {
    test(`${user}'s pages fit 390 px and pass axe: ${routes.join(' ')}`, async ({ page }) => {
      test.setTimeout(60_000 + routes.length * 15_000);
      await submitSignIn(page, user, DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/auth$/);
      await expect(page.getByRole('main')).toBeVisible();
      const problems: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        const overflow = await pageOverflow(page);
        if (overflow > 0) problems.push(`${route} overflows by ${overflow} px`);
        problems.push(...(await violationsOn(page)).map((violation) => `${route} ${violation}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
