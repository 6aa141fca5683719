import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What every screen must pass on a phone, shared by the walk of every route and the walk of the dialogs. */

/** How far the whole page scrolls sideways (0 when it fits the window). */
export const pageOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The serious and critical violations on the page (or within one part of it), as 'rule: target' lines. */
export const violationsOn = async (page: Page, within?: string): Promise<string[]> => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (within ? builder.include(within) : builder).analyze();
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
export const smallTargets = (page: Page, within = 'body'): Promise<string[]> =>
  page.evaluate((root) => {
    const CONTROLS = [
      'button',
      'select',
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
      [...(document.querySelector(root)?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])]
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
  }, within);

/** Every rule selector of the loaded stylesheets, media queries and layers included. */
const loadedSelectors = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    return selectors;
  });

/**
 * Ant Design's component classes (`ant-btn`, `ant-table`…) on the page that no loaded rule names: a
 * component drawn without its share of the stylesheet (ui/vite-plugin-antd-css.ts).
 */
export const unstyledComponents = async (page: Page): Promise<string[]> => {
  const named = new Set(
    (await loadedSelectors(page)).flatMap((selector) => selector.match(/\.ant-[a-z]+\b(?!-)/g) ?? []),
  );
  const shown = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[class*="ant-"]')].flatMap((element) =>
        [...element.classList].filter((name) => /^ant-[a-z]+$/.test(name)),
      ),
    ),
  ]);
  return shown.filter((name) => !named.has(`.${name}`));
};

/** Whether a loaded rule starts with `selector` (whether that component's share is loaded). */
export const ruleLoaded = async (page: Page, selector: string): Promise<boolean> =>
  (await loadedSelectors(page)).some((loaded) => loaded.startsWith(selector));
