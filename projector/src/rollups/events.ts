import type {
  AssetEvent,
  ContributionEvent,
  GroupEvent,
  LoanEvent,
  MeetingEvent,
  ParticipantEvent,
} from '@pm/domain';

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

/** The event types the model reads (a new member of RollupEvent fails the type check until it is listed). */
export const ROLLUP_EVENT_TYPES: Readonly<Record<RollupEvent['type'], true>> = {
  ParticipantRegistered: true,
  ParticipantUpdated: true,
  ParticipantPersonalDataErased: true,
  ParticipantInactivated: true,
  ParticipantReactivated: true,
  ParticipantDeleted: true,
  ContributionOpened: true,
  PaymentRecorded: true,
  PaymentReversed: true,
  GroupRegistered: true,
  MemberJoined: true,
  MemberLeft: true,
  SavingRecorded: true,
  SavingsAdjusted: true,
  SavingReversed: true,
  LoanIssued: true,
  RepaymentRecorded: true,
  RepaymentReversed: true,
  LoanWrittenOff: true,
  MeetingScheduled: true,
  AttendanceRecorded: true,
  AssetRegistered: true,
  AssetConditionChanged: true,
  AssetDeleted: true,
};

/** A project's place in the hierarchy: the four rows every delta of that project moves. */
export interface Place {
  readonly projectId: number;
  readonly clusterId: number;
  readonly regionId: number;
}
