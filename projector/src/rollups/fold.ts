import type pg from 'pg';
import { type RowShape, StateRows } from '../fold';
import type { ProjectedOneOf } from '../read-model';
import type { Table } from '../sql';
import { together } from '../together';
import { applyRollupEvent } from './apply';
import type { RollupEvent } from './events';
import { ASSETS, CONTRIBUTIONS, GROUPS, LOANS, MEETINGS, MEMBERS, PARTICIPANTS, SAVINGS } from './rows';
import { type RollupRun, rollupTotals, saveRun } from './run';

type Event = ProjectedOneOf<RollupEvent>;

/**
 * The event types that read a state row of their member, saving, loan, meeting or asset (by the id in
 * their data): only those rows are loaded. A saving is created by SavingRecorded without a read (`create`),
 * so a run of savings reads the state of their groups only.
 */
const READERS: Readonly<
  Record<'memberId' | 'savingId' | 'loanId' | 'meetingId' | 'assetId', ReadonlySet<string>>
> = {
  memberId: new Set(['MemberJoined', 'MemberLeft']),
  savingId: new Set(['SavingReversed']),
  loanId: new Set(['LoanIssued', 'RepaymentRecorded', 'RepaymentReversed', 'LoanWrittenOff']),
  meetingId: new Set(['MeetingScheduled', 'AttendanceRecorded']),
  assetId: new Set(['AssetRegistered', 'AssetConditionChanged', 'AssetDeleted']),
};

/** The ids a run's events read, per state table (and the children whose contributions leave with them). */
const idsNamed = (events: readonly Event[]) => {
  const ids = {
    participants: new Set<number>(),
    deleted: new Set<number>(),
    contributions: new Set<number>(),
    groups: new Set<number>(),
    members: new Set<number>(),
    savings: new Set<number>(),
    loans: new Set<number>(),
    meetings: new Set<number>(),
    assets: new Set<number>(),
  };
  for (const e of events) {
    const d = e.data as Record<string, unknown>;
    if (e.type.startsWith('Participant')) ids.participants.add(d.id as number);
    if (e.type === 'ParticipantDeleted') ids.deleted.add(d.id as number);
    if (e.type === 'ContributionOpened') {
      ids.contributions.add(d.id as number);
      ids.participants.add(d.participantId as number);
    }
    if (e.type.startsWith('Payment')) ids.contributions.add(d.contributionId as number);
    if (typeof d.groupId === 'number') ids.groups.add(d.groupId);
    for (const [field, set] of [
      ['memberId', ids.members],
      ['savingId', ids.savings],
      ['loanId', ids.loans],
      ['meetingId', ids.meetings],
      ['assetId', ids.assets],
    ] as const)
      if (typeof d[field] === 'number' && READERS[field].has(e.type)) set.add(d[field]);
  }
  return ids;
};

/** The state rows a run reads, loaded, and its totals, empty. */
const loadRun = async (tx: pg.PoolClient, events: readonly Event[]): Promise<RollupRun> => {
  const ids = idsNamed(events);
  const load = <T extends Table>(shape: RowShape<T>, keys: Set<number>) => StateRows.load(tx, shape, keys);
  const [contributions, groups, members, savings, loans, meetings, assets] = await together(tx, [
    async () => {
      const rows = await load(CONTRIBUTIONS, ids.contributions);
      // a deleted child's contributions are all needed: what they still owe leaves the figures
      await rows.loadMore(tx, ids.deleted, 'participant_id');
      return rows;
    },
    () => load(GROUPS, ids.groups),
    () => load(MEMBERS, ids.members),
    () => load(SAVINGS, ids.savings),
    () => load(LOANS, ids.loans),
    () => load(MEETINGS, ids.meetings),
    () => load(ASSETS, ids.assets),
  ]);
  for (const row of contributions.rows.values()) ids.participants.add(row.participant_id as number);
  const participants = await load(PARTICIPANTS, ids.participants);
  const states = { participants, contributions, groups, members, savings, loans, meetings, assets };
  return { ...states, ...rollupTotals() };
};

/**
 * The rollups model's one implementation: a run of events of any of its types (a single event is a run
 * of one) folded in memory over the state rows it reads (apply.ts, one step per event type), then written
 * with a few statements. Each event moves the figures by what it changed; an event whose object the model
 * never saw the start of changes nothing rather than stopping the model.
 */
export const foldRollups = async (tx: pg.PoolClient, events: readonly Event[]): Promise<void> => {
  const run = await loadRun(tx, events);
  for (const e of events) applyRollupEvent(run, e);
  await saveRun(tx, run);
};
