import type { Cents } from '../shared/money';
import { businessDateOf, type StoredMoneyEvent } from './group-books';
import { inLogOrder } from './log-order';

/**
 * A group's money events as a ledger: in the order they were recorded, each with how it moved the
 * balances (savings, loan fund, loans outstanding, emergency fund) and the balances after it, and
 * reversals linked both ways to the entries they reverse.
 */

export interface Balances {
  savings: Cents;
  loanFund: Cents;
  loansOutstanding: Cents;
  emergencyFund: Cents;
}

export interface GroupEntry {
  readonly position: bigint;
  readonly eventId: string;
  readonly streamId: string;
  readonly type: string;
  readonly memberId: number | null;
  readonly amount: Cents;
  readonly businessDate: string | null;
  readonly recordedAt: string;
  readonly recordedBy: string | null;
  readonly effect: Balances;
  readonly balancesAfter: Balances;
  /** a reversal: the position of what it reverses */
  readonly reverses: bigint | null;
  /** a reversed entry: the position of its reversal */
  reversedBy: bigint | null;
  readonly reason: string | null;
}

export interface StoredLedgerEvent extends StoredMoneyEvent {
  readonly eventId: string;
  readonly streamId: string;
  /** Who recorded it, as the store's metadata says. */
  readonly actor: string | null;
}

const zero = (): Balances => ({ savings: 0, loanFund: 0, loansOutstanding: 0, emergencyFund: 0 });

type Data = Record<string, unknown>;
const num = (d: Data, key: string): number => (typeof d[key] === 'number' ? (d[key] as number) : 0);

/** The entry's own key, so a later reversal can find it: e.g. 'saving:12'. */
const keyOf = (type: string, d: Data): string | null => {
  switch (type) {
    case 'SavingRecorded':
    case 'SavingReversed':
      return `saving:${num(d, 'savingId')}`;
    case 'RepaymentRecorded':
    case 'RepaymentReversed':
      return `repayment:${num(d, 'repaymentId')}`;
    case 'PenaltyImposed':
    case 'PenaltyReversed':
      return `penalty:${num(d, 'penaltyId')}`;
    case 'RegistrationFeePaid':
    case 'FeePaymentReversed':
      return `fee:${num(d, 'feePaymentId')}`;
    case 'EmergencyContributionRecorded':
    case 'EmergencyContributionReversed':
      return `emergency:${num(d, 'contributionId')}`;
    default:
      return null;
  }
};

const REVERSALS = new Set([
  'SavingReversed',
  'RepaymentReversed',
  'PenaltyReversed',
  'FeePaymentReversed',
  'EmergencyContributionReversed',
]);

/** How one event moves the four balances; `disbursements` remembers requested amounts for approvals. */
const effectOf = (type: string, d: Data, disbursements: Map<number, Cents>): Balances => {
  const e = zero();
  const amount = num(d, 'amount');
  switch (type) {
    case 'SavingRecorded':
      e.savings = amount;
      e.loanFund = amount;
      break;
    case 'SavingReversed':
      e.savings = -amount;
      e.loanFund = -amount;
      break;
    case 'SavingsAdjusted':
      // a correction of a closed cycle's entry: the member's savings move, no cash does
      e.savings = amount;
      break;
    case 'LoanDisbursed':
      e.loanFund = -amount;
      break;
    case 'RepaymentReceived':
      e.loanFund = amount;
      break;
    case 'RepaymentCreditReversed':
      e.loanFund = -amount;
      break;
    case 'LoanIssued':
      e.loansOutstanding = num(d, 'totalAmount');
      break;
    case 'RepaymentRecorded':
      e.loansOutstanding = -amount;
      break;
    case 'RepaymentReversed':
      e.loansOutstanding = amount;
      break;
    case 'LoanWrittenOff':
      e.loansOutstanding = -amount;
      break;
    case 'PenaltyPaid':
    case 'RegistrationFeePaid':
      e.loanFund = amount;
      break;
    case 'PenaltyReversed':
      e.loanFund = -num(d, 'paidAmount');
      break;
    case 'FeePaymentReversed':
      e.loanFund = -amount;
      break;
    case 'EmergencyContributionRecorded':
      e.emergencyFund = amount;
      break;
    case 'EmergencyContributionReversed':
      e.emergencyFund = -amount;
      break;
    case 'DisbursementRequested':
      disbursements.set(num(d, 'disbursementId'), amount);
      break;
    case 'DisbursementApproved':
      e.emergencyFund = -(disbursements.get(num(d, 'disbursementId')) ?? 0);
      break;
    case 'CycleClosed':
      // the share-out leaves the loan fund, as groupBooks counts it
      e.loanFund = -(d.payouts as { amount: Cents }[]).reduce((sum, p) => sum + p.amount, 0);
      break;
    case 'MemberPaidOut':
      // a member leaving mid-cycle, paid out of the loan fund
      e.loanFund = -(d.amount as Cents);
      break;
  }
  return e;
};

