import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/**
 * A ProjectAdmin's day with participants and money: add a child, bulk-upload more (one bad row), take a
 * partial then a full payment, and see the dashboard follow. One test, because each step needs the last.
 */

/** Digits no earlier run has used, for participant IDs and names. */
const suffix = String(Date.now() % 100000).padStart(5, '0');

/** The number in a stat card's value: 'KES 12,500.00' → 12500, '1,204' → 1204. */
const numberIn = (text: string): number => Number(text.replace(/[^0-9.]/g, ''));

const readStat = async (page: Page, testId: string): Promise<number> => {
  const value = page.getByTestId(`${testId}-value`);
  await expect(value).toBeVisible();
  return numberIn((await value.textContent()) ?? '');
};

const openFromSidebar = async (page: Page, entry: string, title: string) => {
  await page.getByTestId('sidebar').getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByTestId('page-title')).toHaveText(title);
};

/** A CSV of the template's columns: two good rows and, as data row 3 (file row 4), a gender the schema refuses. */
const writeUploadFile = async (): Promise<{ file: string; goodIds: string[] }> => {
  const ids = [1, 2, 3].map((n) => `KE0420-U${suffix}${n}`);
  const rows = [
    'participantId,firstName,secondName,surname,dateOfBirth,gender,parentGuardianName,careGiverName,contactPhone,gradeLevel,projectId,monthlyContribution,plannedExitDate',
    `${ids[0]},Bulk,,One${suffix},2015-05-01,Male,Parent One,,+254700000011,Grade 3,,500,`,
    `${ids[1]},Bulk,,Two${suffix},2014-06-02,Female,Parent Two,,+254700000012,,,500,`,
    `${ids[2]},Bulk,,Three${suffix},2013-07-03,X,Parent Three,,+254700000013,,,500,`,
  ];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pm-e2e-upload-'));
  const file = path.join(folder, `participants-${suffix}.csv`);
  await writeFile(file, `${rows.join('\n')}\n`, 'utf8');
  return { file, goodIds: ids.slice(0, 2) };
};

test('a ProjectAdmin adds and uploads participants, records payments, and the dashboard follows', async ({
  page,
}) => {
  const participantId = `KE0420-E${suffix}`;
  const surname = `Tester${suffix}`;

  await signIn(page, 'project');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  const participantsBefore = await readStat(page, 'stat-total-participants');
  const paidBefore = await readStat(page, 'stat-monthly-contributions');
  // a full page load would drop this marker: every list must update in place
  await page.evaluate(() => {
    Object.assign(window, { e2eNoReload: true });
  });

  // --- add a participant through the dialog --------------------------------------------------------
  await openFromSidebar(page, 'Participants', 'Participant Management');
  await page.getByRole('button', { name: 'Add Participant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Participant' });
  // a ProjectAdmin's project is fixed: shown, not chosen
  await expect(dialog.getByLabel('Project')).toHaveValue(/^KE0420/);
  await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveCount(0);
  // the date first: Enter in the picker may submit the form, which must then still be incomplete
  await dialog.getByLabel('Date of Birth').fill('2016-03-10');
  await dialog.getByLabel('Date of Birth').press('Enter');
  await dialog.getByLabel('Participant ID').fill(participantId);
  await dialog.getByLabel('First Name').fill('Amani');
  await dialog.getByLabel('Surname').fill(surname);
  await chooseOption(page, dialog.getByLabel('Gender'), 'Female');
  await dialog.getByLabel('Parent/Guardian Name').fill('Mary Guardian');
  await dialog.getByLabel('Contact Phone').fill('+254712345678');
  await dialog.getByLabel('Monthly Contribution (KES)').fill('1000');
  await dialog.getByRole('button', { name: 'Add Participant' }).click();

  await expect(toast(page, 'Participant added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = page.getByRole('row').filter({ hasText: participantId });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText(surname);
  await expect(added.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

  // --- bulk upload: two good rows, one refused ---------------------------------------------------------
  const upload = await writeUploadFile();
  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  const uploadDialog = page.getByRole('dialog', { name: 'Bulk Upload Participants' });
  await expect(uploadDialog.getByRole('button', { name: 'CSV Template' })).toBeVisible();
  await uploadDialog.getByLabel('Participants file').setInputFiles(upload.file);
  await expect(toast(page, 'Upload completed with warnings')).toContainText('2 successful, 1 errors');
  await expect(uploadDialog.getByTestId('upload-errors')).toContainText(/Row 4: \S/);
  await expect(uploadDialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await uploadDialog.getByRole('button', { name: 'Upload Another File' }).click();
  await expect(uploadDialog.getByRole('button', { name: 'Choose File' })).toBeVisible();
  await expect(uploadDialog.getByTestId('upload-errors')).toHaveCount(0);
  await uploadDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(uploadDialog).toBeHidden();
  await page.getByLabel('Search participants').fill(`KE0420-U${suffix}`);
  for (const id of upload.goodIds) await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(1);
  await page.getByLabel('Search participants').fill('');

  // --- contributions: a partial payment, then the rest ------------------------------------------------
  await openFromSidebar(page, 'Contributions', 'Parent Contributions');
  await expect(page.getByRole('heading', { level: 2, name: 'KE0420 - Parent Contributions' })).toBeVisible();
  await page.getByLabel('Search participants').fill(surname);
  const contribution = page.getByRole('row').filter({ hasText: surname });
  await expect(contribution).toHaveCount(1);
  await expect(contribution).toContainText('KES 1,000.00');
  await expect(contribution).toContainText('No payments');

  const recordFor = contribution.getByRole('button', {
    name: new RegExp(`^Record payment for .*${surname}`),
  });
  await recordFor.click();
  const payment = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(payment.getByTestId('payment-outstanding')).toContainText('KES 1,000.00');
  await payment.getByLabel('Amount (KES)').fill('400');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(contribution.getByRole('cell', { name: 'Partial', exact: true })).toBeVisible();
  await expect(contribution.getByRole('cell', { name: 'KES 600.00', exact: true })).toBeVisible();

  await recordFor.click();
  await expect(payment.getByTestId('payment-outstanding')).toContainText('KES 600.00');
  // more than is outstanding is refused before anything is sent
  await payment.getByLabel('Amount (KES)').fill('700');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(payment.getByText('Amount cannot exceed the outstanding amount of KES 600.00')).toBeVisible();
  await payment.getByLabel('Amount (KES)').fill('600');
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(contribution.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();
  await expect(contribution.getByRole('cell', { name: 'KES 0.00', exact: true })).toBeVisible();
  await expect(recordFor).toHaveCount(0);

  await contribution.getByRole('button', { name: new RegExp(`^Payments of .*${surname}`) }).click();
  const payments = page.getByRole('dialog', { name: new RegExp(`^Payments of .*${surname}`) });
  await expect(payments.getByRole('region', { name: 'Payments' })).toContainText('KES 400.00');
  await expect(payments.getByRole('region', { name: 'Payments' })).toContainText('KES 600.00');
  await payments.getByRole('button', { name: 'Close' }).click();

  // --- the dashboard counts the three new children and the 1,000 paid ----------------------------
  await openFromSidebar(page, 'Dashboard', 'Dashboard');
  await expect.poll(() => readStat(page, 'stat-total-participants')).toBe(participantsBefore + 3);
  await expect.poll(() => readStat(page, 'stat-monthly-contributions')).toBeCloseTo(paidBefore + 1000, 2);
  await expect(page.getByRole('region', { name: 'Participants by Age Group' })).toBeVisible();

  expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
});
