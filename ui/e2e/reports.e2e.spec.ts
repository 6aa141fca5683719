import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/demo';

/**
 * A ProjectAdmin generates the participant register as Excel: the progress runs to Ready, the file
 * downloads and opens with the project's children, and the report is listed in Recent Reports.
 */
test('a ProjectAdmin generates a report as Excel, downloads it and finds it in Recent Reports', async ({
  page,
}) => {
  await signIn(page, 'project');
  // the first 'Reports' entry is the programme's; the Saving Group Ministry has its own further down
  await page.getByTestId('sidebar').getByRole('link', { name: 'Reports', exact: true }).first().click();
  await expect(page.getByTestId('page-title')).toHaveText('Reports & Analytics');
  const cards = {
    participants: 'Total Participants',
    collections: 'Monthly Collections',
    assets: 'Total Assets',
    rate: 'Collection Rate',
  };
  for (const [id, title] of Object.entries(cards))
    await expect(page.getByTestId(`reports-${id}`)).toContainText(title);
  await expect(page.getByTestId('reports-participants-value')).not.toHaveText('0');
  for (const group of ['Participant Reports', 'Financial Reports', 'Asset Reports'])
    await expect(page.getByRole('region', { name: group })).toBeVisible();

  const card = page.getByTestId('report-participant-register');
  await expect(card.getByRole('radio', { name: 'Excel' })).toBeChecked();
  await card.getByRole('button', { name: 'Generate Participant register' }).click();
  await expect(card.getByText('Ready')).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Participant register' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^participant-register-KE0420-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as never);
  const sheet = workbook.getWorksheet('Report')!;
  expect(sheet.getCell('A1').value).toBe('Participant register');
  expect(sheet.getCell('A2').value).toBe('Scope: Project KE0420 Kakamega Central');

  const recent = page.getByTestId('recent-reports');
  const row = recent.getByRole('row').filter({ hasText: 'Participant register' }).first();
  await expect(row).toContainText('Excel');
  await expect(row).toContainText('project');
  await expect(row).toContainText('Ready');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download Participant register \(Excel\)/ }).click();
  expect((await again).suggestedFilename()).toBe(file.suggestedFilename());
});
