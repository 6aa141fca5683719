import { expect, type Page, test } from '@playwright/test';
import { addDays, businessDate } from '../../domain/src/shared/dates';
import { aGroup, aMember } from '../../system/src/group-bodies';
import { postCreated } from './support/api';
import { signIn } from './support/demo';
import { chooseOption } from './support/select';

const today = () => businessDate(new Date().toISOString());

/** A fresh group of KE0420 registered a month ago, with two founding members (their ids, in order). */
const aGroupOfTwo = async (page: Page, name: string) => {
  const registered = addDays(today(), -30);
  const groupId = await postCreated(
    page,
    '/api/saving-groups',
    aGroup({ name, registrationDate: registered }),
  );
  const members: number[] = [];
  for (const [number, memberName] of [
    ['001', 'Akinyi Odhiambo'],
    ['002', 'Wanjiku Kamau'],
  ] as const)
    members.push(
      await postCreated(
        page,
        '/api/group-members',
        aMember(groupId, number, { memberName, joinedOn: registered }),
      ),
    );
  return { groupId, members };
};

const aMeeting = (groupId: number, meetingDate: string, agenda: string) => ({
  groupId,
  meetingDate,
  agenda,
  location: 'Church hall',
  nextMeetingDate: null,
});

/**
 * The meetings of a group on a 1440 px screen: every action says what it does in words and the table fits
 * without scrolling sideways; a meeting whose day has come is Completed only once something was recorded
 * for it; its history names the members of its attendance list.
 */
test("a group's meetings: actions in words that fit at 1440 px, held only once recorded, members named", async ({
  page,
}) => {
  await signIn(page, 'facilitator');
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Meetings Fit Group ${Date.now() % 100000}`;
  const { groupId, members } = await aGroupOfTwo(page, name);
  const held = addDays(today(), -7);
  await postCreated(
    page,
    '/api/group-meetings',
    aMeeting(groupId, today(), 'Weekly savings and the new loans'),
  );
  const heldId = await postCreated(
    page,
    '/api/group-meetings',
    aMeeting(groupId, held, 'Weekly savings, loan repayments and the emergency fund of the group'),
  );
  await postCreated(page, '/api/meeting-attendance/bulk', {
    attendance: [
      { meetingId: heldId, memberId: members[0], isPresent: true, arrivalTime: '14:05' },
      { meetingId: heldId, memberId: members[1], isPresent: false, notes: 'Travelling' },
    ],
  });

  await page.goto(`/saving-groups/meetings?groupId=${groupId}`);
  const todays = page.getByRole('row').filter({ hasText: 'Weekly savings and the new loans' });
  // its day has come, nothing is recorded for it: not completed
  await expect(todays).toContainText('Not recorded');
  await expect(todays).toContainText('0/2');
  const past = page.getByRole('row').filter({ hasText: 'loan repayments and the emergency fund' });
  await expect(past).toContainText('Completed');
  await expect(page.getByTestId('meetings-completed-value')).toHaveText('1');

  // each action shows its word, and its name says which meeting it is for
  for (const [text, label] of [
    ['Record meeting', `Record meeting of ${today()} in one pass`],
    ['Attendance', `Attendance of the meeting of ${today()}`],
    ['View', `View the meeting of ${today()}`],
  ] as const) {
    const action = todays.getByRole('button', { name: label });
    await expect(action).toHaveText(text);
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  const table = page.locator('.ant-table-content').first();
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await past.getByRole('button', { name: `View the meeting of ${held}` }).click();
  const drawer = page.getByRole('dialog', { name: `Meeting of ${held}` });
  // the attendance list reads as people, never as member ids
  await expect(drawer).toContainText(
    'Attendance: Akinyi Odhiambo: present, arrived 14:05; Wanjiku Kamau: absent (Travelling)',
  );
  await expect(drawer).not.toContainText(`#${members[0]}`);
});

/**
 * The Share-out tab writes amounts as every screen does (KES 10,320.50), and once the cycle is closed it
 * no longer lists what stands before its close: it says the cycle is closed and what was carried.
 */
test('the share-out writes KES amounts to the cent, and a closed cycle shows what it carried, read-only', async ({
  page,
}) => {
  await signIn(page, 'project');
  const name = `Share-out Format Group ${Date.now() % 100000}`;
  const { groupId, members } = await aGroupOfTwo(page, name);
  const saved = addDays(today(), -20);
  await postCreated(page, '/api/group-savings', {
    groupId,
    memberId: members[0],
    amount: 10_000,
    savingDate: saved,
  });
  await postCreated(page, '/api/group-savings', {
    groupId,
    memberId: members[1],
    amount: 620.5,
    savingDate: saved,
  });
  const loanId = await postCreated(page, '/api/group-loans', {
    groupId,
    borrowerId: members[1],
    amount: 300,
    interestRate: 5,
    termMonths: 2,
    loanDate: addDays(today(), -10),
    purpose: 'Buy maize seed',
  });

  const openShareOut = async () => {
    await page.goto('/saving-groups/reports');
    await page.getByRole('tab', { name: 'Share-out' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Share-out' });
    await chooseOption(page, panel.getByRole('combobox', { name: 'Saving group' }), name);
    return panel;
  };
  let panel = await openShareOut();
  // 10,620.50 saved − 300 lent
  await expect(panel.getByTestId('share-out-distributable')).toHaveText('KES 10,320.50');
  await expect(panel.getByText('Before the cycle can close')).toBeVisible();

  await postCreated(page, `/api/saving-groups/${groupId}/cycle-close`, {
    closeDate: today(),
    weighting: 'amount',
    carriedLoanIds: [loanId],
    carriedPenaltyIds: [],
    closeNow: true,
  });
  panel = await openShareOut();
  const closed = panel.getByTestId('closed-cycle-notice');
  await expect(closed).toContainText(`Cycle 1 is closed: it ran from ${addDays(today(), -30)} to ${today()}`);
  await expect(
    closed.getByText(new RegExp(`^Wanjiku Kamau: loan ${loanId}, KES 330\\.00 owed$`)),
  ).toBeVisible();
  await expect(panel.getByText('Before the cycle can close')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Propose close/ })).toHaveCount(0);
  await expect(panel.getByTestId('closed-cycles')).toContainText('KES 10,320.50 shared');
});
