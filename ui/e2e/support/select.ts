import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of a searchable select the way a keyboard user does: type to filter until exactly one
 * option is left, then Enter. `option` is the option's label, or the start of it.
 */
export const chooseOption = async (page: Page, field: Locator, option: string): Promise<void> => {
  await field.click();
  await field.fill(option);
  const startsWith = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  // the options of this field's own list: another select's list may still be fading out with the same names
  const listId = await field.getAttribute('aria-controls');
  const options = listId ? page.locator(`[id="${listId}"]`) : page;
  await expect(options.getByRole('option', { name: startsWith })).toHaveCount(1);
  await page.keyboard.press('Enter');
};

/** The toast (antd notification) that contains the text. */
export const toast = (page: Page, text: string): Locator =>
  // a notice that is fading out (the previous toast with the same text) is not the one we wait for
  page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: text }).last();

/**
 * Opens a popup with its trigger and clicks something in it until the click has taken effect. On a busy
 * machine antd's popup can be drawn for a frame or two where it is not (it is realigned when the page
 * scrolls or its trigger moves), stable enough for Playwright's click to land there and miss; a person
 * would simply click again, and so does this. `tookEffect` asserts what the click does.
 */
export const clickInPopup = async (
  trigger: Locator,
  target: Locator,
  tookEffect: () => Promise<void>,
): Promise<void> => {
  await expect(async () => {
    if (!(await target.isVisible())) await trigger.click();
    await target.click({ timeout: 5000 });
    await tookEffect();
  }).toPass({ timeout: 30_000 });
};

/** Opens a dropdown menu and clicks one of its items (which closes the menu). */
export const chooseMenuItem = async (page: Page, trigger: Locator, item: string): Promise<void> => {
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await clickInPopup(trigger, entry, () => expect(entry).toBeHidden({ timeout: 2000 }));
};
