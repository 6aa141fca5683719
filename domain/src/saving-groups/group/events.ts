import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type {
  GroupPlace,
  GroupStatus,
  MeetingDay,
  MeetingFrequency,
  MemberRole,
  PenaltyType,
} from '../shared';
import type { CycleEvent } from './cycle-events';
import type { ReversalEvent } from './reversal-events';

/** Everything the create screen records about a group (spec: fields, validation). Rates are percent, money cents. */
export interface GroupDetails {
  name: string;
  description: string;
  groupCode: string | null;
  presidentName: string;
  presidentPhone: string;
  secretaryName: string;
  secretaryPhone: string;
  treasurerName: string;
  treasurerPhone: string;
  totalMembers: number;
  maleMembers: number;
  femaleMembers: number;
  meetingDay: MeetingDay;
  /** 'HH:MM' */
  meetingTime: string;
  meetingLocation: string;
  meetingFrequency: MeetingFrequency;
  savingAmount: Cents;
  /** percent per month, at most two decimals */
  serviceChargeRate: number;
  maxLoanAmount: Cents | null;
  bankName: string | null;
  accountNumber: string | null;
  registrationDate: string;
  /** months */
  cycleDuration: number;
}

export interface MemberDetails {
  memberNumber: string;
  memberIdNumber: string;
  memberName: string;
  memberPhone: string;
  nextOfKinName: string;
  nextOfKinIdNumber: string;
  nextOfKinPhone: string;
  nextOfKinRelationship: string;
  role: MemberRole;
}

/** A new group is Active. Every event of a group's stream names the group by its groupId. */
export type GroupRegistered = DomainEvent<
  'GroupRegistered',
  { groupId: number } & GroupDetails & GroupPlace & { createdBy: Recorder }
>;
export type GroupStatusChanged = DomainEvent<'GroupStatusChanged', { groupId: number; status: GroupStatus }>;
/**
 * `joinedAt` is when the member was enrolled; `joinedOn` the business date they joined the group, which
 * may be earlier for a member entered after the fact (absent on events stored before it existed: such a
 * member counts from the group's registration date).
 */
export type MemberJoined = DomainEvent<
  'MemberJoined',
  { groupId: number; memberId: number } & MemberDetails & { joinedAt: string; joinedOn?: string }
>;
/** A member who leaves keeps their history: they become a former member. */
export type MemberLeft = DomainEvent<'MemberLeft', { groupId: number; memberId: number; leftAt: string }>;

/**
 * How a member who leaves mid-cycle is paid (the group's rule): 'atClose', their savings stay in the
 * cycle and they are paid at its share-out with everyone; 'savings', their savings of the cycle back now;
 * 'share', their part of the group's worth today (savings and the profit or loss to date) now. Either
 * payment now is less what they owe on loans, which it settles.
 */
export const LEAVING_PAYOUTS = ['atClose', 'savings', 'share'] as const;
export type LeavingPayout = (typeof LEAVING_PAYOUTS)[number];

/**
 * A leaving member paid out now (the 'savings' or 'share' rule), appended just before their MemberLeft
 * and after the repayments that set their debts off (dated `paidOn`, the leaving day): `amount` leaves the
 * loan fund, the set-offs come back into it, so the cash paid is `amount − Σ setOffs`. The member's savings
 * of the open cycle are handed back with it: the cycle's share-out no longer counts them.
 */
export type MemberPaidOut = DomainEvent<
  'MemberPaidOut',
  {
    groupId: number;
    memberId: number;
    paidOn: string;
    rule: Exclude<LeavingPayout, 'atClose'>;
    /** the member's savings of the open cycle, net of reversals */
    savings: Cents;
    /** what the member is owed: their savings, or their share of the group's worth */
    amount: Cents;
    setOffs: { loanId: number; amount: Cents; repaymentId: number }[];
    recordedBy: Recorder;
  }
>;

export interface SavingDetails {
  savingId: number;
  memberId: number;
  amount: Cents;
  savingDate: string;
  notes: string | null;
  meetingId: number | null;
}
export interface LoanDisbursement {
  loanId: number;
  borrowerId: number;
  amount: Cents;
  loanDate: string;
  /**
   * What the borrower repays (the loan's LoanIssued total), so the group knows when the loan is repaid
   * (the one-active-loan rule). Absent on events stored before it existed: see LoanFacts in state.ts.
   */
  totalAmount?: Cents;
}
export interface RepaymentReceipt {
  repaymentId: number;
  loanId: number;
  amount: Cents;
  paymentDate: string;
}

/*
 * The group's money ledger lives in this stream so that every rule about the loan fund is checked against
 * one stream version: two loans decided at once cannot both pass, because the second append fails its
 * expected version and is decided again on the state after the first. Credits: savings, repayments,
 * penalties paid and registration fees paid; debits: principal disbursed.
 */
export type SavingRecorded = DomainEvent<
  'SavingRecorded',
  { groupId: number } & SavingDetails & RecordedStamp
