import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/** A small but real PDF: the header, one catalog, the trailer. */
const writePdf = async (): Promise<string> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pm-e2e-minutes-'));
  const file = path.join(folder, 'Upendo minutes.pdf');
  await writeFile(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  return file;
};

/**
 * A facilitator records a visit to the demo's Upendo Women Group, then on Group Reports prints the fund
 * balance (a new window), downloads it as PDF, and uploads signed minutes it can view and download again.
 */
test('a facilitator records a visit, prints and downloads group reports and uploads minutes', async ({
  page,
}) => {
  const purpose = `Quarterly check of the books ${Date.now() % 100000}`;
  await signIn(page, 'facilitator', '/saving-groups/visitations');
  await page.getByRole('button', { name: 'Record Visit' }).click();
  const visit = page.getByRole('dialog', { name: 'Record Visit' });
  await chooseOption(page, visit.getByRole('combobox', { name: 'Saving Group' }), 'Upendo Women Group');
  await visit.getByLabel('Visitor Role').fill('Church facilitator');
  await visit.getByLabel('Purpose').fill(purpose);
  await visit.getByLabel('Findings').fill('Savings recorded every week');
  await visit.getByRole('button', { name: 'Record Visit' }).click();
  await expect(toast(page, 'Visit recorded successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: purpose })).toContainText('Upendo Women Group');

  await page.goto('/saving-groups/reports');
  await expect(page.getByRole('heading', { level: 2, name: 'Group Reports' })).toBeVisible();
  await page.getByRole('tab', { name: 'Fund Balance' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Fund Balance' });
  await expect(panel.getByRole('button', { name: 'Generate Report' })).toBeDisabled();
  await chooseOption(page, panel.getByRole('combobox', { name: 'Saving group' }), 'Upendo Women Group');
  const popup = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Generate Report' }).click();
  const report = await popup;
  await expect(report.getByRole('heading', { name: 'Fund Balance Report' })).toBeVisible();
  await expect(report.getByText('Upendo Women Group').first()).toBeVisible();
  await report.close();
  await expect(toast(page, 'Report generated and downloaded successfully')).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^fund-balance-report-\d{4}-\d{2}-\d{2}\.pdf$/);

  await page.getByRole('tab', { name: 'Meeting Minutes' }).click();
  await page.getByRole('button', { name: 'Upload Minutes' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Minutes group' }), 'Upendo Women Group');
  await page.getByLabel('Meeting date').click();
  await page.keyboard.type(new Date().toISOString().slice(0, 10));
  await page.keyboard.press('Enter');
  await page.getByLabel('Minutes description').fill('Signed by the secretary');
  await page.locator('input[type=file]').setInputFiles(await writePdf());
  await page.getByRole('button', { name: 'Upload Minutes' }).click();
  await expect(toast(page, 'Meeting minutes uploaded successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Signed by the secretary' }).first();
  await expect(row).toContainText('Upendo minutes.pdf');
  const file = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download Upendo minutes.pdf' }).click();
  expect((await file).suggestedFilename()).toBe('Upendo minutes.pdf');
});

/**
 * The share-out preview: the demo's Upendo Women Group still has loans owed, so they are listed
 * as what blocks the close; the payouts add up to the fund shown, by either weighting; the sheet prints.
 */
test('a ProjectAdmin previews the share-out of a group and prints the sheet', async ({ page }) => {
  await signIn(page, 'project', '/saving-groups/reports');
  await page.getByRole('tab', { name: 'Share-out' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Share-out' });
  await chooseOption(page, panel.getByRole('combobox', { name: 'Saving group' }), 'Upendo Women Group');
  const preview = panel.getByTestId('share-out-preview');
  await expect(preview.getByText('Before the cycle can close')).toBeVisible();
  await expect(preview.getByText(/still owes KES/).first()).toBeVisible();
  const fund = (await preview.getByTestId('share-out-distributable').textContent()) ?? '';
  expect(fund).toMatch(/^KES [\d,]+(\.\d{1,2})?$/);
  // the table's total row is the fund to share, to the cent
  await expect(preview.getByRole('row').filter({ hasText: 'Total' })).toContainText(fund);
  await panel.getByText('By savings and how long they were held').click();
  await expect(preview.getByRole('row').filter({ hasText: 'Total' })).toContainText(fund);

  const sheet = page.waitForEvent('popup');
  await preview.getByRole('button', { name: 'Print share-out sheet' }).click();
  const win = await sheet;
  await expect(win.getByRole('heading', { level: 1 })).toContainText('Share-out of Upendo Women Group');
  await expect(win.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  await win.close();
});