/** Events that carry money or a reversal; the rest (members, meetings, statuses) are not entries. */
const MONEY = new Set([
  'SavingRecorded',
  'SavingsAdjusted',
  'LoanDisbursed',
  'RepaymentReceived',
  'RepaymentCreditReversed',
  'LoanIssued',
  'RepaymentRecorded',
  'PenaltyImposed',
  'PenaltyPaid',
  'RegistrationFeePaid',
  'EmergencyContributionRecorded',
  'DisbursementRequested',
  'DisbursementApproved',
  'DisbursementRejected',
  'CycleClosed',
  'MemberPaidOut',
  ...REVERSALS,
]);

const recorderOf = (d: Data, actor: string | null): string | null => {
  for (const key of [
    'recordedBy',
    'reversedBy',
    'issuedBy',
    'requestedBy',
    'approvedBy',
    'rejectedBy',
    'confirmedBy',
  ]) {
    const who = d[key] as { username?: unknown } | undefined;
    if (who && typeof who.username === 'string') return who.username;
  }
  return actor;
};

const memberOf = (type: string, d: Data, borrowers: Map<number, number>, owners: Map<string, number>) => {
  if (typeof d.memberId === 'number') return d.memberId;
  if (typeof d.borrowerId === 'number') return d.borrowerId;
  if (typeof d.loanId === 'number') return borrowers.get(d.loanId) ?? null;
  // a penalty's payment names only the penalty: it is the member's who was given it
  const key = type === 'PenaltyPaid' ? `penalty:${num(d, 'penaltyId')}` : keyOf(type, d);
  return key ? (owners.get(key) ?? null) : null;
};

export const groupEntries = (events: readonly StoredLedgerEvent[]): GroupEntry[] => {
  const sorted = inLogOrder(events);
  const balances = zero();
  const disbursements = new Map<number, Cents>();
  const borrowers = new Map<number, number>();
  const owners = new Map<string, number>();
  const byKey = new Map<string, GroupEntry>();
  const entries: GroupEntry[] = [];
  for (const stored of sorted) {
    const { type } = stored.event;
    if (!MONEY.has(type)) continue;
    const d = stored.event.data as Data;
    if (type === 'LoanIssued') borrowers.set(num(d, 'loanId'), num(d, 'borrowerId'));
    const effect = effectOf(type, d, disbursements);
    for (const k of Object.keys(balances) as (keyof Balances)[]) balances[k] += effect[k];
    const key = keyOf(type, d);
    const memberId = memberOf(type, d, borrowers, owners);
    const reversed = REVERSALS.has(type) && key ? byKey.get(key) : undefined;
    const entry: GroupEntry = {
      position: stored.position,
      eventId: stored.eventId,
      streamId: stored.streamId,
      type,
      memberId,
      amount: num(d, 'amount') || num(d, 'totalAmount') || num(d, 'fund'),
      businessDate: businessDateOf(stored),
      recordedAt: stored.recordedAt,
      recordedBy: recorderOf(d, stored.actor),
      effect,
      balancesAfter: { ...balances },
      reverses: reversed?.position ?? null,
      reversedBy: null,
      reason: typeof d.reason === 'string' ? d.reason : null,
    };
    if (reversed) reversed.reversedBy = stored.position;
    else if (key) {
      byKey.set(key, entry);
      if (memberId !== null) owners.set(key, memberId);
    }
    entries.push(entry);
  }
  return entries;
};

/** The money events in words, for the ledger and its exports. */
export const ENTRY_LABELS: Readonly<Record<string, string>> = {
  SavingRecorded: 'Saving recorded',
  SavingReversed: 'Saving reversed',
  SavingsAdjusted: 'Savings adjusted (correction of a closed cycle)',
  LoanDisbursed: 'Loan paid out from the fund',
  LoanIssued: 'Loan issued',
  RepaymentRecorded: 'Repayment recorded',
  RepaymentReceived: 'Repayment received into the fund',
  RepaymentReversed: 'Repayment reversed',
  RepaymentCreditReversed: 'Repayment taken back out of the fund',
  LoanWrittenOff: 'Loan written off',
  PenaltyImposed: 'Penalty given',
  PenaltyPaid: 'Penalty paid',
  PenaltyReversed: 'Penalty reversed',
  RegistrationFeePaid: 'Registration fee paid',
  FeePaymentReversed: 'Registration fee payment reversed',
  EmergencyContributionRecorded: 'Emergency contribution recorded',
  EmergencyContributionReversed: 'Emergency contribution reversed',
  DisbursementRequested: 'Emergency disbursement requested',
  DisbursementApproved: 'Emergency disbursement approved',
  DisbursementRejected: 'Emergency disbursement rejected',
  CycleClosed: 'Cycle closed: share-out paid from the fund',
  MemberPaidOut: 'Member left: paid out from the fund',
};
