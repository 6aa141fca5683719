import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/demo';
import { chooseOption, toast } from './support/select';

/**
 * A facilitator runs a new savings group end to end: registers it, uploads its members from the CSV
 * template's columns, records savings, issues a loan with a service charge and sees it repaid in two parts,
 * then opens an emergency fund and asks for support, which a project admin of the same project (KE0420)
 * approves: maker and checker are two different people. One test, because each step needs the last.
 */

/** Digits no earlier run has used, for the group's and the members' names. */
const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
const groupName = `Umoja E2E ${suffix}`;
const members = [
  { number: 'M001', name: `Achieng ${suffix}`, role: 'president' },
  { number: 'M002', name: `Wanjiru ${suffix}`, role: 'treasurer' },
  { number: 'M003', name: `Nafula ${suffix}`, role: 'member' },
] as const;
const [achieng, wanjiru, nafula] = members;

/** A members CSV of the template's nine columns with three valid rows. */
const writeMembersFile = async (): Promise<string> => {
  const rows = [
    'memberNumber,memberIdNumber,memberName,memberPhone,nextOfKinName,nextOfKinIdNumber,nextOfKinPhone,nextOfKinRelationship,role',
    ...members.map(
      (member, index) =>
        `${member.number},3${suffix}${index},${member.name},071234567${index},Kin of ${member.name},4${suffix}${index},072345678${index},Sister,${member.role}`,
    ),
  ];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pm-e2e-members-'));
  const file = path.join(folder, `members-${suffix}.csv`);
  await writeFile(file, `${rows.join('\n')}\n`, 'utf8');
  return file;
};

