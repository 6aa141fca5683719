import type { Command } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { EmergencyType, GroupPlace, GroupStatus } from '../shared';

/** Membership as the command service read it from the member's group: a fund's stream does not hold it. */
export interface MembershipFacts {
  memberId: number;
  groupId: number;
  isActive: boolean;
  /** the day the member joined (the group's registration date for members stored before it was kept) */
  joinedOn: string;
}

/** `group` is the fund's group as the command service found it. */
export type CreateEmergencyFund = Command<
  'CreateEmergencyFund',
  {
    fundId: number;
    description: string;
    contributionAmount: Cents;
    maxDisbursementPerMember: Cents;
    isActive: boolean;
    group: { groupId: number; status: GroupStatus } & GroupPlace;
  }
>;
export type RecordEmergencyContribution = Command<
  'RecordEmergencyContribution',
  {
    contributionId: number;
    member: MembershipFacts;
    amount: Cents;
    contributionDate: string;
    notes: string | null;
    meetingId: number | null;
  }
>;
export type SubmitDisbursement = Command<
  'SubmitDisbursement',
  {
    disbursementId: number;
    member: MembershipFacts;
    amount: Cents;
    emergencyType: EmergencyType;
    description: string;
    disbursementDate: string | null;
  }
>;
/**
 * Maker-checker: the decider refuses a decision by the user who submitted the request. Who may decide at
 * all (ProjectAdmin level or above) is the access policy's rule, checked by the service.
 */
export type ApproveDisbursement = Command<'ApproveDisbursement', { disbursementId: number }>;
export type RejectDisbursement = Command<'RejectDisbursement', { disbursementId: number; reason: string }>;

export type ReverseEmergencyContribution = Command<
  'ReverseEmergencyContribution',
  { contributionId: number; reason: string }
>;

export type EmergencyFundCommand =
  | CreateEmergencyFund
  | RecordEmergencyContribution
  | ReverseEmergencyContribution
  | SubmitDisbursement
  | ApproveDisbursement
  | RejectDisbursement;
