import type { Bucketed } from '../../shared/bucketed';
import { streamEvolver } from '../../shared/handlers';
import type { Cents } from '../../shared/money';
import type { ReversibleEntry } from '../reversal';
import { DEFAULT_REGISTRATION_FEE, type GroupPlace, type GroupStatus, type MemberRole } from '../shared';
import { type CycleFacts, firstCycle } from './cycle-state';
import type { GroupEvent, GroupRegistered, LateFineOf, LoanRules } from './events';
import { GROUP_EVOLVERS } from './evolvers';

export interface GroupMember {
  readonly memberNumber: string;
  readonly memberName: string;
  readonly role: MemberRole;
  /** false once the member has left: a former member stays in the state, and in the history. */
  readonly active: boolean;
  /** 'YYYY-MM-DD': none of the member's money is dated before it */
  readonly joinedOn: string;
}

/** A saving, a fee payment: what a reversal needs to undo it. */
export interface GroupEntry extends ReversibleEntry {
  readonly memberId: number;
  readonly amount: Cents;
  readonly meetingId: number | null;
  /** its business date (the saving's, the payment's, the penalty's): a closed cycle's entries stay */
  readonly dated: string;
  /**
   * The cycle open when it was recorded (absent for entries stored before it was kept): an entry dated on
   * a close date belongs to the closed cycle when recorded before the confirmation, else to the next.
   */
  readonly cycle?: number;
  /** A saving handed back to its member when they left mid-cycle: no share-out or reversal takes it again. */
  readonly paidOutOnLeaving?: boolean;
}

/** Running totals of the group's money, all cents. */
export interface GroupLedger {
  readonly savings: Cents;
  /** Repayments received: principal and service charge. */
  readonly repayments: Cents;
  readonly disbursed: Cents; // principal
  readonly penaltiesPaid: Cents;
  readonly feesPaid: Cents;
  /** Share-outs paid at the close of a cycle, and to members paid out on leaving. */
  readonly paidOut: Cents;
}

export interface GroupPenalty extends GroupEntry {
  /** what was paid of it (0 while unpaid) */
  readonly paidAmount: Cents;
  /** the loan and overdue month it fines, for a late fine */
  readonly lateFine: LateFineOf | null;
}

/**
 * A loan as the fund sees it. `totalAmount` is null for a loan disbursed before the group learnt totals:
 * such a loan counts as repaid once its principal is credited back (the nearest the group stream can tell).
 */
export interface LoanFacts {
  readonly borrowerId: number;
  readonly amount: Cents;
  readonly totalAmount: Cents | null;
  /** repayments credited for it, less those reversed */
  readonly credited: Cents;
  /** what was written off of it (absent: nothing) */
  readonly writtenOff?: Cents;
  /** the loan's date (absent on states kept before it was) */
  readonly dated?: string;
}

/** Before any LoanRulesSet: one active loan per member, no ceiling, no late fine. */
export const DEFAULT_LOAN_RULES: LoanRules = {
  oneActiveLoan: true,
  ceilingMultiple: null,
  lateFinePerMonth: null,
  setOffAtShareOut: false,
  leavingPayout: 'atClose',
};

export type RegisteredGroup = {
  status: GroupStatus;
  groupId: number;
  name: string;
  maxLoanAmount: Cents | null;
  /** 'YYYY-MM-DD': no money of the group is dated before it */
  registrationDate: string;
  /** memberId → member */
  members: Readonly<Record<number, GroupMember>>;
  /** loanId → borrower, principal, total and what was credited back */
  loans: Readonly<Record<number, LoanFacts>>;
  /** repayments credited (a retried ReceiveRepayment credits nothing twice), and whether reversed since */
  receivedRepayments: Bucketed<{ amount: Cents; reversed: boolean; dated?: string; cycle?: number }>;
  /** savingId → saving (bucketed: a group gains about a thousand a year) */
  savings: Bucketed<GroupEntry>;
  /**
   * adjustmentId → adjustment of a member's savings (signed `amount`): in their savings, not in the cash
   * (absent on states kept before adjustments existed: none)
   */
  adjustments?: Readonly<Record<number, GroupEntry>>;
  /** feePaymentId → payment */
  feePayments: Readonly<Record<number, GroupEntry>>;
  /** penaltyId → penalty */
  penalties: Readonly<Record<number, GroupPenalty>>;
  /** The registration fee a member pays now, cents. */
  registrationFee: Cents;
  /** memberIds who paid their registration fee (a reversed payment takes the member out again) */
  feesPaidBy: Readonly<Record<number, true>>;
  /** the current loan rules and their version (0: the defaults) */
  loanRules: LoanRules & { readonly version: number };
  /** The last day a leaving member was paid out (absent: never): no close may be dated before it. */
  lastPaidOutOn?: string;
  ledger: GroupLedger;
} & CycleFacts &
  GroupPlace;

export type GroupState = { status: 'none' } | RegisteredGroup;

export const initialState = (): GroupState => ({ status: 'none' });

/** A registered group: Active, with no member, money or rule of its own yet. */
const registered = ({ data: d }: GroupRegistered): RegisteredGroup => ({
  status: 'Active',
  groupId: d.groupId,
  name: d.name,
  maxLoanAmount: d.maxLoanAmount,
  registrationDate: d.registrationDate,
  members: {},
  loans: {},
  receivedRepayments: {},
  savings: {},
  adjustments: {},
  feePayments: {},
  penalties: {},
  registrationFee: DEFAULT_REGISTRATION_FEE,
  feesPaidBy: {},
  loanRules: { ...DEFAULT_LOAN_RULES, version: 0 },
  ledger: { savings: 0, repayments: 0, disbursed: 0, penaltiesPaid: 0, feesPaid: 0, paidOut: 0 },
  cycle: firstCycle(d.registrationDate),
  closeProposal: null,
  closedThrough: null,
  projectId: d.projectId,
  clusterId: d.clusterId,
  regionId: d.regionId,
});

export const evolve = streamEvolver<GroupEvent, GroupState, 'GroupRegistered'>(
  'GroupRegistered',
  registered,
  GROUP_EVOLVERS,
);

/**
 * What the group can lend now: all savings + all repayments received (principal and service charge) +
 * penalties paid + registration fees paid − all principal disbursed − share-outs paid at cycle closes.
 */
export const loanFund = ({ ledger: l }: RegisteredGroup): Cents =>
  l.savings + l.repayments + l.penaltiesPaid + l.feesPaid - l.disbursed - l.paidOut;

export const isActiveMember = (state: RegisteredGroup, memberId: number): boolean =>
  state.members[memberId]?.active === true;
