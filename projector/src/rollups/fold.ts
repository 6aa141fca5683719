import { figuresDelta, monthFigures } from '@pm/domain/contributions/figures';
import type pg from 'pg';
import { type FoldRow, type RowShape, StateRows, Totals } from '../fold';
import type { ProjectedOneOf } from '../read-model';
import { placeColumns } from '../sql';
import { together } from '../together';
import type { Place, RollupEvent } from './events';
import {
  ASSETS,
  CONTRIBUTIONS,
  FIGURES,
  GROUPS,
  LOANS,
  MEETINGS,
  MEMBERS,
  MONTH_MONEY,
  PARTICIPANTS,
  SAVINGS,
  SCOPE_KEY,
} from './rows';

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

const placeOf = (row: FoldRow): Place => ({
  projectId: row.project_id as number,
  clusterId: row.cluster_id as number,
  regionId: row.region_id as number,
});
const scopesOf = (p: Place): [string, number][] => [
  ['project', p.projectId],
  ['cluster', p.clusterId],
  ['region', p.regionId],
  ['programme', 0],
];

/**
 * The rollups model's one implementation: a run of events of any of its types (a single event is a run
 * of one) folded in memory over the state rows it reads, then written with a few statements. Each event
 * moves the figures by what it changed; an event whose object the model never saw the start of changes
 * nothing rather than stopping the model.
 */
