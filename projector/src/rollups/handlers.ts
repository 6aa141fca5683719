import type {
  AssetEvent,
  ContributionEvent,
  GroupEvent,
  LoanEvent,
  MeetingEvent,
  ParticipantEvent,
} from '@pm/domain';
import { figuresDelta, monthFigures } from '@pm/domain/contributions/figures';
import type pg from 'pg';
import type { Handlers } from '../read-model';
import { insert, placeColumns } from '../sql';
import { together } from '../together';
import {
  addAssets,
  addCount,
  addLoansOutstanding,
  addToGroupMonth,
  addToMonth,
  type Place,
  placeIn,
} from './deltas';

export type RollupEvent =
  | ParticipantEvent
  | ContributionEvent
  | Extract<
      GroupEvent,
      {
        type:
          | 'GroupRegistered'
          | 'MemberJoined'
          | 'MemberLeft'
          | 'SavingRecorded'
          | 'SavingsAdjusted'
          | 'SavingReversed';
      }
    >
  | Extract<LoanEvent, { type: 'LoanIssued' | 'RepaymentRecorded' | 'RepaymentReversed' | 'LoanWrittenOff' }>
  | Extract<MeetingEvent, { type: 'MeetingScheduled' | 'AttendanceRecorded' }>
  | AssetEvent;

interface ParticipantState extends Place {
  readonly active: boolean;
  readonly deleted: boolean;
}
const participant = async (tx: pg.PoolClient, id: number): Promise<ParticipantState | null> =>
  (
    await tx.query<ParticipantState>(
      `SELECT project_id AS "projectId", cluster_id AS "clusterId", region_id AS "regionId", active, deleted
         FROM rollup_participant_state WHERE id = $1`,
      [id],
    )
  ).rows[0] ?? null;

/** Moves a participant between counted (active and on the register) and not counted. */
const setParticipant = async (
  tx: pg.PoolClient,
  id: number,
  change: { active?: boolean; deleted?: boolean },
): Promise<ParticipantState | null> => {
  const before = await participant(tx, id);
  if (!before) return null;
  const after = { ...before, ...change };
  await tx.query('UPDATE rollup_participant_state SET active = $2, deleted = $3 WHERE id = $1', [
    id,
    after.active,
    after.deleted,
  ]);
  const counted = (p: ParticipantState) => p.active && !p.deleted;
  await addCount(tx, before, 'participants', Number(counted(after)) - Number(counted(before)));
  return before;
};

/** A payment or its reversal: the contribution's paid amount moves, and what is owed with it. */
const pay = async (tx: pg.PoolClient, contributionId: number, cents: number) => {
  const { rows } = await tx.query<{
    participantId: number;
    projectId: number;
    clusterId: number;
    regionId: number;
    month: string;
    expected: string;
    paid: string;
  }>(
    `UPDATE rollup_contribution_state SET paid = paid + $2 WHERE id = $1
     RETURNING participant_id AS "participantId", project_id AS "projectId", cluster_id AS "clusterId",
               region_id AS "regionId", month, expected, paid`,
    [contributionId, cents],
  );
  const c = rows[0];
  if (!c) return;
  const expected = Number(c.expected);
  const paidAfter = Number(c.paid);
  const deleted = (await participant(tx, c.participantId))?.deleted === true;
  await addToMonth(
    tx,
    c,
    c.month,
    figuresDelta(
      monthFigures(expected, paidAfter - cents, deleted),
      monthFigures(expected, paidAfter, deleted),
    ),
  );
};

const groupPlace = (tx: pg.PoolClient, groupId: number) => placeIn(tx, 'rollup_group_state', groupId);

/**
 * Each handler moves the figures by what its event changed. A handler whose object it does not know (an
 * event the model never saw the start of) changes nothing rather than stopping the model.
 */
