import { expect, type Page, test } from '@playwright/test';
import { aGroup, aMember } from '../../system/src/group-bodies';
import { fromOwnPage, postCreated } from './support/api';
import { signIn, signInThroughForm } from './support/demo';
import { chooseOption, toast } from './support/select';

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

const MEMBERS = ['Achieng Otieno', 'Wanjiru Mwangi', 'Chebet Kiprono'] as const;

/** A fresh group of the facilitator's project: three members, a saving for the fund, a loan, a meeting. */
const aGroupWithAMeeting = async (page: Page) => {
  const post = (url: string, data: object) => postCreated(page, url, data);
  const date = today();
  const groupId = await post(
    '/api/saving-groups',
    aGroup({ name: `Offline Group ${Date.now() % 100000}`, registrationDate: date }),
  );
  const members: number[] = [];
  for (const [index, memberName] of MEMBERS.entries())
    members.push(
      await post('/api/group-members', aMember(groupId, `00${index + 1}`, { memberName, joinedOn: date })),
    );
  await post('/api/group-savings', { groupId, memberId: members[0], amount: 2000, savingDate: date });
  const loanId = await post('/api/group-loans', {
    groupId,
    borrowerId: members[1],
    amount: 500,
    interestRate: 5,
    termMonths: 2,
    loanDate: date,
    purpose: 'Buy bean seed',
  });
  const meetingId = await post('/api/group-meetings', {
    groupId,
    meetingDate: date,
    agenda: 'Weekly meeting under the mango tree',
  });
  return { groupId, members, loanId, meetingId };
};

/** Every row of a list route (the test's own group holds only a few). */
const rowsOf = async (page: Page, url: string): Promise<Record<string, unknown>[]> => {
  const response = await page.request.get(url);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
};

/**
 * A facilitator records a meeting with no connection (attendance, two savings, a repayment; what
 * was typed survives a reload before recording); the records are kept on the phone and survive a reload
 * still offline (the app and its reads come from the
 * service worker); meanwhile the project's admin removes one of the members. Back online they are sent in
 * order: the answer to one saving is lost on the way back, so it is sent again and still stored once; the
 * removed member's saving is refused and shown with the server's reason until discarded; signing out with
 * it still on the phone warns first.
 */
test.use({ serviceWorkers: 'allow' });

test('a meeting recorded offline is kept on the phone, survives a reload and is stored once when online', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'facilitator');
  const { groupId, members, loanId, meetingId } = await aGroupWithAMeeting(page);
  const address = `/saving-groups/meetings/record?groupId=${groupId}&meetingId=${meetingId}`;
  const heading = page.getByRole('heading', { level: 2, name: 'Record Meeting' });
  const present = (name: string) => page.getByRole('checkbox', { name: `${name} present` });

  // online once: the service worker keeps the app, then the reads of the page once it controls it
  await page.goto(address);
  await expect(heading).toBeVisible();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await page.reload();
  await expect(present(MEMBERS[2])).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('sync-button')).toContainText('Offline');
  for (const name of MEMBERS) await present(name).check();
  await page.getByLabel(`${MEMBERS[0]} saving`).fill('200');
  await page.getByLabel(`${MEMBERS[2]} saving`).fill('300');
  await page.getByLabel(`${MEMBERS[1]} repayment`).fill('100');
  // what was typed survives a reload before it is recorded
  await page.reload();
  await expect(present(MEMBERS[2])).toBeChecked();
  await expect(page.getByLabel(`${MEMBERS[2]} saving`)).toHaveValue(/^300/);
  await page.getByRole('button', { name: 'Record Meeting' }).click();
  await expect(toast(page, 'Kept on this phone: it will be sent when the connection returns')).toBeVisible();
  const queue = page.getByTestId('offline-queue');
  await expect(queue.getByTestId('queued-command')).toHaveCount(4);

  // reloaded with no connection: the app, the meeting and the four records are all still there
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(present(MEMBERS[0])).toBeVisible();
  await expect(queue.getByTestId('offline-queue-summary')).toHaveText('Offline · 4 waiting to sync');
  await expect(queue.getByTestId('queued-command').filter({ hasText: 'Waiting to sync' })).toHaveCount(4);

  // meanwhile, online elsewhere, the project's admin removes the third member
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'project');
  const removed = await admin.request.delete(`/api/group-members/${members[2]}`, { headers: fromOwnPage() });
  expect(removed.status(), await removed.text()).toBe(200);

  // the first saving reaches the server but its answer is lost on the way back
  let lost = 0;
  await context.route('**/api/group-savings', async (route) => {
    if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
    lost += 1;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await context.setOffline(false);
  await expect.poll(() => lost).toBe(1);
  await expect(queue.getByTestId('queued-command').filter({ hasText: 'Synced' })).toHaveCount(1);
  await queue.getByRole('button', { name: 'Sync now' }).click();

  const refused = queue.getByTestId('queued-command').filter({ hasText: 'Refused' });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(`Saving of ${MEMBERS[2]}`);
  await expect(refused).toContainText('Only active members of this group can save');
  await expect(queue.getByTestId('queued-command').filter({ hasText: 'Synced' })).toHaveCount(3);

  // stored once each, the saving whose answer was lost included
  const savings = await rowsOf(page, `/api/group-savings?groupId=${groupId}`);
  const amounts = (memberId: number | undefined) =>
    savings.filter((s) => s.memberId === memberId).map((s) => Number(s.amount));
  expect(amounts(members[0]).sort((a, b) => a - b)).toEqual([200, 2000]);
  expect(amounts(members[2])).toEqual([]);
  const repayments = await rowsOf(page, `/api/loan-repayments?loanId=${loanId}`);
  expect(repayments.map((r) => Number(r.amount))).toEqual([100]);
  const attendance = await rowsOf(page, `/api/meeting-attendance?meetingId=${meetingId}`);
  expect(attendance.filter((a) => a.isPresent)).toHaveLength(3);

  // signing out with a record not stored warns first
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const warning = page.getByRole('dialog', { name: 'Records not yet sent' });
  await expect(warning).toContainText('1 record kept on this phone has not reached the server');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByTestId('current-username')).toHaveText('facilitator');

  // the refused record is discarded, after a confirmation
  await refused.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('dialog', { name: `Discard Saving of ${MEMBERS[2]}?` })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(queue.getByTestId('queued-command').filter({ hasText: 'Refused' })).toHaveCount(0);
  await admin.context().close();
});

