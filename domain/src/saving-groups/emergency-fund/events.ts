import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { ReversalStamp } from '../group/events';
import type { EmergencyType, GroupPlace } from '../shared';

/** Every event of a fund's stream names the fund by its fundId. */
export type EmergencyFundCreated = DomainEvent<
  'EmergencyFundCreated',
  {
    fundId: number;
    groupId: number;
    description: string;
    contributionAmount: Cents;
    maxDisbursementPerMember: Cents;
    isActive: boolean;
  } & GroupPlace & { createdBy: Recorder }
>;
export type EmergencyContributionRecorded = DomainEvent<
  'EmergencyContributionRecorded',
  {
    fundId: number;
    contributionId: number;
    memberId: number;
    amount: Cents;
    contributionDate: string;
    notes: string | null;
    meetingId: number | null;
    recordedBy: Recorder;
    /** the business date it was recorded on (absent on contributions stored before it was kept) */
    recordedOn?: string;
  }
>;
/** A contribution recorded by mistake, reversed: the fund's balance drops by it. */
export type EmergencyContributionReversed = DomainEvent<
  'EmergencyContributionReversed',
  {
    fundId: number;
    contributionId: number;
    memberId: number;
    amount: Cents;
    meetingId: number | null;
  } & ReversalStamp
>;
/** A request is always pending when made, whatever status the client sent; it reserves its amount. */
export type DisbursementRequested = DomainEvent<
  'DisbursementRequested',
  {
    fundId: number;
    disbursementId: number;
    memberId: number;
    amount: Cents;
    emergencyType: EmergencyType;
    description: string;
    /** the date the member asked to be paid, when given */
    disbursementDate: string | null;
    requestedBy: Recorder;
    requestedOn: string;
  }
>;
export type DisbursementApproved = DomainEvent<
  'DisbursementApproved',
  { fundId: number; disbursementId: number; approvedBy: Recorder; approvedOn: string }
>;
/** A rejected request releases its amount back to the available balance. */
export type DisbursementRejected = DomainEvent<
  'DisbursementRejected',
  { fundId: number; disbursementId: number; reason: string; rejectedBy: Recorder; rejectedOn: string }
>;

export type EmergencyFundEvent =
  | EmergencyFundCreated
  | EmergencyContributionRecorded
  | EmergencyContributionReversed
  | DisbursementRequested
  | DisbursementApproved
  | DisbursementRejected;
