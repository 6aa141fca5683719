import { expect, type Page, test } from '@playwright/test';
import { submitSignIn } from './support/demo';

/**
 * The first screen carries only its own share of Ant Design's stylesheet (ui/vite-plugin-antd-css.ts):
 * every Ant Design component it draws (the card's fields and buttons, the validation messages, the
 * failed sign-in's toast) must find its rules there, and the signed-in screens must get the whole sheet.
 */

/** Ant Design's component classes (`ant-btn`, `ant-form`…) on the page that no loaded rule names. */
const unstyledComponents = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const named = new Set(selectors.flatMap((selector) => selector.match(/\.ant-[a-z]+\b(?!-)/g) ?? []));
    const shown = new Set(
      [...document.querySelectorAll('[class*="ant-"]')].flatMap((element) =>
        [...element.classList].filter((name) => /^ant-[a-z]+$/.test(name)),
      ),
    );
    return [...shown].filter((name) => !named.has(`.${name}`));
  });

/** Whether a loaded rule is one of antd's data table's (not part of the first screen). */
const tableRulesLoaded = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const found = (rules: CSSRuleList): boolean =>
      [...rules].some((rule) =>
        rule instanceof CSSStyleRule
          ? rule.selectorText.startsWith('.ant-table-wrapper')
          : 'cssRules' in rule && found((rule as CSSGroupingRule).cssRules),
      );
    return [...document.styleSheets].some((sheet) => found(sheet.cssRules));
  });

test('the sign-in screen draws every component it shows from its own light share of the stylesheet', async ({
  page,
}) => {
  await page.goto('/auth');
  const signInTab = page.getByRole('tab', { name: 'Sign In' });
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');
  expect(await tableRulesLoaded(page)).toBe(false);

  // the validation messages
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);

  // the tabs answer the arrow keys as a tab list does, and the registration form is styled too
  await signInTab.focus();
  await page.keyboard.press('ArrowRight');
  const createTab = page.getByRole('tab', { name: 'Create Account' });
  await expect(createTab).toBeFocused();
  await expect(createTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  await page.keyboard.press('Home');
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');

  // a failed sign-in's toast
  await submitSignIn(page, 'admin', 'not-the-password');
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Login failed' })).toBeVisible();
  expect(await unstyledComponents(page)).toEqual([]);
  expect(await tableRulesLoaded(page)).toBe(false);

  // signed in, the whole sheet is there before the shell is drawn
  await page.getByLabel('Password', { exact: true }).fill('Demo!2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByTestId('current-username')).toHaveText('admin');
  expect(await tableRulesLoaded(page)).toBe(true);
  expect(await unstyledComponents(page)).toEqual([]);
});
