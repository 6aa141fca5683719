import { describe, it } from 'vitest';
import { anEvent } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { kpisModel } from './index';

const spec = projectionSpec(kpisModel);
const placeOf = (projectId: number) => ({ projectId, clusterId: 1, regionId: 1 });
const present =
  (...ids: number[]) =>
  (memberId: number) => ({
    memberId,
    isPresent: ids.includes(memberId),
    arrivalTime: null,
    notes: null,
  });
const saving = (savingId: number, memberId: number, amount: number, savingDate: string) =>
  anEvent('SavingRecorded', { groupId: 1, savingId, memberId, amount, savingDate });

/**
 * A small history whose figures are computed by hand. Group 1 (project 1): members 1 and 2 join in
 * January, 3 in February, 2 leaves in March; savings 100 + 100 (Jan), 50 reversed and 200 (Feb); a loan of
 * 200 with a 20 charge (total 220, due 16 March) lent in February, 50 repaid in March (all of it principal:
 * a charge is earned once the principal is back; the portfolio counts principal, 200 then 150); a penalty of 10 paid in February; two meetings, the second's register corrected
 * from 2 of 3 present to 3 of 3. Group 2 (project 2, same cluster): one member, 300 saved in January.
 */
const history = [
  anEvent('GroupRegistered', { groupId: 1, name: 'Upendo', registrationDate: '2026-01-05', ...placeOf(1) }),
  anEvent('GroupRegistered', { groupId: 2, name: 'Amani', registrationDate: '2026-01-05', ...placeOf(2) }),
  anEvent('MemberJoined', { groupId: 1, memberId: 1, joinedOn: '2026-01-05' }),
  anEvent('MemberJoined', { groupId: 1, memberId: 2, joinedOn: '2026-01-05' }),
  anEvent('MemberJoined', { groupId: 1, memberId: 3, joinedOn: '2026-02-10' }),
  anEvent('MemberJoined', { groupId: 2, memberId: 10, joinedOn: '2026-01-05' }),
  saving(1, 1, 10000, '2026-01-12'),
  saving(2, 2, 10000, '2026-01-12'),
  anEvent('SavingRecorded', {
    groupId: 2,
    savingId: 9,
    memberId: 10,
    amount: 30000,
    savingDate: '2026-01-20',
  }),
  saving(3, 3, 5000, '2026-02-16'),
  saving(4, 1, 20000, '2026-02-16'),
  anEvent('SavingReversed', { groupId: 1, savingId: 3, memberId: 3, amount: 5000, reversedOn: '2026-02-20' }),
  anEvent('LoanDisbursed', { groupId: 1, loanId: 1, borrowerId: 1, amount: 20000, loanDate: '2026-02-16' }),
  anEvent('LoanIssued', {
    loanId: 1,
    groupId: 1,
    borrowerId: 1,
    amount: 20000,
    totalAmount: 22000,
    loanDate: '2026-02-16',
    dueDate: '2026-03-16',
    ...placeOf(1),
  }),
  anEvent('PenaltyPaid', { groupId: 1, penaltyId: 1, amount: 1000, paymentDate: '2026-02-16' }),
  anEvent('RepaymentRecorded', { loanId: 1, repaymentId: 1, amount: 5000, paymentDate: '2026-03-10' }),
  anEvent('RepaymentReceived', {
    groupId: 1,
    loanId: 1,
    repaymentId: 1,
    amount: 5000,
    paymentDate: '2026-03-10',
  }),
  anEvent('MeetingScheduled', { meetingId: 1, groupId: 1, meetingDate: '2026-01-12', ...placeOf(1) }),
  anEvent('AttendanceRecorded', { meetingId: 1, groupId: 1, attendance: [1, 2].map(present(1, 2)) }),
  anEvent('MeetingScheduled', { meetingId: 2, groupId: 1, meetingDate: '2026-02-16', ...placeOf(1) }),
  anEvent('AttendanceRecorded', { meetingId: 2, groupId: 1, attendance: [1, 2, 3].map(present(1, 3)) }),
  anEvent('AttendanceRecorded', { meetingId: 2, groupId: 1, attendance: [1, 2, 3].map(present(1, 2, 3)) }),
  anEvent('MemberLeft', { groupId: 1, memberId: 2, leftAt: '2026-03-20T08:00:00.000Z' }),
];

/** Group 2's current cycle, untouched by group 1's close. */
const group2 = {
  group_id: 2,
  cycle: 1,
  cycle_started_on: '2026-01-05',
  members_start: 0,
  joined: 1,
  left_count: 0,
  active: 1,
  present: 0,
  marked: 0,
  meetings: 0,
  last_meeting_on: null,
  savings: '30000',
  cash: '30000',
  outstanding: '0',
  earnings: '0',
  issued: '0',
};

const month = (m: string, figures: Record<string, unknown>) => ({ month: m, ...figures });

