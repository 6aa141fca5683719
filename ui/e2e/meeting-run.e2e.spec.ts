import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/** KES text of a cash-box figure as a number of cents. */
const centsOf = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/**
 * A facilitator records a meeting of the demo's Upendo Women Group in one pass: who came, a saving, a
 * repayment of the group's active loan and a penalty paid on the spot; the cash box adds them up, and the
 * meeting's row shows the money recorded at it.
 */
test('a facilitator records a meeting in one pass and the cash box adds up', async ({ page }) => {
  const agenda = `One-pass meeting ${Date.now() % 100000}`;
  await signIn(page, 'facilitator');
  await page.goto('/saving-groups/meetings');
  await chooseOption(page, page.getByRole('combobox', { name: 'Saving group' }), 'Upendo Women Group');
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await schedule.getByLabel('Agenda').fill(agenda);
  await schedule.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(toast(page, 'Meeting scheduled successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: agenda });
  await row.getByRole('button', { name: /in one pass$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Record Meeting' })).toBeVisible();

  const before = centsOf(
    await page.getByTestId('cash-before').locator('.ant-statistic-content').textContent(),
  );
  await page.getByRole('checkbox', { name: 'Jane Auma present' }).check();
  await page.getByRole('checkbox', { name: 'Mary Anyango present' }).check();
  await page.getByLabel('Jane Auma saving').fill('200');
  await page.getByLabel('Mary Anyango repayment').fill('100');
  await page.getByLabel('Ruth Atieno penalty').fill('20');
  await page.getByLabel('Ruth Atieno penalty reason').fill('Absent without apology');
  await expect(page.getByTestId('cash-collected')).toContainText('320.00');
  expect(centsOf(await page.getByTestId('cash-after').locator('.ant-statistic-content').textContent())).toBe(
    before + 32_000,
  );

  await page.getByRole('button', { name: 'Record Meeting' }).click();
  await expect(toast(page, 'Meeting recorded successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/saving-groups\/meetings\?groupId=\d+$/);
  const recorded = page.getByRole('row').filter({ hasText: agenda });
  await expect(recorded).toContainText('2/5');
  await expect(recorded).toContainText('200.00');
  await expect(recorded).toContainText('100.00');
});
