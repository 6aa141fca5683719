import {
  type AssetEvent,
  assetStream,
  type ClusterEvent,
  type ContributionEvent,
  clusterStream,
  contributionStream,
  type DocumentCategoryEvent,
  type DocumentEvent,
  type DocumentTypeEvent,
  documentCategoryStream,
  documentStream,
  documentTypeStream,
  type EmergencyFundEvent,
  emergencyFundStream,
  type GroupEvent,
  groupStream,
  type LoanEvent,
  loanStream,
  type MeetingEvent,
  type MinutesEvent,
  meetingStream,
  minutesStream,
  type ParticipantEvent,
  type ProjectEvent,
  participantStream,
  projectStream,
  type RegionEvent,
  regionStream,
  type SmsEvent,
  type SmsReceiptEvent,
  smsReceiptsStream,
  smsStream,
  type UserEvent,
  userStream,
  type VisitationEvent,
  visitationStream,
} from '@pm/domain';

/** Every event the domain records, as the read models know them. */
export type KnownEvent =
  | RegionEvent
  | ClusterEvent
  | ProjectEvent
  | UserEvent
  | ParticipantEvent
  | ContributionEvent
  | GroupEvent
  | LoanEvent
  | EmergencyFundEvent
  | MeetingEvent
  | MinutesEvent
  | VisitationEvent
  | AssetEvent
  | SmsEvent
  | SmsReceiptEvent
  | DocumentEvent
  | DocumentCategoryEvent
  | DocumentTypeEvent;
export type EventType = KnownEvent['type'];
type EventMap = { [E in KnownEvent as E['type']]: E };
export type EventOf<T extends EventType> = EventMap[T];
export type DataOf<T extends EventType> = EventMap[T]['data'];
/** A valid data for every event type (the test builders' defaults). */
export type DataByType = { readonly [T in EventType]: DataOf<T> };

/** The event types whose data holds `field` as a number. */
type TypesWith<F extends string> = Extract<KnownEvent, { data: Record<F, number> }>['type'];

/** Which field of an event's data holds the id of its aggregate, and the stream that id names. */
export interface AggregateId {
  readonly stream: (id: number) => string;
  readonly field: string;
  readonly types: readonly EventType[];
}
const aggregate = <F extends string>(
  stream: (id: number) => string,
  field: F,
  types: readonly TypesWith<F>[],
): AggregateId => ({ stream, field, types });

export const AGGREGATE_IDS: readonly AggregateId[] = [
  aggregate(regionStream, 'regionId', ['RegionCreated', 'RegionDetailsChanged', 'RegionStatusChanged']),
  aggregate(clusterStream, 'clusterId', ['ClusterCreated', 'ClusterDetailsChanged', 'ClusterStatusChanged']),
  aggregate(projectStream, 'projectId', ['ProjectCreated', 'ProjectDetailsChanged', 'ProjectStatusChanged']),
  aggregate(userStream, 'userId', [
    'UserRegistered',
    'UserCreated',
    'UserUpdated',
    'UserDeactivated',
    'UserReactivated',
    'PasswordReset',
    'PasswordChanged',
    'LanguageChosen',
    'RoleAssigned',
    'UserManagementRefused',
  ]),
  aggregate(participantStream, 'id', [
    'ParticipantRegistered',
    'ParticipantUpdated',
    'ParticipantInactivated',
    'ParticipantReactivated',
    'ParticipantDeleted',
    'ParticipantPersonalDataErased',
  ]),
  aggregate(contributionStream, 'id', ['ContributionOpened']),
  aggregate(contributionStream, 'contributionId', ['PaymentRecorded', 'PaymentReversed']),
  aggregate(groupStream, 'groupId', [
    'GroupRegistered',
    'GroupStatusChanged',
    'MemberJoined',
    'MemberLeft',
    'MemberPaidOut',
    'SavingRecorded',
    'SavingsAdjusted',
    'LoanDisbursed',
    'RepaymentReceived',
    'PenaltyImposed',
    'PenaltyPaid',
    'RegistrationFeeSet',
    'RegistrationFeePaid',
    'SavingReversed',
    'RepaymentCreditReversed',
    'LoanWriteOffRecorded',
    'PenaltyReversed',
    'FeePaymentReversed',
    'LoanRulesSet',
    'CycleCloseProposed',
    'CycleCloseRejected',
    'CycleClosed',
    'CycleOpened',
  ]),
  aggregate(loanStream, 'loanId', [
    'LoanIssued',
    'RepaymentRecorded',
    'LoanCompleted',
    'RepaymentReversed',
    'LoanWrittenOff',
  ]),
  aggregate(emergencyFundStream, 'fundId', [
    'EmergencyFundCreated',
    'EmergencyContributionRecorded',
    'EmergencyContributionReversed',
    'DisbursementRequested',
    'DisbursementApproved',
    'DisbursementRejected',
  ]),
  aggregate(meetingStream, 'meetingId', ['MeetingScheduled', 'AttendanceRecorded']),
  aggregate(minutesStream, 'minutesId', ['MinutesRecorded']),
  aggregate(visitationStream, 'visitationId', ['VisitationRecorded']),
  aggregate(assetStream, 'assetId', ['AssetRegistered', 'AssetConditionChanged', 'AssetDeleted']),
  aggregate(smsStream, 'smsId', ['SmsQueued', 'SmsDispatched', 'SmsDeliveryReported']),
  aggregate(smsReceiptsStream, 'projectId', ['SmsReceiptsSet', 'SmsReceiptRefused', 'SmsReminderRefused']),
  aggregate(documentStream, 'documentId', [
    'DocumentUploaded',
    'DocumentUpdated',
    'DocumentDeleted',
    'DocumentReviewStarted',
    'DocumentApproved',
    'DocumentRejected',
  ]),
  aggregate(documentCategoryStream, 'categoryId', ['DocumentCategoryCreated', 'DocumentCategoryUpdated']),
  aggregate(documentTypeStream, 'typeId', ['DocumentTypeCreated', 'DocumentTypeUpdated']),
];

const byType = new Map(AGGREGATE_IDS.flatMap((a) => a.types.map((type) => [type as string, a] as const)));

/** Where the aggregate id of events of this type is kept; undefined for a type the domain does not know. */
export const aggregateIdOf = (type: string): AggregateId | undefined => byType.get(type);
