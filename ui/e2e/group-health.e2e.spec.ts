import { expect, type Page, test } from '@playwright/test';
import { aGroup, aMember } from '../../system/src/group-bodies';
import { postCreated } from './support/api';
import { signIn } from './support/demo';
import { toast } from './support/select';

/**
 * A fresh group of KE0420 whose only loan is long overdue: members save 1,000.00 and 500.00 in February,
 * Wanjiku borrows 300.00 at 5 % for a month on 2026-03-02 (315.00 due 2026-04-02) and repays 100.00.
 */
const aGroupWithAnOverdueLoan = async (page: Page) => {
  const suffix = Date.now() % 100000;
  const name = `Health Group ${suffix}`;
  const post = (url: string, data: object) => postCreated(page, url, data);
  const groupId = await post('/api/saving-groups', aGroup({ name, registrationDate: '2026-01-15' }));
  const saver = `Akinyi Health ${suffix}`;
  const borrower = `Wanjiku Health ${suffix}`;
  const members: number[] = [];
  for (const [number, memberName] of [
    ['001', saver],
    ['002', borrower],
  ] as const)
    members.push(await post('/api/group-members', aMember(groupId, number, { memberName })));
  await post('/api/group-savings', { groupId, memberId: members[0], amount: 1000, savingDate: '2026-02-02' });
  await post('/api/group-savings', { groupId, memberId: members[1], amount: 500, savingDate: '2026-02-02' });
  const loanId = await post('/api/group-loans', {
    groupId,
    borrowerId: members[1],
    amount: 300,
    interestRate: 5,
    termMonths: 1,
    loanDate: '2026-03-02',
    purpose: 'Buy maize seed',
  });
  await post('/api/loan-repayments', { loanId, amount: 100, paymentDate: '2026-03-16' });
  return { name, saver, borrower };
};

/**
 * The group's card lights it red with the reason, the facilitator's dashboard lists it among the
 * groups at risk, a member's passbook shows and prints the cycle, and the ProjectAdmin writes the overdue
 * loan off after a warning.
 */
test('an overdue group is lit red, listed at risk, its passbook printed and its loan written off', async ({
  browser,
  page,
}) => {
  await signIn(page, 'facilitator');
  const group = await aGroupWithAnOverdueLoan(page);

  await page.goto('/saving-groups/groups');
  await page.getByLabel('Search groups').fill(group.name);
  const card = page.getByRole('article', { name: group.name });
  await expect(card.getByTestId('group-health')).toContainText('At risk');
  await expect(card.getByTestId('group-health')).toContainText('PAR30 100 % above 10 %');
  await expect(card.getByTestId('group-cycle')).toHaveText('Cycle 1');

  await page.goto('/church-facilitator');
  await expect(page.getByRole('heading', { name: 'Saving Groups Ministry Dashboard' })).toBeVisible();
  // the group health at the foot of the dashboard is drawn when scrolled near
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText('Group health', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Attendance rate').first()).toBeVisible();
  const atRisk = page.getByRole('region', { name: 'Groups at risk' });
  await expect(atRisk.getByRole('row').filter({ hasText: group.name })).toContainText('Red');

  await page.goto('/saving-groups/members');
  await page.getByLabel('Search members').fill(group.saver);
  await page.getByRole('button', { name: `Passbook of ${group.saver}` }).click();
  const passbook = page.getByRole('dialog', { name: `Passbook of ${group.saver} (No. 001)` });
  const entries = passbook.getByRole('table', { name: 'Passbook entries' });
  await expect(entries.getByRole('row').nth(1)).toContainText('1,000.00');
  const sheet = page.waitForEvent('popup');
  await passbook.getByRole('button', { name: 'Print passbook' }).click();
  const win = await sheet;
  await expect(win.getByText("Member's signature")).toBeVisible();
  await expect(win.getByText(group.saver).first()).toBeVisible();
  await win.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'project');
  await admin.goto('/saving-groups/loans');
  await admin.getByLabel('Search loans').fill(group.borrower);
  await admin.getByRole('button', { name: `Write off the loan of ${group.borrower}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Write this loan off' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Write off' }).click();
  await expect(dialog.getByText('Please give a reason of at least 5 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The borrower moved to Mombasa');
  await dialog.getByRole('button', { name: 'Write off' }).click();
  await expect(toast(admin, 'Loan written off')).toBeVisible();
  // the dialog's own rows name the borrower too until it has closed
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: group.borrower });
  await expect(row).toContainText('Defaulted');
  await expect(admin.getByRole('button', { name: `Write off the loan of ${group.borrower}` })).toHaveCount(0);
  await adminContext.close();
});
