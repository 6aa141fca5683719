import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/demo';
import { kiswahiliProblems } from './support/kiswahili';
import { routesByUser } from './support/routes';

/**
 * Every route on a phone (390 × 844), in Kiswahili (its texts are the longer): the page never scrolls
 * sideways, every control is at least 44 px in both directions, axe-core finds no serious or critical
 * WCAG 2.1 A/AA violation, and every text comes from the catalogue (no key it lacks, no English text it
 * translates left on screen, no raw placeholder). Also the sign-in page, in English, before anyone signs
 * in. One walk for all of it: each page load costs seconds.
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

/**
 * Controls smaller than 44 px in either direction (WCAG 2.5.5 target size) among what is on screen:
 * buttons, fields, selects, date pickers, pagination, tabs and menu entries. Inline links in text are
 * exempt, as WCAG exempts them.
 */
const smallTargets = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const CONTROLS = [
      'button',
      '.ant-input:not(.ant-input-affix-wrapper .ant-input)',
      '.ant-input-affix-wrapper',
      '.ant-input-number',
      '.ant-select',
      '.ant-picker',
      '.ant-pagination-item',
      '.ant-pagination-prev',
      '.ant-pagination-next',
      '[role="tab"]',
      '.ant-menu-item',
      '.ant-menu-submenu-title',
    ].join(', ');
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) ||
      element.className.toString().split(' ')[0];
    // a tab's role sits on its label; what a finger presses is the tab around it
    const target = (element: HTMLElement) => element.closest<HTMLElement>('.ant-tabs-tab') ?? element;
    return (
      [...document.querySelectorAll<HTMLElement>(CONTROLS)]
        .map(target)
        // a field's clear icon is exempt: the field itself does the same (WCAG's "equivalent" exception)
        .filter((element) => !element.closest('.ant-select-clear, .ant-picker-clear'))
        .map((element) => {
          const box = element.getBoundingClientRect();
          // a control may be pressed beyond its drawn box (a switch's ::before)
          const around = getComputedStyle(element, '::before');
          const reach = around.position === 'absolute' && around.content !== 'none';
          return {
            element,
            shown: box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden',
            width: Math.max(box.width, reach ? Number.parseFloat(around.width) || 0 : 0),
            height: Math.max(box.height, reach ? Number.parseFloat(around.height) || 0 : 0),
          };
        })
        .filter((target) => target.shown && (target.height < 43.5 || target.width < 43.5))
        .map((target) => `${name(target.element)} ${Math.round(target.width)}×${Math.round(target.height)}`)
    );
  });

test.describe('every route on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sign-in page fits and passes axe', async ({ page }) => {
    await page.goto('/auth');
    await settle(page);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await violationsOn(page)).toEqual([]);
  });

  for (const [user, routes] of routesByUser()) {
    test(`${user}'s pages in Kiswahili fit 390 px and pass axe: ${routes.join(' ')}`, async ({ page }) => {
      test.setTimeout(60_000 + routes.length * 15_000);
      // signed in in English, then Kiswahili in this browser only (the demo users' choice on the server
      // stays unset, so the other tests still see them in English)
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, user);
      await page.evaluate(() => window.localStorage.setItem('pm.language', 'sw'));
      await page.setViewportSize({ width: 390, height: 844 });
      const problems: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        await settle(page);
        const overflow = await pageOverflow(page);
        if (overflow > 0) problems.push(`${route} overflows by ${overflow} px`);
        problems.push(...(await smallTargets(page)).map((target) => `${route} small target: ${target}`));
        problems.push(...(await violationsOn(page)).map((violation) => `${route} ${violation}`));
        problems.push(...(await kiswahiliProblems(page)).map((problem) => `${route} ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