export const handlers: Handlers<RollupEvent> = {
  ParticipantRegistered: async (tx, e) => {
    await insert(tx, 'rollup_participant_state', {
      id: e.data.id,
      ...placeColumns(e.data),
      active: true,
      deleted: false,
    });
    await addCount(tx, e.data, 'participants', 1);
  },
  ParticipantUpdated: async () => {},
  ParticipantPersonalDataErased: async () => {},
  ParticipantInactivated: (tx, e) => setParticipant(tx, e.data.id, { active: false }),
  ParticipantReactivated: (tx, e) => setParticipant(tx, e.data.id, { active: true }),
  ParticipantDeleted: async (tx, e) => {
    const before = await setParticipant(tx, e.data.id, { deleted: true });
    if (!before || before.deleted) return;
    // the deleted child's arrears are cancelled, what they paid stays collected (monthFigures)
    const { rows } = await tx.query<{ month: string; expected: string; paid: string }>(
      'SELECT month, expected, paid FROM rollup_contribution_state WHERE participant_id = $1',
      [e.data.id],
    );
    for (const row of rows) {
      const [expected, paid] = [Number(row.expected), Number(row.paid)];
      await addToMonth(
        tx,
        before,
        row.month,
        figuresDelta(monthFigures(expected, paid, false), monthFigures(expected, paid, true)),
      );
    }
  },
  ContributionOpened: async (tx, e) => {
    const d = e.data;
    await insert(tx, 'rollup_contribution_state', {
      id: d.id,
      participant_id: d.participantId,
      ...placeColumns(d),
      month: d.month,
      expected: d.expectedAmount,
      paid: 0,
    });
    const deleted = (await participant(tx, d.participantId))?.deleted === true;
    await addToMonth(tx, d, d.month, monthFigures(d.expectedAmount, 0, deleted));
  },
  PaymentRecorded: (tx, e) => pay(tx, e.data.contributionId, e.data.amount),
  PaymentReversed: (tx, e) => pay(tx, e.data.contributionId, -e.data.amount),
  GroupRegistered: async (tx, e) => {
    await insert(tx, 'rollup_group_state', { id: e.data.groupId, ...placeColumns(e.data) });
    await addCount(tx, e.data, 'saving_groups', 1);
  },
  MemberJoined: async (tx, e) => {
    const place = await groupPlace(tx, e.data.groupId);
    await insert(tx, 'rollup_member_state', { id: e.data.memberId, group_id: e.data.groupId, active: true });
    if (place) await addCount(tx, place, 'members', 1);
  },
  MemberLeft: async (tx, e) => {
    const left = await tx.query(
      'UPDATE rollup_member_state SET active = false WHERE id = $1 AND active RETURNING group_id',
      [e.data.memberId],
    );
    const place = left.rowCount ? await groupPlace(tx, e.data.groupId) : null;
    if (place) await addCount(tx, place, 'members', -1);
  },
  SavingRecorded: async (tx, e) => {
    const d = e.data;
    const month = d.savingDate.slice(0, 7);
    await together(tx, [
      () =>
        insert(tx, 'rollup_saving_state', { id: d.savingId, group_id: d.groupId, month, amount: d.amount }),
      () => addToGroupMonth(tx, d.groupId, month, { savings: d.amount }),
    ]);
  },
  // an adjustment moves the member's savings in its month, as a saving does (it is never reversed)
  SavingsAdjusted: (tx, e) =>
    addToGroupMonth(tx, e.data.groupId, e.data.adjustmentDate.slice(0, 7), { savings: e.data.amount }),
  SavingReversed: async (tx, e) => {
    const { rows } = await tx.query<{ month: string }>(
      'SELECT month FROM rollup_saving_state WHERE id = $1',
      [e.data.savingId],
    );
    const place = await groupPlace(tx, e.data.groupId);
    if (rows[0] && place) await addToMonth(tx, place, rows[0].month, { savings: -e.data.amount });
  },
  LoanIssued: async (tx, e) => {
    await insert(tx, 'rollup_loan_state', { id: e.data.loanId, ...placeColumns(e.data) });
    await addLoansOutstanding(tx, e.data, e.data.totalAmount);
  },
  RepaymentRecorded: async (tx, e) => {
    const place = await placeIn(tx, 'rollup_loan_state', e.data.loanId);
    if (place) await addLoansOutstanding(tx, place, -e.data.amount);
  },
  RepaymentReversed: async (tx, e) => {
    const place = await placeIn(tx, 'rollup_loan_state', e.data.loanId);
    if (place) await addLoansOutstanding(tx, place, e.data.amount);
  },
  LoanWrittenOff: async (tx, e) => {
    const place = await placeIn(tx, 'rollup_loan_state', e.data.loanId);
    if (place) await addLoansOutstanding(tx, place, -e.data.amount);
  },
  MeetingScheduled: (tx, e) =>
    insert(tx, 'rollup_meeting_state', { id: e.data.meetingId, ...placeColumns(e.data), held: false }),
  AttendanceRecorded: async (tx, e) => {
    // a meeting counts as held once its attendance is recorded; recording again changes nothing here
    const held = await tx.query('UPDATE rollup_meeting_state SET held = true WHERE id = $1 AND NOT held', [
      e.data.meetingId,
    ]);
    const place = held.rowCount ? await placeIn(tx, 'rollup_meeting_state', e.data.meetingId) : null;
    if (place) await addCount(tx, place, 'meetings_held', 1);
  },
  AssetRegistered: async (tx, e) => {
    const d = e.data;
    await insert(tx, 'rollup_asset_state', {
      id: d.assetId,
      ...placeColumns(d),
      condition: d.condition,
      deleted: false,
    });
    await addAssets(tx, d, d.condition, 1);
  },
  AssetConditionChanged: async (tx, e) => {
    const { rows } = await tx.query<Place & { condition: string }>(
      `UPDATE rollup_asset_state s SET condition = $2 FROM rollup_asset_state old
        WHERE s.id = $1 AND old.id = s.id AND NOT s.deleted
        RETURNING s.project_id AS "projectId", s.cluster_id AS "clusterId", s.region_id AS "regionId", old.condition`,
      [e.data.assetId, e.data.condition],
    );
    const before = rows[0];
    if (!before || before.condition === e.data.condition) return;
    await addAssets(tx, before, before.condition, -1);
    await addAssets(tx, before, e.data.condition, 1);
  },
  AssetDeleted: async (tx, e) => {
    const { rows } = await tx.query<Place & { condition: string }>(
      `UPDATE rollup_asset_state SET deleted = true WHERE id = $1 AND NOT deleted
       RETURNING project_id AS "projectId", cluster_id AS "clusterId", region_id AS "regionId", condition`,
      [e.data.assetId],
    );
    if (rows[0]) await addAssets(tx, rows[0], rows[0].condition, -1);
  },
};