const openFromSidebar = async (page: Page, entry: string, url: RegExp) => {
  await page.getByTestId('sidebar').getByRole('link', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(url);
};

/** A stat card's figure ('KES 10,000.00', '3'). */
const stat = (page: Page, testId: string): Locator => page.getByTestId(`${testId}-value`);

const createGroup = async (page: Page): Promise<number> => {
  await page.goto('/saving-groups/create');
  await expect(page.getByRole('heading', { level: 2, name: 'Create New Saving Group' })).toBeVisible();
  // a facilitator's groups go to their own project: shown, not chosen
  await expect(page.getByLabel('Project', { exact: true })).toHaveValue(/^KE0420/);

  // the screen's required fields missing: one toast, and the fields' own messages
  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(toast(page, 'Validation Error')).toContainText('Please fill in all required fields');
  await expect(page.getByText('Group name must be at least 3 characters')).toBeVisible();

  await page.getByLabel('Group Name', { exact: true }).fill(groupName);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Women of Shinyalu saving every Monday (browser test)');
  await page.getByLabel('President Name', { exact: true }).fill('Achieng President');
  await page.getByLabel('President Phone', { exact: true }).fill('0712345601');
  await page.getByLabel('Secretary Name', { exact: true }).fill('Wanjiru Secretary');
  await page.getByLabel('Secretary Phone', { exact: true }).fill('0712345602');
  await page.getByLabel('Treasurer Name', { exact: true }).fill('Nafula Treasurer');
  await page.getByLabel('Treasurer Phone', { exact: true }).fill('0712345603');
  await page.getByLabel('Male Members', { exact: true }).fill('1');
  await page.getByLabel('Female Members', { exact: true }).fill('2');
  await page.getByLabel('Total Members', { exact: true }).fill('4');
  await page.getByLabel('Meeting Location', { exact: true }).fill('Shinyalu church hall');
  await expect(page.getByTestId('member-total-hint')).toHaveText('Male + female = 3 (total is 4)');
  await page.getByLabel('Total Members', { exact: true }).fill('3');
  await expect(page.getByTestId('member-total-hint')).toHaveText('Male + female = 3');
  await page.getByLabel('Saving Amount (KES)', { exact: true }).fill('5000');
  // the screen's defaults
  await expect(page.getByLabel('Service Charge Rate (%)', { exact: true })).toHaveValue('5.00');
  await expect(page.getByLabel('Cycle Duration (months)', { exact: true })).toHaveValue('12');
  await expect(page.getByLabel('Meeting Time', { exact: true })).toHaveValue('14:00');

  await page.getByRole('button', { name: 'Create Group' }).click();
  await expect(toast(page, 'Saving group created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/saving-groups\/groups$/);

  const card = page.getByRole('article', { name: groupName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Monday at 14:00');
  await expect(card).toContainText('Shinyalu church hall');
  await expect(card).toContainText('KES 5,000.00');
  await card.getByRole('link', { name: `Manage Members of ${groupName}` }).click();
  await expect(page).toHaveURL(/\/group-member-management\?groupId=\d+$/);
  const groupId = Number(new URL(page.url()).searchParams.get('groupId'));
  expect(groupId).toBeGreaterThan(0);
  return groupId;
};

const uploadMembers = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: `${groupName} - Members` })).toBeVisible();
  await expect(stat(page, 'members-total')).toHaveText('0');

  await page.getByRole('button', { name: 'Bulk Upload' }).click();
  const dialog = page.getByRole('dialog', { name: `Bulk Upload Members to ${groupName}` });
  await expect(dialog.getByRole('button', { name: 'Download Template' })).toBeVisible();
  await dialog.getByLabel('Members CSV file').setInputFiles(await writeMembersFile());
  await expect(dialog.getByTestId('member-upload-check')).toContainText('3 valid row(s) ready to upload');
  await dialog.getByRole('button', { name: 'Upload 3 Member(s)' }).click();
  await expect(toast(page, 'Successfully uploaded 3 member(s)')).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  for (const member of members)
    await expect(page.getByRole('row').filter({ hasText: member.name })).toHaveCount(1);
  await expect(stat(page, 'members-active')).toHaveText('3');
  // president and treasurer
  await expect(stat(page, 'members-leadership')).toHaveText('2');
};

const recordSaving = async (page: Page, memberName: string, amount: string) => {
  await page.getByRole('button', { name: 'Record Saving' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Saving' });
  await chooseOption(page, dialog.getByLabel('Saving Group', { exact: true }), groupName);
  await chooseOption(page, dialog.getByLabel('Member', { exact: true }), memberName);
  await dialog.getByLabel('Amount (KES)').fill(amount);
  await dialog.getByRole('button', { name: 'Record Saving' }).click();
  await expect(toast(page, 'Saving recorded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
};

const issueLoan = async (page: Page) => {
  await openFromSidebar(page, 'Loans', /\/saving-groups\/loans$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Loans Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Issue Loan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue Loan' });
  await chooseOption(page, dialog.getByLabel('Saving Group', { exact: true }), groupName);
  // the loan fund holds the two savings
  await expect(dialog.getByTestId('loan-fund')).toContainText('Loan fund available: KES 10,000.00');
  await chooseOption(page, dialog.getByLabel('Borrower', { exact: true }), wanjiru.name);
  await dialog.getByLabel('Amount (KES)').fill('3000');
  await dialog.getByLabel('Service Charge (% per month)').fill('5');
  await dialog.getByLabel('Term (months)').fill('2');
  await dialog.getByLabel('Purpose').fill('Stock for the vegetable stall');
  // 3000 × (1 + 5 % × 2 months), shown before anything is sent
  await expect(dialog.getByTestId('loan-preview')).toContainText('KES 3,300.00');
  await expect(dialog.getByTestId('loan-preview')).toContainText('KES 300.00');
  await dialog.getByRole('button', { name: 'Issue Loan' }).click();
  await expect(toast(page, 'Loan issued successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: wanjiru.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('KES 3,300.00');
  await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
};

const recordRepayment = async (page: Page, amount: string) => {
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await chooseOption(page, dialog.getByLabel('Loan', { exact: true }), wanjiru.name);
  await expect(dialog.getByTestId('loan-remaining')).toBeVisible();
  await dialog.getByLabel('Amount (KES)').fill(amount);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment recorded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
};

const recordContribution = async (page: Page, memberName: string) => {
  await page.getByRole('tab', { name: 'Contribute' }).click();
  const panel = page.getByRole('tabpanel');
  await chooseOption(page, panel.getByLabel('Member', { exact: true }), memberName);
  await panel.getByLabel('Amount (KES)').fill('500');
  await panel.getByRole('button', { name: 'Record Contribution' }).click();
  await expect(toast(page, 'Contribution recorded successfully')).toBeVisible();
};

test('a facilitator runs a savings group from registration to an approved emergency request', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'facilitator');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Saving Groups Ministry Dashboard' }),
  ).toBeVisible();

  // --- register the group, then enrol its members from a CSV file --------------------------------------
  const groupId = await createGroup(page);
  await uploadMembers(page);
  // a full page load would drop this marker: every list must update in place from here on
  await page.evaluate(() => {
    Object.assign(window, { e2eNoReload: true });
  });

  // --- two members save 5,000 each ------------------------------------------------------------------------
  await openFromSidebar(page, 'Savings', /\/saving-groups\/savings$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Savings Tracking' })).toBeVisible();
  await recordSaving(page, achieng.name, '5000');
  await recordSaving(page, nafula.name, '5000');
  await chooseOption(page, page.getByRole('combobox', { name: 'Group', exact: true }), groupName);
  await expect(stat(page, 'savings-total')).toHaveText('KES 10,000.00');
  await expect(stat(page, 'savings-this-month')).toHaveText('KES 10,000.00');
  await expect(stat(page, 'savings-active-savers')).toHaveText('2');
  await expect(stat(page, 'savings-avg-weekly')).toHaveText('KES 2,500.00');

  // --- a loan of 3,000 at 5 % a month for 2 months: 3,300 to repay ---------------------------------------
  await issueLoan(page);

  // --- repaid in two parts on the group's loan book ------------------------------------------------------
  await page.getByRole('link', { name: 'Loan Disbursements' }).click();
  await expect(page).toHaveURL(/\/loan-disbursements$/);
  await chooseOption(page, page.getByRole('combobox', { name: 'Saving group', exact: true }), groupName);
  await expect(page).toHaveURL(new RegExp(`/loan-disbursements\\?groupId=${groupId}$`));
  await expect(stat(page, 'disbursements-issued')).toHaveText('KES 3,000.00');
  await expect(stat(page, 'disbursements-active')).toHaveText('1');
  await recordRepayment(page, '1500');
  await expect(stat(page, 'disbursements-repayments')).toHaveText('KES 1,500.00');
  await expect(stat(page, 'disbursements-outstanding')).toHaveText('KES 1,800.00');
  await recordRepayment(page, '1800');
  await expect(stat(page, 'disbursements-repayments')).toHaveText('KES 3,300.00');
  await expect(stat(page, 'disbursements-active')).toHaveText('0');
  await expect(stat(page, 'disbursements-outstanding')).toHaveText('KES 0.00');
  await page.getByRole('tab', { name: 'Loans' }).click();
  const loanRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: wanjiru.name });
  await expect(loanRow.getByRole('cell', { name: 'Completed', exact: true })).toBeVisible();
  await expect(loanRow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  // --- an emergency fund: two contributions, then a request as the facilitator --------------------------
  await page.getByRole('tab', { name: 'Emergency' }).click();
  await page.getByRole('button', { name: 'Go to Emergency Fund' }).click();
  await expect(page).toHaveURL(new RegExp(`/emergency-fund\\?groupId=${groupId}$`));
  const fundName = `Emergency fund ${suffix}`;
  await page.getByRole('button', { name: 'Create Fund' }).click();
  const fundDialog = page.getByRole('dialog', { name: `Create Emergency Fund for ${groupName}` });
  await fundDialog.getByLabel('Description').fill(fundName);
  await fundDialog.getByLabel('Contribution Amount (KES)').fill('500');
  await fundDialog.getByLabel('Max Disbursement per Member (KES)').fill('2000');
  await fundDialog.getByRole('button', { name: 'Create Fund' }).click();
  await expect(toast(page, 'Emergency fund created successfully')).toBeVisible();
  await expect(fundDialog).toBeHidden();

  await page
    .getByRole('article', { name: fundName })
    .getByRole('button', { name: `Open ${fundName}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`groupId=${groupId}&fundId=\\d+$`));
  const fundUrl = page.url();
  await recordContribution(page, achieng.name);
  await recordContribution(page, nafula.name);
  await expect(stat(page, 'fund-total-contributions')).toHaveText('KES 1,000.00');

  await page.getByRole('tab', { name: 'Request' }).click();
  const request = page.getByRole('tabpanel');
  await expect(request.getByTestId('fund-max-per-member')).toContainText('KES 2,000.00');
  await chooseOption(page, request.getByLabel('Member', { exact: true }), nafula.name);
  await chooseOption(page, request.getByLabel('Emergency Type'), 'Sickness');
  await request.getByLabel('Amount (KES)').fill('600');
  // too short a description is refused before anything is sent
  await request.getByLabel('Description').fill('Malaria');
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expect(request.getByText('Please provide detailed description')).toBeVisible();
  await request.getByLabel('Description').fill('Hospital bill after a week of malaria');
  await request.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page, 'Emergency disbursement request submitted')).toBeVisible();
  await expect(stat(page, 'fund-pending')).toHaveText('KES 600.00');
  await expect(stat(page, 'fund-available')).toHaveText('KES 400.00');

  await page.getByRole('tab', { name: 'Overview' }).click();
  const requests = page.getByRole('region', { name: 'Recent Requests' });
  const pending = requests.getByRole('row').filter({ hasText: nafula.name });
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  // the maker cannot be the checker: no decision for the facilitator who asked
  await expect(pending.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);

  // --- the project admin of KE0420 approves it -----------------------------------------------------------
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, 'project', fundUrl);
  const approvedRow = page
    .getByRole('region', { name: 'Recent Requests' })
    .getByRole('row')
    .filter({ hasText: nafula.name });
  await approvedRow.getByRole('button', { name: `Approve the request of ${nafula.name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Approve KES 600.00' });
  // the confirmation's buttons take a click only once it has finished opening
  await expect(confirm.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
  await expect(async () => {
    if (await confirm.isVisible())
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toast(page, 'Emergency disbursement approved')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(approvedRow.getByText('Approved', { exact: true })).toBeVisible();
  // requested by the facilitator, decided by someone else
  await expect(approvedRow).toContainText('facilitator');
  await expect(approvedRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(stat(page, 'fund-approved')).toHaveText('KES 600.00');
  await expect(stat(page, 'fund-pending')).toHaveText('KES 0.00');
  await expect(stat(page, 'fund-available')).toHaveText('KES 400.00');
});
