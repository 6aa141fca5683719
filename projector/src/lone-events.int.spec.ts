import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionsModel } from './contributions';
import { meetingsModel } from './meetings';
import { participantsModel } from './participants';
import { applyBatch, prepareModels } from './projector';
import type { ReadModel } from './read-model';
import { savingGroupsModel } from './saving-groups';
import { anEvent, type GivenEvent, recordedInOrder } from './testing/an-event';
import { countedPool, modelStatements } from './testing/counted-pool';

/*
 * The types these models apply in runs have one implementation, the run's: a lone event is a run of one.
 * Such an event must cost only the statements of what it changes, not one per step of a run.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await prepareModels(db.pool, [savingGroupsModel, contributionsModel, meetingsModel, participantsModel]);
});
afterAll(async () => {
  await db.drop();
});

/** Applies the first `setUp` events as one batch, then each later one alone: the statements of each. */
const loneStatements = async (model: ReadModel, events: readonly GivenEvent[], setUp = 0) => {
  const recorded = recordedInOrder(events);
  if (setUp > 0) await applyBatch(db.pool, model, recorded.slice(0, setUp));
  const each: [string, string[]][] = [];
  for (const event of recorded.slice(setUp)) {
    const { pool, statements } = countedPool(db.pool);
    await applyBatch(pool, model, [event]);
    each.push([event.type, modelStatements(statements)]);
  }
  return each;
};

