import type { Command } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { GroupPlace, GroupStatus } from '../shared';
import type { CloseDecision } from './cycle-events';
import type {
  FeePayment,
  GroupDetails,
  LeavingPayout,
  LoanDisbursement,
  LoanRules,
  MemberDetails,
  PenaltyDetails,
  RepaymentReceipt,
  SavingDetails,
  SavingsAdjustment,
} from './events';

/** `project` is the group's project as the command service found it. The actor is recorded as createdBy. */
export type RegisterGroup = Command<
  'RegisterGroup',
  { groupId: number; project: GroupPlace & { isActive: boolean } } & GroupDetails
>;
export type SetGroupStatus = Command<'SetGroupStatus', { status: GroupStatus }>;
/** `joinedOn`: the business date the member joined (today, or earlier for a member entered after the fact). */
export type EnrolMember = Command<'EnrolMember', { memberId: number; joinedOn: string } & MemberDetails>;
/**
 * What the service worked out for a member leaving under a rule that pays them now ('savings', 'share'):
 * their savings of the cycle, what they are owed, each loan's debt set off and a fresh repayment id each.
 */
export interface LeavingPayoutDecision {
  rule: Exclude<LeavingPayout, 'atClose'>;
  savings: Cents;
  amount: Cents;
  setOffs: { loanId: number; amount: Cents }[];
  repaymentIds: number[];
}
export type RemoveMember = Command<'RemoveMember', { memberId: number; payout?: LeavingPayoutDecision }>;
export type RecordSaving = Command<'RecordSaving', SavingDetails>;
/** An adjustment of a member's savings in the open cycle (see SavingsAdjusted); `amount` signed cents. */
export type AdjustSavings = Command<'AdjustSavings', SavingsAdjustment>;
/**
 * The loan fund's side of IssueLoan. The service decides IssueLoan on the new loan stream first (it needs
 * no state), then this against the group, appends the group's events with the expected version, and only
 * then appends the loan's: a concurrent loan that moved the group on makes the append fail, and the
 * command is decided again.
 */
export type DisburseLoan = Command<'DisburseLoan', LoanDisbursement>;
/** The loan fund's side of RecordRepayment, decided after the loan stream accepted the repayment. */
export type ReceiveRepayment = Command<'ReceiveRepayment', RepaymentReceipt>;

export type ImposePenalty = Command<'ImposePenalty', PenaltyDetails>;
export type MarkPenaltyPaid = Command<'MarkPenaltyPaid', { penaltyId: number; paymentDate: string }>;
export type SetRegistrationFee = Command<'SetRegistrationFee', { feeAmount: Cents; description: string }>;
export type RecordFeePayment = Command<'RecordFeePayment', FeePayment>;

/** The group's loan rules, the whole set (see LoanRulesSet). */
export type SetLoanRules = Command<'SetLoanRules', LoanRules>;

/** Reversals: the entry named by its id, with a reason (who may: see reversal.ts). */
export type ReverseSaving = Command<'ReverseSaving', { savingId: number; reason: string }>;
export type ReversePenalty = Command<'ReversePenalty', { penaltyId: number; reason: string }>;
export type ReverseFeePayment = Command<'ReverseFeePayment', { feePaymentId: number; reason: string }>;
/** The loan fund's side of ReverseRepayment, decided after the loan stream accepted the reversal. */
export type ReverseRepaymentCredit = Command<
  'ReverseRepaymentCredit',
  { repaymentId: number; loanId: number; amount: Cents }
>;

/** The fund's side of a loan written off on its loan stream: the loan is no longer owed to the group. */
export type RecordLoanWriteOff = Command<
  'RecordLoanWriteOff',
  { loanId: number; amount: Cents; writeOffDate: string }
>;

/**
 * Cycle close: the payouts were computed by the service with shareOut; the decider checks them.
 * `closeNow`: a project administrator or above closes at once (the service checks the capability).
 */
/**
 * `setOffRepaymentIds`: one fresh repayment id per set-off of the proposal, in its order, for the
 * repayments the close records on the loans (needed when it closes, so also with `closeNow`).
 */
export type ProposeCycleClose = Command<
  'ProposeCycleClose',
  CloseDecision & { closeNow?: boolean; setOffRepaymentIds?: number[] }
>;
/** `cycle` names the cycle the confirmer saw proposed: confirming it twice is refused, not repeated. */
export type ConfirmCycleClose = Command<
  'ConfirmCycleClose',
  { cycle: number; setOffRepaymentIds?: number[] }
>;
export type RejectCycleClose = Command<'RejectCycleClose', { cycle: number; reason: string }>;

export type GroupCommand =
  | RegisterGroup
  | SetGroupStatus
  | EnrolMember
  | RemoveMember
  | RecordSaving
  | AdjustSavings
  | DisburseLoan
  | ReceiveRepayment
  | ImposePenalty
  | MarkPenaltyPaid
  | SetRegistrationFee
  | RecordFeePayment
  | ReverseSaving
  | ReversePenalty
  | ReverseFeePayment
  | ReverseRepaymentCredit
  | RecordLoanWriteOff
  | SetLoanRules
  | ProposeCycleClose
  | ConfirmCycleClose
  | RejectCycleClose;
