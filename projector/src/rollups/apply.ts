import { figuresDelta, monthFigures } from '@pm/domain/contributions/figures';
import type { Projected, ProjectedOneOf } from '../read-model';
import { placeColumns } from '../sql';
import type { RollupEvent } from './events';
import {
  addAssets,
  addFigure,
  addToMonth,
  moveLoan,
  onRegister,
  pay,
  placeOf,
  type RollupRun,
  setParticipant,
} from './run';

type Apply<T extends RollupEvent['type']> = (
  run: RollupRun,
  e: Projected<Extract<RollupEvent, { type: T }>>,
) => void;
type AnyApply = (run: RollupRun, e: ProjectedOneOf<RollupEvent>) => void;

/** An event that changes no figure. */
const nothing = () => {};

const deleteParticipant: Apply<'ParticipantDeleted'> = (run, e) => {
  const before = setParticipant(run, e.data.id, { deleted: true });
  if (!before || before.deleted) return;
  // the deleted child's arrears are cancelled, what they paid stays collected (monthFigures)
  for (const c of run.contributions.rows.values())
    if (c.participant_id === e.data.id) {
      const [expected, paid] = [c.expected as number, c.paid as number];
      addToMonth(
        run,
        placeOf(before),
        c.month as string,
        figuresDelta(monthFigures(expected, paid, false), monthFigures(expected, paid, true)),
      );
    }
};

const openContribution: Apply<'ContributionOpened'> = (run, { data: d }) => {
  run.contributions.insert({
    id: d.id,
    participant_id: d.participantId,
    ...placeColumns(d),
    month: d.month,
    expected: d.expectedAmount,
    paid: 0,
  });
  addToMonth(run, d, d.month, monthFigures(d.expectedAmount, 0, !onRegister(run, d.participantId)));
};

const joinMember: Apply<'MemberJoined'> = (run, { data: d }) => {
  const group = run.groups.get(d.groupId);
  run.members.insert({ id: d.memberId, group_id: d.groupId, active: true });
  if (group) addFigure(run, placeOf(group), 'members', 1);
};

const leaveMember: Apply<'MemberLeft'> = (run, { data: d }) => {
  const member = run.members.get(d.memberId);
  if (!member?.active) return;
  run.members.set(member, { active: false });
  const group = run.groups.get(d.groupId);
  if (group) addFigure(run, placeOf(group), 'members', -1);
};

const recordSaving: Apply<'SavingRecorded'> = (run, { data: d }) => {
  const month = d.savingDate.slice(0, 7);
  run.savings.create({ id: d.savingId, group_id: d.groupId, month, amount: d.amount });
  const group = run.groups.get(d.groupId);
  if (group) addToMonth(run, placeOf(group), month, { savings: d.amount });
};

const adjustSavings: Apply<'SavingsAdjusted'> = (run, { data: d }) => {
  const group = run.groups.get(d.groupId);
  if (group) addToMonth(run, placeOf(group), d.adjustmentDate.slice(0, 7), { savings: d.amount });
};

/** A reversed saving leaves the month it was saved in. */
const reverseSaving: Apply<'SavingReversed'> = (run, { data: d }) => {
  const saving = run.savings.get(d.savingId);
  const group = run.groups.get(d.groupId);
  if (saving && group) addToMonth(run, placeOf(group), saving.month as string, { savings: -d.amount });
};

const recordAttendance: Apply<'AttendanceRecorded'> = (run, { data: d }) => {
  const meeting = run.meetings.get(d.meetingId);
  if (!meeting || meeting.held) return;
  run.meetings.set(meeting, { held: true });
  addFigure(run, placeOf(meeting), 'meetings_held', 1);
};

const registerAsset: Apply<'AssetRegistered'> = (run, { data: d }) => {
  run.assets.insert({ id: d.assetId, ...placeColumns(d), condition: d.condition, deleted: false });
  addAssets(run, d, d.condition, 1);
};

const changeAssetCondition: Apply<'AssetConditionChanged'> = (run, { data: d }) => {
  const asset = run.assets.get(d.assetId);
  if (!asset || asset.deleted) return;
  const before = asset.condition as string;
  run.assets.set(asset, { condition: d.condition });
  if (before === d.condition) return;
  addAssets(run, placeOf(asset), before, -1);
  addAssets(run, placeOf(asset), d.condition, 1);
};

const deleteAsset: Apply<'AssetDeleted'> = (run, { data: d }) => {
  const asset = run.assets.get(d.assetId);
  if (!asset || asset.deleted) return;
  run.assets.set(asset, { deleted: true });
  addAssets(run, placeOf(asset), asset.condition as string, -1);
};

/** What each event type does to the run (a new member of RollupEvent fails the type check until it is here). */
const APPLY: { readonly [T in RollupEvent['type']]: Apply<T> } = {
  ParticipantRegistered: (run, { data: d }) => {
    run.participants.insert({ id: d.id, ...placeColumns(d), active: true, deleted: false });
    addFigure(run, d, 'participants', 1);
  },
  ParticipantUpdated: nothing,
  ParticipantPersonalDataErased: nothing,
  ParticipantInactivated: (run, e) => void setParticipant(run, e.data.id, { active: false }),
  ParticipantReactivated: (run, e) => void setParticipant(run, e.data.id, { active: true }),
  ParticipantDeleted: deleteParticipant,
  ContributionOpened: openContribution,
  PaymentRecorded: (run, e) => pay(run, e.data.contributionId, e.data.amount),
  PaymentReversed: (run, e) => pay(run, e.data.contributionId, -e.data.amount),
  GroupRegistered: (run, { data: d }) => {
    run.groups.insert({ id: d.groupId, ...placeColumns(d) });
    addFigure(run, d, 'saving_groups', 1);
  },
  MemberJoined: joinMember,
  MemberLeft: leaveMember,
  SavingRecorded: recordSaving,
  SavingsAdjusted: adjustSavings,
  SavingReversed: reverseSaving,
  LoanIssued: (run, { data: d }) => {
    run.loans.insert({ id: d.loanId, ...placeColumns(d) });
    addFigure(run, d, 'loans_outstanding', d.totalAmount);
  },
  RepaymentRecorded: (run, e) => moveLoan(run, e.data.loanId, -e.data.amount),
  LoanWrittenOff: (run, e) => moveLoan(run, e.data.loanId, -e.data.amount),
  RepaymentReversed: (run, e) => moveLoan(run, e.data.loanId, e.data.amount),
  MeetingScheduled: (run, { data: d }) => {
    run.meetings.insert({ id: d.meetingId, ...placeColumns(d), held: false });
  },
  AttendanceRecorded: recordAttendance,
  AssetRegistered: registerAsset,
  AssetConditionChanged: changeAssetCondition,
  AssetDeleted: deleteAsset,
};

/** One event folded into the run. */
export const applyRollupEvent = (run: RollupRun, e: ProjectedOneOf<RollupEvent>): void => {
  if (Object.hasOwn(APPLY, e.type)) (APPLY[e.type] as AnyApply)(run, e);
};