describe('a lone event of a type applied in runs, as a run of one', () => {
  it("saving groups: a meeting's entries, each with a statement per table it changes", async () => {
    const loan = { groupId: 1, loanId: 5, borrowerId: 1 };
    expect(
      await loneStatements(
        savingGroupsModel,
        [
          anEvent('GroupRegistered', { groupId: 1, registrationDate: '2026-01-05' }),
          anEvent('MemberJoined', { groupId: 1, memberId: 1 }),
          anEvent('MemberJoined', { groupId: 1, memberId: 2, joinedOn: '2026-11-02' }),
          anEvent('SavingRecorded', { groupId: 1, memberId: 1, savingId: 1, amount: 5_000 }),
          anEvent('PenaltyImposed', { groupId: 1, memberId: 1, penaltyId: 1, amount: 2_000 }),
          anEvent('PenaltyPaid', { groupId: 1, penaltyId: 1, amount: 2_000 }),
          anEvent('RegistrationFeePaid', { groupId: 1, memberId: 1, amount: 3_000 }),
          anEvent('LoanIssued', { ...loan, amount: 100_000, totalAmount: 110_000 }),
          anEvent('LoanDisbursed', { ...loan, amount: 100_000 }),
          anEvent('RepaymentRecorded', { loanId: 5, repaymentId: 1, amount: 110_000 }),
          anEvent('RepaymentReceived', { ...loan, repaymentId: 1, amount: 110_000 }),
          anEvent('LoanCompleted', { loanId: 5, completedOn: '2026-11-30' }),
        ],
        1,
      ),
    ).toEqual([
      // a member stored before joining dates joined on the group's registration day, read from its row
      ['MemberJoined', ['SELECT saving_groups', 'INSERT group_members']],
      ['MemberJoined', ['INSERT group_members']],
      ['SavingRecorded', ['INSERT group_savings', 'UPDATE saving_groups']],
      ['PenaltyImposed', ['INSERT member_penalties']],
      ['PenaltyPaid', ['UPDATE saving_groups', 'UPDATE member_penalties']],
      ['RegistrationFeePaid', ['INSERT member_registration_fees', 'UPDATE saving_groups']],
      ['LoanIssued', ['INSERT group_loans']],
      ['LoanDisbursed', ['UPDATE saving_groups']],
      ['RepaymentRecorded', ['INSERT loan_repayments', 'UPDATE group_loans']],
      ['RepaymentReceived', ['UPDATE saving_groups']],
      ['LoanCompleted', ['UPDATE group_loans']],
    ]);
    const group = await db.pool.query(
      `SELECT savings::text, penalties_and_fees::text, disbursed::text, repayments::text FROM saving_groups`,
    );
    expect(group.rows).toEqual([
      { savings: '50.00', penalties_and_fees: '50.00', disbursed: '1000.00', repayments: '1100.00' },
    ]);
    const members = await db.pool.query(
      "SELECT id, to_char(joined_on, 'YYYY-MM-DD') AS joined_on FROM group_members ORDER BY id",
    );
    expect(members.rows).toEqual([
      { id: 1, joined_on: '2026-01-05' },
      { id: 2, joined_on: '2026-11-02' },
    ]);
    const loans = await db.pool.query('SELECT status, amount_paid::text FROM group_loans');
    expect(loans.rows).toEqual([{ status: 'completed', amount_paid: '1100.00' }]);
    const fines = await db.pool.query('SELECT is_paid FROM member_penalties');
    expect(fines.rows).toEqual([{ is_paid: true }]);
  });

  it("contributions: an opening's row; a payment's or a reversal's row, then the contribution's totals", async () => {
    expect(
      await loneStatements(contributionsModel, [
        anEvent('ContributionOpened', { id: 1 }),
        anEvent('PaymentRecorded', { contributionId: 1, paymentId: 1, amount: 100_000 }),
        anEvent('PaymentRecorded', { contributionId: 1, paymentId: 2, amount: 40_000 }),
        anEvent('PaymentReversed', { contributionId: 1, paymentId: 1, amount: 100_000 }),
      ]),
    ).toEqual([
      ['ContributionOpened', ['INSERT contributions']],
      ['PaymentRecorded', ['INSERT payments', 'UPDATE contributions']],
      ['PaymentRecorded', ['INSERT payments', 'UPDATE contributions']],
      ['PaymentReversed', ['UPDATE payments', 'UPDATE contributions']],
    ]);
    const paid = await db.pool.query('SELECT paid_amount::text FROM contributions');
    expect(paid.rows).toEqual([{ paid_amount: '400.00' }]);
  });

  it("meetings: a meeting's row; a register, and the earlier list only when it replaces one", async () => {
    expect(
      await loneStatements(meetingsModel, [
        anEvent('MeetingScheduled', { meetingId: 1 }),
        anEvent('AttendanceRecorded', { meetingId: 1 }),
        anEvent('AttendanceRecorded', {
          meetingId: 1,
          replacesEarlier: true,
          presentCount: 2,
          attendance: [
            { memberId: 1, isPresent: true, arrivalTime: '14:05', notes: null },
            { memberId: 2, isPresent: true, arrivalTime: '14:20', notes: null },
          ],
        }),
      ]),
    ).toEqual([
      ['MeetingScheduled', ['INSERT group_meetings']],
      ['AttendanceRecorded', ['UPDATE group_meetings', 'INSERT meeting_attendance']],
      [
        'AttendanceRecorded',
        ['UPDATE group_meetings', 'DELETE meeting_attendance', 'INSERT meeting_attendance'],
      ],
    ]);
    const present = await db.pool.query(
      'SELECT m.attendees_count, count(a.*)::int AS listed FROM group_meetings m JOIN meeting_attendance a ON a.meeting_id = m.id WHERE a.is_present GROUP BY m.id',
    );
    expect(present.rows).toEqual([{ attendees_count: 2, listed: 2 }]);
  });

  it("participants: a registration's key read, then its row", async () => {
    expect(await loneStatements(participantsModel, [anEvent('ParticipantRegistered', { id: 1 })])).toEqual([
      ['ParticipantRegistered', ['SELECT participant_keys', 'INSERT participants']],
    ]);
    const rows = await db.pool.query('SELECT id, is_active FROM participants');
    expect(rows.rows).toEqual([{ id: 1, is_active: true }]);
  });
});