export const foldRollups = async (tx: pg.PoolClient, events: readonly Event[]): Promise<void> => {
  const ids = idsNamed(events);
  const load = (shape: RowShape, keys: Set<number>) => StateRows.load(tx, shape, keys);
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

  const figures = new Totals('rollup_figures', SCOPE_KEY, FIGURES);
  const months = new Totals('rollup_months', [...SCOPE_KEY, ['month', 'text']], MONTH_MONEY);
  const assetCounts = new Totals('rollup_assets', [...SCOPE_KEY, ['condition', 'text']], [['count', 'int']]);
  const addFigure = (place: Place, column: (typeof FIGURES)[number][0], by: number) => {
    for (const scope of scopesOf(place)) figures.add(scope, { [column]: by });
  };
  const addToMonth = (place: Place, month: string, money: Partial<Record<string, number>>) => {
    for (const scope of scopesOf(place)) months.add([...scope, month], money);
  };
  const addAssets = (place: Place, condition: string, by: number) => {
    for (const scope of scopesOf(place)) assetCounts.add([...scope, condition], { count: by });
  };
  const counted = (row: FoldRow) => (row.active as boolean) && !(row.deleted as boolean);
  const setParticipant = (id: number, change: FoldRow): FoldRow | undefined => {
    const row = participants.get(id);
    if (!row) return undefined;
    const before = { ...row };
    participants.set(row, change);
    addFigure(placeOf(row), 'participants', Number(counted(row)) - Number(counted(before)));
    return before;
  };
  const onRegister = (participantId: number) => !participants.get(participantId)?.deleted;
  const pay = (contributionId: number, cents: number) => {
    const c = contributions.get(contributionId);
    if (!c) return;
    contributions.set(c, { paid: (c.paid as number) + cents });
    const expected = c.expected as number;
    const after = c.paid as number;
    const deleted = !onRegister(c.participant_id as number);
    addToMonth(
      placeOf(c),
      c.month as string,
      figuresDelta(monthFigures(expected, after - cents, deleted), monthFigures(expected, after, deleted)),
    );
  };
  const moveLoan = (loanId: number, cents: number) => {
    const loan = loans.get(loanId);
    if (loan) addFigure(placeOf(loan), 'loans_outstanding', cents);
  };

  for (const e of events) {
    switch (e.type) {
      case 'ParticipantRegistered':
        participants.insert({ id: e.data.id, ...placeColumns(e.data), active: true, deleted: false });
        addFigure(e.data, 'participants', 1);
        break;
      case 'ParticipantInactivated':
      case 'ParticipantReactivated':
        setParticipant(e.data.id, { active: e.type === 'ParticipantReactivated' });
        break;
      case 'ParticipantDeleted': {
        const before = setParticipant(e.data.id, { deleted: true });
        if (!before || before.deleted) break;
        // the deleted child's arrears are cancelled, what they paid stays collected (monthFigures)
        for (const c of contributions.rows.values())
          if (c.participant_id === e.data.id) {
            const [expected, paid] = [c.expected as number, c.paid as number];
            addToMonth(
              placeOf(before),
              c.month as string,
              figuresDelta(monthFigures(expected, paid, false), monthFigures(expected, paid, true)),
            );
          }
        break;
      }
      case 'ContributionOpened': {
        const d = e.data;
        contributions.insert({
          id: d.id,
          participant_id: d.participantId,
          ...placeColumns(d),
          month: d.month,
          expected: d.expectedAmount,
          paid: 0,
        });
        addToMonth(d, d.month, monthFigures(d.expectedAmount, 0, !onRegister(d.participantId)));
        break;
      }
      case 'PaymentRecorded':
      case 'PaymentReversed':
        pay(e.data.contributionId, e.type === 'PaymentRecorded' ? e.data.amount : -e.data.amount);
        break;
      case 'GroupRegistered':
        groups.insert({ id: e.data.groupId, ...placeColumns(e.data) });
        addFigure(e.data, 'saving_groups', 1);
        break;
      case 'MemberJoined': {
        const group = groups.get(e.data.groupId);
        members.insert({ id: e.data.memberId, group_id: e.data.groupId, active: true });
        if (group) addFigure(placeOf(group), 'members', 1);
        break;
      }
      case 'MemberLeft': {
        const member = members.get(e.data.memberId);
        if (!member?.active) break;
        members.set(member, { active: false });
        const group = groups.get(e.data.groupId);
        if (group) addFigure(placeOf(group), 'members', -1);
        break;
      }
      case 'SavingRecorded': {
        const d = e.data;
        const month = d.savingDate.slice(0, 7);
        savings.create({ id: d.savingId, group_id: d.groupId, month, amount: d.amount });
        const group = groups.get(d.groupId);
        if (group) addToMonth(placeOf(group), month, { savings: d.amount });
        break;
      }
      case 'SavingsAdjusted': {
        const group = groups.get(e.data.groupId);
        if (group) addToMonth(placeOf(group), e.data.adjustmentDate.slice(0, 7), { savings: e.data.amount });
        break;
      }
      case 'SavingReversed': {
        const saving = savings.get(e.data.savingId);
        const group = groups.get(e.data.groupId);
        if (saving && group) addToMonth(placeOf(group), saving.month as string, { savings: -e.data.amount });
        break;
      }
      case 'LoanIssued':
        loans.insert({ id: e.data.loanId, ...placeColumns(e.data) });
        addFigure(e.data, 'loans_outstanding', e.data.totalAmount);
        break;
      case 'RepaymentRecorded':
      case 'LoanWrittenOff':
        moveLoan(e.data.loanId, -e.data.amount);
        break;
      case 'RepaymentReversed':
        moveLoan(e.data.loanId, e.data.amount);
        break;
      case 'MeetingScheduled':
        meetings.insert({ id: e.data.meetingId, ...placeColumns(e.data), held: false });
        break;
      case 'AttendanceRecorded': {
        const meeting = meetings.get(e.data.meetingId);
        if (!meeting || meeting.held) break;
        meetings.set(meeting, { held: true });
        addFigure(placeOf(meeting), 'meetings_held', 1);
        break;
      }
      case 'AssetRegistered':
        assets.insert({
          id: e.data.assetId,
          ...placeColumns(e.data),
          condition: e.data.condition,
          deleted: false,
        });
        addAssets(e.data, e.data.condition, 1);
        break;
      case 'AssetConditionChanged': {
        const asset = assets.get(e.data.assetId);
        if (!asset || asset.deleted) break;
        const before = asset.condition as string;
        assets.set(asset, { condition: e.data.condition });
        if (before === e.data.condition) break;
        addAssets(placeOf(asset), before, -1);
        addAssets(placeOf(asset), e.data.condition, 1);
        break;
      }
      case 'AssetDeleted': {
        const asset = assets.get(e.data.assetId);
        if (!asset || asset.deleted) break;
        assets.set(asset, { deleted: true });
        addAssets(placeOf(asset), asset.condition as string, -1);
        break;
      }
      default:
        // ParticipantUpdated and ParticipantPersonalDataErased change no figure
        break;
    }
  }

  // each table written by one statement (two for a state table), none reading another's answer
  await together(tx, [
    ...[participants, contributions, groups, members, savings, loans, meetings, assets].map(
      (state) => () => state.save(tx),
    ),
    () => figures.save(tx),
    () => months.save(tx),
    () => assetCounts.save(tx),
  ]);
};