>;
/**
 * A member's savings adjusted in the open cycle: the correction of an entry of a closed cycle, whose
 * share-out was paid with it (docs/domain/saving-group-money.md, Corrections). `amount` is signed cents:
 * the member's savings of the open cycle move by it, as a saving's would, but no cash moved, so the loan
 * fund does not; what the member's savings lose the group's profit gains, and the other way round. It is
 * not reversed: a mistaken adjustment is corrected by another.
 */
export type SavingsAdjusted = DomainEvent<
  'SavingsAdjusted',
  { groupId: number } & SavingsAdjustment & RecordedStamp
>;
export interface SavingsAdjustment {
  adjustmentId: number;
  memberId: number;
  /** signed cents */
  amount: Cents;
  adjustmentDate: string;
  reason: string;
  /** the closed cycle's saving it corrects, when it names one */
  correctsSavingId: number | null;
}
/** The loan fund's debit; the loan itself (its total, due date and repayments) is the loan-{id} stream. */
export type LoanDisbursed = DomainEvent<'LoanDisbursed', { groupId: number } & LoanDisbursement>;
/** The loan fund's credit: the whole repayment, principal and service charge. */
export type RepaymentReceived = DomainEvent<'RepaymentReceived', { groupId: number } & RepaymentReceipt>;

export interface PenaltyDetails {
  penaltyId: number;
  memberId: number;
  penaltyType: PenaltyType;
  amount: Cents;
  /** The reason (spec: description, shown as reason). */
  description: string;
  penaltyDate: string;
  meetingId: number | null;
  /**
   * Set when the penalty is the late fine of one overdue month of a loan: a loan and month
   * is fined once. Absent on other penalties.
   */
  lateFine?: LateFineOf;
}
export interface LateFineOf {
  loanId: number;
  /** 1 for the first month after the due date */
  month: number;
}
/** A payment into the group's money, taken at a meeting or not. */
export interface PaymentFields {
  amount: Cents;
  paymentDate: string;
  notes: string | null;
  meetingId: number | null;
}
export interface FeePayment extends PaymentFields {
  feePaymentId: number;
  memberId: number;
}

/** A penalty owed by a member; it enters the loan fund when paid (PenaltyPaid). */
export type PenaltyImposed = DomainEvent<
  'PenaltyImposed',
  { groupId: number } & PenaltyDetails & RecordedStamp
>;
export type PenaltyPaid = DomainEvent<
  'PenaltyPaid',
  { groupId: number; penaltyId: number; amount: Cents; paymentDate: string; recordedBy: Recorder }
>;
/**
 * Who recorded an entry and on which business date (`recordedOn`, absent on entries stored before it
 * existed): the recorder may reverse their own entry on the day they recorded it.
 */
export interface RecordedStamp {
  recordedBy: Recorder;
  recordedOn?: string;
}

/** The fund's side of a LoanWrittenOff: the loan stops counting as owed (or active); the cash is unchanged. */
export type LoanWriteOffRecorded = DomainEvent<
  'LoanWriteOffRecorded',
  { groupId: number; loanId: number; amount: Cents; writtenOffOn: string }
>;

/** The group's registration fee from now on (spec: screens "Update Fee"). */
export type RegistrationFeeSet = DomainEvent<
  'RegistrationFeeSet',
  { groupId: number; feeAmount: Cents; description: string; recordedBy: Recorder }
>;
/** A member paid the registration fee: a credit of the loan fund. */
export type RegistrationFeePaid = DomainEvent<
  'RegistrationFeePaid',
  { groupId: number } & FeePayment & RecordedStamp
>;

/**
 * The group's loan rules: at most one active loan per member, a ceiling as a multiple of the
 * member's net savings (null: none) and a late fine per overdue month (null: none), in cents.
 */
export interface LoanRules {
  oneActiveLoan: boolean;
  ceilingMultiple: number | null;
  lateFinePerMonth: Cents | null;
  /** How a member leaving mid-cycle is paid (absent: 'atClose', as before the rule existed). */
  leavingPayout?: LeavingPayout;
  /**
   * Whether what a member owes on loans at a close is set off against their share-out (absent on rules
   * set before the rule existed: false; absent from a SetLoanRules: the rule stays as it is).
   */
  setOffAtShareOut?: boolean;
}
/**
 * The whole rule set from now on. Versions count from 0 (the defaults, before any LoanRulesSet), so the
 * history reads as "version 2 replaced version 1".
 */
export type LoanRulesSet = DomainEvent<
  'LoanRulesSet',
  { groupId: number; version: number; previousVersion: number } & LoanRules & { recordedBy: Recorder }
>;

export type GroupEvent =
  | GroupRegistered
  | GroupStatusChanged
  | MemberJoined
  | MemberLeft
  | MemberPaidOut
  | SavingRecorded
  | SavingsAdjusted
  | LoanDisbursed
  | RepaymentReceived
  | PenaltyImposed
  | PenaltyPaid
  | RegistrationFeeSet
  | RegistrationFeePaid
  | LoanWriteOffRecorded
  | LoanRulesSet
  | CycleEvent
  | ReversalEvent;

export type * from './cycle-events';
export type * from './reversal-events';