describe('group health read model', () => {
  it('keeps each month, each scope and the current cycle as computed by hand', async () => {
    await spec.given(history).then({
      kpi_groups: [
        {
          group_id: 1,
          cycle: 1,
          cycle_started_on: '2026-01-05',
          members_start: 0,
          joined: 3,
          left_count: 1,
          active: 2,
          present: 5,
          marked: 5,
          meetings: 2,
          last_meeting_on: '2026-02-16',
          // 100 + 100 + 50 − 50 + 200
          savings: '40000',
          // 400 saved − 200 lent + 10 penalty + 50 repaid
          cash: '26000',
          outstanding: '15000',
          earnings: '1000',
          issued: '20000',
        },
        group2,
      ],
      kpi_months: [
        // ORDER BY scope, scope_id: cluster 1, group 1 (3 months), group 2, programme, project 1 (3), project 2, region 1
        month('2026-01', {
          scope: 'cluster',
          scope_id: 1,
          joined: 3,
          savings: '50000',
          present: 2,
          marked: 2,
        }),
        month('2026-02', {
          scope: 'cluster',
          scope_id: 1,
          joined: 1,
          savings: '20000',
          present: 3,
          marked: 3,
        }),
        month('2026-03', { scope: 'cluster', scope_id: 1, joined: 0, savings: '0', present: 0, marked: 0 }),
        month('2026-01', { scope: 'group', scope_id: 1, joined: 2, savings: '20000', present: 2, marked: 2 }),
        month('2026-02', { scope: 'group', scope_id: 1, joined: 1, savings: '20000', present: 3, marked: 3 }),
        month('2026-03', { scope: 'group', scope_id: 1, joined: 0, savings: '0', present: 0, marked: 0 }),
        month('2026-01', { scope: 'group', scope_id: 2, joined: 1, savings: '30000', present: 0, marked: 0 }),
        month('2026-01', {
          scope: 'programme',
          scope_id: 0,
          joined: 3,
          savings: '50000',
          present: 2,
          marked: 2,
        }),
        month('2026-02', {
          scope: 'programme',
          scope_id: 0,
          joined: 1,
          savings: '20000',
          present: 3,
          marked: 3,
        }),
        month('2026-03', { scope: 'programme', scope_id: 0, joined: 0, savings: '0', present: 0, marked: 0 }),
        month('2026-01', {
          scope: 'project',
          scope_id: 1,
          joined: 2,
          savings: '20000',
          present: 2,
          marked: 2,
        }),
        month('2026-02', {
          scope: 'project',
          scope_id: 1,
          joined: 1,
          savings: '20000',
          present: 3,
          marked: 3,
        }),
        month('2026-03', { scope: 'project', scope_id: 1, joined: 0, savings: '0', present: 0, marked: 0 }),
        month('2026-01', {
          scope: 'project',
          scope_id: 2,
          joined: 1,
          savings: '30000',
          present: 0,
          marked: 0,
        }),
        month('2026-01', {
          scope: 'region',
          scope_id: 1,
          joined: 3,
          savings: '50000',
          present: 2,
          marked: 2,
        }),
        month('2026-02', {
          scope: 'region',
          scope_id: 1,
          joined: 1,
          savings: '20000',
          present: 3,
          marked: 3,
        }),
        month('2026-03', { scope: 'region', scope_id: 1, joined: 0, savings: '0', present: 0, marked: 0 }),
      ],
      kpi_overdue: [
        { scope: 'cluster', month: '2026-02', due_on: '2026-03-16', outstanding: '20000' },
        { scope: 'cluster', month: '2026-03', due_on: '2026-03-16', outstanding: '-5000' },
        { scope: 'group', month: '2026-02', due_on: '2026-03-16', outstanding: '20000' },
        { scope: 'group', month: '2026-03', due_on: '2026-03-16', outstanding: '-5000' },
        { scope: 'programme', month: '2026-02', due_on: '2026-03-16', outstanding: '20000' },
        { scope: 'programme', month: '2026-03', due_on: '2026-03-16', outstanding: '-5000' },
        { scope: 'project', month: '2026-02', due_on: '2026-03-16', outstanding: '20000' },
        { scope: 'project', month: '2026-03', due_on: '2026-03-16', outstanding: '-5000' },
        { scope: 'region', month: '2026-02', due_on: '2026-03-16', outstanding: '20000' },
        { scope: 'region', month: '2026-03', due_on: '2026-03-16', outstanding: '-5000' },
      ],
      // what the group owes now by due date: 22,000 lent − 5,000 repaid
      kpi_dues: [{ group_id: 1, due_on: '2026-03-16', outstanding: '15000' }],
    });
  });

  it('pays the savings out at a close and counts the next cycle from zero, the carried loan still owed', async () => {
    await spec
      .given([
        ...history,
        anEvent('CycleClosed', {
          groupId: 1,
          cycle: 1,
          closeDate: '2026-04-30',
          fund: 26000,
          payouts: [
            { memberId: 1, amount: 21000 },
            { memberId: 3, amount: 5000 },
          ],
        }),
        anEvent('CycleOpened', { groupId: 1, cycle: 2, startedOn: '2026-05-01' }),
        anEvent('RepaymentReversed', { loanId: 1, repaymentId: 1, amount: 5000, reversedOn: '2026-05-04' }),
      ])
      .then({
        kpi_groups: [
          {
            group_id: 1,
            cycle: 2,
            cycle_started_on: '2026-05-01',
            members_start: 2,
            joined: 0,
            left_count: 0,
            active: 2,
            meetings: 0,
            savings: '0',
            cash: '0',
            // the reversed 50 is owed again; it had earned no charge
            outstanding: '20000',
            earnings: '0',
          },
          {
            group_id: 2,
            cycle: 1,
            cycle_started_on: '2026-01-05',
            members_start: 0,
            joined: 1,
            left_count: 0,
            active: 1,
            meetings: 0,
            savings: '30000',
            cash: '30000',
            outstanding: '0',
            earnings: '0',
          },
        ],
      });
  });
});
