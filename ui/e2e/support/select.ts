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
