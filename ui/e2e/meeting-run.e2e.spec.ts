import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/** KES text of a figure as a number of cents. */
const centsOf = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

const writePdf = async (): Promise<string> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pm-e2e-meeting-'));
  const file = path.join(folder, 'Meeting day minutes.pdf');
  await writeFile(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  return file;
};

/** Generates one report of Group Reports for the group and checks the printable window's heading. */
const generateReport = async (page: Page, tab: string, title: string) => {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: tab, exact: true });
  await chooseOption(page, panel.getByRole('combobox', { name: 'Saving group' }), 'Upendo Women Group');
  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Generate Report' }).click();
  const report = await popup;
  await expect(report.getByRole('heading', { name: title })).toBeVisible();
  await expect(report.getByText('Upendo Women Group').first()).toBeVisible();
  await report.close();
};

/**
 * A meeting day of the demo's Upendo Women Group, as a facilitator lives it: the facilitator schedules the
 * meeting and records it in one pass (who came, savings — one of them mistyped as KES 5,000 — a repayment
 * and a penalty paid on the spot, the cash box adding up), gives a penalty to a member who stayed away and
 * marks it paid, uploads the signed minutes and prints the attendance and fund balance reports; then the
 * project's admin reverses the mistaken saving and sees the savings total and the meeting's total follow.
 */
test('a meeting day: scheduled, recorded in one pass, collected, reported, and a mistaken saving reversed', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const agenda = `Meeting day ${Date.now() % 100000}`;
  await signIn(page, 'facilitator', '/saving-groups/meetings');
  await chooseOption(page, page.getByRole('combobox', { name: 'Saving group' }), 'Upendo Women Group');
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await schedule.getByLabel('Agenda').fill(agenda);
  await schedule.getByRole('button', { name: 'Schedule Meeting' }).click();
  await expect(toast(page, 'Meeting scheduled successfully')).toBeVisible();
  const groupId = new URL(page.url()).searchParams.get('groupId');
  expect(groupId).toMatch(/^\d+$/);
  await page
    .getByRole('row')
    .filter({ hasText: agenda })
    .getByRole('button', { name: /in one pass$/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Record Meeting' })).toBeVisible();

  const before = centsOf(
    await page.getByTestId('cash-before').locator('.ant-statistic-content').textContent(),
  );
  await page.getByRole('checkbox', { name: 'Jane Auma present' }).check();
  await page.getByRole('checkbox', { name: 'Mary Anyango present' }).check();
  await page.getByRole('checkbox', { name: 'Beatrice Khavere present' }).check();
  await page.getByLabel('Jane Auma saving').fill('200');
  await page.getByLabel('Beatrice Khavere saving').fill('5000');
  const record = page.getByRole('button', { name: 'Record Meeting' });
  // a repayment above what is owed is refused as typed, never lowered to the balance without a word
  await page.getByLabel('Mary Anyango repayment').fill('999999');
  await page.getByLabel('Mary Anyango saving').click();
  await expect(page.getByText(/Amount cannot exceed the remaining balance of KES/)).toBeVisible();
  await expect(page.getByLabel('Mary Anyango repayment')).toHaveValue(/^999,?999/);
  await expect(record).toBeDisabled();
  await page.getByLabel('Mary Anyango repayment').fill('100');
  // a penalty starts unpaid and needs its type and reason; an absent member is fined only for the absence
  await page.getByLabel('Ruth Atieno penalty').fill('20');
  await expect(page.getByText('Please choose the penalty type Reason is required')).toBeVisible();
  await expect(record).toBeDisabled();
  const penaltyType = page.getByRole('combobox', { name: 'Ruth Atieno penalty type' });
  await penaltyType.click();
  const types = page.locator(`[id="${await penaltyType.getAttribute('aria-controls')}"]`).getByRole('option');
  await expect(types).toHaveText(['Meeting Absence']);
  await page.keyboard.press('Enter');
  await page.getByLabel('Ruth Atieno penalty reason').fill('Absent without apology');
  await expect(page.getByTestId('cash-collected')).toContainText('5,300.00');
  await page.getByRole('checkbox', { name: 'Paid now' }).check();
  await expect(page.getByTestId('cash-collected')).toContainText('5,320.00');
  expect(centsOf(await page.getByTestId('cash-after').locator('.ant-statistic-content').textContent())).toBe(
    before + 532_000,
  );
  await record.click();
  await expect(toast(page, 'Meeting recorded successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/saving-groups\/meetings\?groupId=\d+$/);
  const recorded = page.getByRole('row').filter({ hasText: agenda });
  await expect(recorded).toContainText('3/5');
  await expect(recorded).toContainText('5,200.00');
  await expect(recorded).toContainText('100.00');

  // a member who stayed away is fined, and pays
  await page.goto(`/collections?groupId=${groupId}`);
  await page.getByRole('button', { name: 'Add Penalty' }).click();
  const penalty = page.getByRole('dialog', { name: 'Add Penalty' });
  await chooseOption(page, penalty.getByRole('combobox', { name: 'Member' }), 'Grace Naliaka');
  await penalty.getByLabel('Amount (KES)').fill('50');
  await penalty.getByLabel('Reason').fill(`Missed ${agenda}`);
  await penalty.getByRole('button', { name: 'Add Penalty' }).click();
  await expect(toast(page, 'Penalty added successfully')).toBeVisible();
  await page.getByRole('tab', { name: 'Penalties' }).click();
  const owed = page.getByRole('row').filter({ hasText: `Missed ${agenda}` });
  await owed.getByRole('button', { name: 'Mark the penalty of Grace Naliaka paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(owed).toContainText('Paid');

  // the signed minutes, and the reports of the day
  await page.goto('/saving-groups/reports');
  await page.getByRole('tab', { name: 'Meeting Minutes' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Minutes group' }), 'Upendo Women Group');
  await page.getByLabel('Meeting date').click();
  await page.keyboard.type(new Date().toISOString().slice(0, 10));
  await page.keyboard.press('Enter');
  await page.getByLabel('Minutes description').fill(agenda);
  await page.locator('input[type=file]').setInputFiles(await writePdf());
  await page.getByRole('button', { name: 'Upload Minutes' }).click();
  await expect(toast(page, 'Meeting minutes uploaded successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: agenda })).toContainText('Meeting day minutes.pdf');
  await generateReport(page, 'Attendance', 'Attendance Report');
  await generateReport(page, 'Fund Balance', 'Fund Balance Report');

  // the project's admin reverses the mistyped saving; the totals follow
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'project');
  await admin.goto(`/saving-groups/savings?groupId=${groupId}`);
  const mistaken = admin
    .getByRole('row')
    .filter({ hasText: 'Beatrice Khavere' })
    .filter({ hasText: '5,000.00' })
    .first();
  await expect(mistaken).toBeVisible();
  const totalBefore = centsOf(await admin.getByTestId('savings-total-value').textContent());
  await mistaken.getByRole('button', { name: 'Reverse the saving of Beatrice Khavere' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reverse this saving' });
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog.getByText('Please give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Typed 5000 for 500');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(toast(admin, 'Saving reversed')).toBeVisible();
  await expect(mistaken).toContainText('Reversed');
  await expect
    .poll(async () => centsOf(await admin.getByTestId('savings-total-value').textContent()))
    .toBe(totalBefore - 500_000);
  await admin.goto(`/saving-groups/meetings?groupId=${groupId}`);
  const after = admin.getByRole('row').filter({ hasText: agenda });
  await expect(after).toContainText('200.00');
  await expect(after).not.toContainText('5,200.00');
});
