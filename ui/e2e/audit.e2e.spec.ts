import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { fromOwnPage } from './support/api';
import { signIn } from './support/demo';
import { chooseOption } from './support/select';

/** KES text of a card's figure as a number of cents. */
const centsOf = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const daysAgo = (n: number) =>
  new Date(Date.now() + 3 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/**
 * The Auditor (read-only, the whole programme) audits the demo's Upendo Women Group: a saving mistyped as
 * KES 5,000 three days ago and reversed today by the ProjectAdmin counts in no day's corrected books (a
 * reversal removes its entry as of the entry's own date), is in the books as known before the reversal,
 * linked to its reversal in the ledger, and the member's statement exports to Excel. The group's pages
 * offer the Auditor no write.
 */
test('an auditor slides the books back before a reversal and forward after it, and exports a statement', async ({
  browser,
  page,
}) => {
  // the project's admin records the mistake and reverses it: the Auditor itself may write nothing
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'project');
  const groups = await (await admin.request.get('/api/saving-groups')).json();
  const group = groups.find((g: { name: string }) => g.name === 'Upendo Women Group');
  const members = await (await admin.request.get(`/api/group-members?groupId=${group.id}`)).json();
  const grace = members.find((m: { memberName: string }) => m.memberName === 'Grace Naliaka');
  const saved = await admin.request.post('/api/group-savings', {
    headers: fromOwnPage(),
    data: { groupId: group.id, memberId: grace.id, amount: 5000, savingDate: daysAgo(3) },
  });
  expect(saved.status()).toBe(201);
  const savingId = (await saved.json()).id;
  const beforeReversal = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 50));
  const reversed = await admin.request.post(`/api/group-savings/${savingId}/reverse`, {
    headers: fromOwnPage(),
    data: { reason: 'Typed 5000 for 500' },
  });
  expect(reversed.status()).toBe(200);
  await adminContext.close();

  await signIn(page, 'auditor');
  // an Auditor of the whole programme lands on the national dashboard: let that finish first
  await expect(page).toHaveURL(/\/national-dashboard$/);
  const refused = await page.request.post('/api/group-savings', {
    headers: fromOwnPage(),
    data: { groupId: group.id, memberId: grace.id, amount: 100, savingDate: daysAgo(0) },
  });
  expect(refused.status()).toBe(403);

  // the group's pages: what it holds, and no control that would change it
  await page.goto(`/group-member-management?groupId=${group.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Upendo Women Group - Members' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Grace Naliaka' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'History of Upendo Women Group' })).toBeVisible();
  for (const name of ['Add Member', 'Bulk Upload', 'Remove Grace Naliaka'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quick Add' })).toBeDisabled();
  await page.goto('/saving-groups/savings');
  await expect(page.getByRole('heading', { level: 2, name: 'Savings Tracking' })).toBeVisible();
  await page.getByLabel('Search savings').fill('Grace Naliaka');
  const mistakenRow = page
    .getByRole('row')
    .filter({ hasText: 'Grace Naliaka' })
    .filter({ hasText: '5,000.00' })
    .first();
  await expect(mistakenRow).toContainText('Reversed');
  await expect(page.getByRole('button', { name: 'Record Saving' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reverse the saving of/ })).toHaveCount(0);

  await page.goto('/audit');
  await expect(page.getByText('Choose a group to audit')).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Group' }), 'Upendo Women Group');
  const savings = page.getByTestId('audit-savings-value');
  await expect(savings).toBeVisible();
  const today = centsOf(await savings.textContent());
  const graceRow = page.getByTestId(`audit-member-${grace.id}`);
  const graceSavings = async () =>
    centsOf(/KES ([\d,]+\.\d{2})/.exec((await graceRow.textContent()) ?? '')?.[1] ?? '');
  const graceToday = await graceSavings();

  // slide back one day: the corrected books of yesterday leave the reversed saving out too
  const slider = page.getByRole('slider', { name: 'Books as of' });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`asOf=${daysAgo(1)}`));
  await expect.poll(async () => centsOf(await savings.textContent())).toBe(today);

  // as known before the reversal was recorded: the mistaken saving is in the books
  await page.goto(
    `/audit?groupId=${group.id}&asOf=${daysAgo(1)}&knownAt=${encodeURIComponent(beforeReversal)}`,
  );
  await expect.poll(async () => centsOf(await savings.textContent())).toBe(today + 500_000);
  await expect.poll(graceSavings).toBe(graceToday + 500_000);

  // as known now: reversed
  await page.getByRole('button', { name: 'As known now' }).click();
  await expect.poll(async () => centsOf(await savings.textContent())).toBe(today);

  // the ledger links the saving and its reversal; the member's statement exports
  await chooseOption(page, page.getByRole('combobox', { name: 'Member' }), 'Grace Naliaka');
  await expect(page.getByRole('heading', { name: 'Statement of Grace Naliaka' })).toBeVisible();
  const mistaken = page.locator('[data-reversed="true"]').last();
  await expect(mistaken).toContainText('5,000.00');
  await expect(mistaken).toContainText(/Reversed by #\d+/);
  await expect(page.getByText('Reason: Typed 5000 for 500').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-grace-naliaka-.*\.xlsx$/);
  // the file opens as a spreadsheet: the summary, then the statement, money as numbers
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as never);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Statement']);
  const [summary, statement] = workbook.worksheets;
  expect(summary?.getCell('B2').value).toBe('Statement of Grace Naliaka');
  expect(statement?.getCell('A1').value).toBe('Position');
  expect(statement?.getCell('H1').value).toBe('Amount (KES)');
  const amounts = statement?.getColumn(8).values.slice(2) ?? [];
  expect(amounts).toContain(5000);
  expect(amounts.filter((amount) => typeof amount !== 'number')).toEqual([]);
});

test('a facilitator who opens /audit by its address is told it is not for their role, and led home', async ({
  page,
}) => {
  await signIn(page, 'facilitator', '/audit');
  await expect(
    page.getByText('The audit is for auditors and administrators: your role does not open it.'),
  ).toBeVisible();
  await expect(page.getByText(/Could not load the books/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/church-facilitator$/);
});
