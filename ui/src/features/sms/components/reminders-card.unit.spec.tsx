import type { SmsReminderRow } from '@pm/domain/sms/rows';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReminderList, reminderWho } from './reminders-card';

const aReminder = (overrides: Partial<SmsReminderRow> = {}): SmsReminderRow => ({
  key: 'reminder:contribution:11:2026-12',
  purpose: 'contribution',
  due: '2026-12',
  projectId: 3,
  projectCode: 'KE0420',
  participantId: 11,
  participantCode: 'KE0420-101',
  groupId: null,
  groupName: null,
  memberId: null,
  memberNumber: null,
  memberName: null,
  smsId: 40,
  status: 'delivered',
  reason: null,
  createdAt: '2026-12-25T05:00:00.000Z',
  ...overrides,
});
const loan = aReminder({
  key: 'reminder:loan:5:2026-12-28',
  purpose: 'loan',
  due: '2026-12-28',
  participantId: null,
  participantCode: null,
  groupId: 7,
  groupName: 'Upendo Women',
  memberId: 21,
  memberNumber: '001',
  memberName: 'Jane Wanjiru',
  status: 'failed',
  reason: 'UserInBlacklist',
});

const list = (reminders: SmsReminderRow[], total = reminders.length) =>
  renderToStaticMarkup(
    <ReminderList reminders={reminders} loading={false} page={1} total={total} onPage={() => {}} />,
  );

describe('the Reminders card', () => {
  it('says whom each reminder was for: the child by participant ID, the member by number and name', () => {
    expect(reminderWho(aReminder())).toBe('Guardian of KE0420-101');
    expect(reminderWho(loan)).toBe('001 Jane Wanjiru of Upendo Women');
  });

  it('lists each reminder with its purpose, due date and delivery state', () => {
    const html = list([
      aReminder(),
      loan,
      aReminder({
        key: 'k3',
        status: 'refused',
        smsId: null,
        reason: 'Reminder not sent: "none" is not a phone number',
      }),
      aReminder({ key: 'k4', status: 'queued' }),
    ]);
    expect(html).toContain('Contribution due');
    expect(html).toContain('Loan due');
    expect(html).toContain('December 2026');
    for (const status of ['Delivered', 'Failed', 'Not sent: no valid phone number', 'Queued'])
      expect(html).toContain(status);
    // the gateway's reason of a failure is shown; a refusal is said by its tag
    expect(html).toContain('UserInBlacklist');
    expect(html).not.toContain('is not a phone number');
  });

  it('pages a long list and says when there is none', () => {
    expect(list([aReminder()], 45)).toContain('ant-pagination');
    expect(list([aReminder()])).not.toContain('ant-pagination');
    expect(list([])).toContain('No reminders sent yet');
  });
});