/** Whether the service worker keeps a read whose address starts with `prefix` and holds `part`. */
const kept = (page: Page, prefix: string, part = '') =>
  page.evaluate(
    async ({ prefix, part }) => {
      const cache = await caches.open('pm-api');
      return (await cache.keys()).some((request) => {
        const url = new URL(request.url);
        return url.pathname === prefix && url.search.includes(part);
      });
    },
    { prefix, part },
  );

/**
 * After an ordinary sign-in (the form, no reload online afterwards), the phone is ready offline: the
 * service worker took control after the page had read what it shows, and the page asked again through it,
 * for every group the facilitator records in too. Offline, a reload opens the meeting and records it, a
 * new tab opens the dashboard, and once online the records are stored.
 */
test('after an ordinary sign-in a reload and a new tab offline open the meeting and the dashboard', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  // the group is made beforehand, elsewhere: the facilitator's phone has never opened it
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'facilitator');
  const { groupId, members, meetingId } = await aGroupWithAMeeting(other);
  await other.context().close();

  await signInThroughForm(page, 'facilitator');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect.poll(() => kept(page, '/api/user'), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(() => kept(page, '/api/group-members', `groupId=${groupId}`), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(() => kept(page, '/api/group-meetings', `groupId=${groupId}`), { timeout: 20_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.goto(`/saving-groups/meetings/record?groupId=${groupId}&meetingId=${meetingId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Record Meeting' })).toBeVisible();
  await page.getByRole('checkbox', { name: `${MEMBERS[0]} present` }).check();
  await page.getByLabel(`${MEMBERS[0]} saving`).fill('150');
  await page.getByRole('button', { name: 'Record Meeting' }).click();
  await expect(toast(page, 'Kept on this phone: it will be sent when the connection returns')).toBeVisible();

  const tab = await context.newPage();
  await tab.goto('/church-facilitator');
  await expect(tab.getByTestId('current-username')).toHaveText('facilitator');
  await expect(tab.getByRole('link', { name: /Record Meeting|Meetings/ }).first()).toBeVisible();
  await expect(tab.getByText('No analytics data available')).toHaveCount(0);
  await expect(tab.getByText('The server could not be reached')).toHaveCount(0);
  await tab.close();

  await context.setOffline(false);
  const queue = page.getByTestId('offline-queue');
  await expect(queue.getByTestId('queued-command').filter({ hasText: 'Synced' })).toHaveCount(2);
  const savings = await rowsOf(page, `/api/group-savings?groupId=${groupId}`);
  expect(
    savings
      .filter((s) => s.memberId === members[0])
      .map((s) => Number(s.amount))
      .sort((a, b) => a - b),
  ).toEqual([150, 2000]);
});

/**
 * A parent's payment recorded on /contributions with no connection: once it spun on "Recording..." for
 * ever and a reload lost it. Now it is kept on the phone under its idempotency key, survives a reload
 * still offline, the picker offering the last synced list, and is stored once when the connection returns.
 */
test("a parent's payment recorded offline is kept, survives a reload and is stored once when online", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'project', '/contributions');
  const due = (await rowsOf(page, '/api/contributions')).find(
    (c) => Number(c.outstandingAmount) >= 100 && typeof c.participantName === 'string',
  );
  if (!due) throw new Error('The demo data has no contribution with KES 100 outstanding');
  const paymentsOf = async () => (await rowsOf(page, `/api/contributions/${due.id}/payments`)).length;
  const before = await paymentsOf();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // under the service worker once, so it keeps the page's reads
  await page.reload();
  await expect(page.getByRole('button', { name: 'Record Payment', exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Record Payment', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Contribution' }), `${due.participantCode}`);
  await dialog.getByLabel('Amount (KES)').fill('100');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Kept on this phone: it will be sent when the connection returns')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sync = page.getByTestId('sync-button');
  await expect(sync).toHaveAttribute('aria-label', 'Sync: Offline · 1 waiting to sync');

  // reloaded with no connection: the payment is still on the phone
  await page.reload();
  await expect(sync).toHaveAttribute('aria-label', 'Sync: Offline · 1 waiting to sync');

  await context.setOffline(false);
  await expect.poll(paymentsOf, { timeout: 20_000 }).toBe(before + 1);
  await expect(sync).toHaveAttribute('aria-label', 'Sync: Online · 0 waiting to sync');
});
