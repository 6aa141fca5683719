import {
  isLoanOverdue,
  type LoanDisplayStatus,
  loanDueDate,
  loanProgressPercent,
  loanTotal,
} from '@pm/domain/saving-groups/loan-rules';
import type { Cents } from '@pm/domain/shared/money';
import { t, tKey } from '@/i18n';
import { formatCents, formatWireMoney, sumCents, wireToCents } from '@/lib/money';
import type { GroupLoan } from '../api/get-group-loans';
import type { LoanFund } from '../api/get-loan-fund';
import type { LoanRepayment } from '../api/get-loan-repayments';
import { countedEntries } from './reversal';

/** The status filter of the loans screen: overdue is derived (an active loan past its due date). */
export const LOAN_FILTERS = ['all', 'active', 'overdue', 'completed', 'defaulted'] as const;
export type LoanFilter = (typeof LOAN_FILTERS)[number];

/** English; translate where shown: `t(LOAN_FILTER_LABELS[filter])`. */
export const LOAN_FILTER_LABELS: Readonly<Record<LoanFilter, string>> = {
  all: tKey('All statuses'),
  active: tKey('Active'),
  overdue: tKey('Overdue'),
  completed: tKey('Completed'),
  defaulted: tKey('Defaulted'),
};

/** The server's overdue flag; computed from the due date if an older answer lacks it. */
export const isOverdue = (loan: Pick<GroupLoan, 'status' | 'dueDate' | 'overdue'>, today: string): boolean =>
  typeof loan.overdue === 'boolean' ? loan.overdue : isLoanOverdue(loan.status, loan.dueDate, today);

export const loanDisplayStatusOf = (
  loan: Pick<GroupLoan, 'status' | 'dueDate' | 'overdue'>,
  today: string,
): LoanDisplayStatus => (isOverdue(loan, today) ? 'overdue' : loan.status);

/** English; translate where shown: `t(LOAN_STATUS_LABELS[status])`. */
export const LOAN_STATUS_LABELS: Readonly<Record<LoanDisplayStatus, string>> = {
  active: tKey('Active'),
  overdue: tKey('Overdue'),
  completed: tKey('Completed'),
  defaulted: tKey('Defaulted'),
};

export const LOAN_STATUS_COLORS: Readonly<Record<LoanDisplayStatus, string>> = {
  active: 'blue',
  overdue: 'red',
  completed: 'green',
  defaulted: 'volcano',
};

/**
 * Does the loan pass the status filter? 'active' is every active loan, the overdue ones included (they
 * are active, as the Active card counts them); 'overdue' only the active ones past their due date.
 */
export const matchesLoanFilter = (
  loan: Pick<GroupLoan, 'status' | 'dueDate' | 'overdue'>,
  filter: LoanFilter,
  today: string,
): boolean => {
  if (filter === 'all') return true;
  if (filter === 'overdue') return isOverdue(loan, today);
  return loan.status === filter;
};

export interface LoanFilters {
  readonly search: string;
  readonly groupId: number | null;
  readonly status: LoanFilter;
}

/** spec: screens "Loans Management": search by borrower or purpose, the group and status filters. */
export const filterLoans = <L extends GroupLoan>(
  loans: readonly L[],
  filters: LoanFilters,
  today: string,
): L[] => {
  const query = filters.search.trim().toLowerCase();
  return loans.filter(
    (loan) =>
      (filters.groupId === null || loan.groupId === filters.groupId) &&
      matchesLoanFilter(loan, filters.status, today) &&
      (!query ||
        (loan.borrowerName ?? '').toLowerCase().includes(query) ||
        (loan.purpose ?? '').toLowerCase().includes(query)),
  );
};

/** What is left to repay on a loan: total − paid, never below 0. */
export const remainingCents = (loan: Pick<GroupLoan, 'totalAmount' | 'amountPaid'>): Cents =>
  Math.max(0, wireToCents(loan.totalAmount) - wireToCents(loan.amountPaid));

/** Repayment progress in whole percent, capped at 100 (spec: limits). */
export const loanProgress = (loan: Pick<GroupLoan, 'totalAmount' | 'amountPaid'>): number =>
  loanProgressPercent(wireToCents(loan.totalAmount), wireToCents(loan.amountPaid));

export interface LoanSummary {
  /** Principal of every loan given. */
  readonly totalLoaned: Cents;
  /** spec: limits: totalAmount − amountPaid over the active loans. */
  readonly outstanding: Cents;
  readonly active: number;
  readonly completed: number;
}

/** The Loans Management cards. */
export const summarizeLoans = (loans: readonly GroupLoan[]): LoanSummary => {
  const active = loans.filter((loan) => loan.status === 'active');
  return {
    totalLoaned: sumCents(loans.map((loan) => loan.amount)),
    outstanding: active.reduce((sum, loan) => sum + remainingCents(loan), 0),
    active: active.length,
    completed: loans.filter((loan) => loan.status === 'completed').length,
  };
};

export interface DisbursementSummary {
  /** Principal issued. */
  readonly totalIssued: Cents;
  /** Every repayment received. */
  readonly repayments: Cents;
  /** What the active loans still owe (total with service charge − paid), as on the loans screen. */
  readonly outstanding: Cents;
  readonly active: number;
  readonly overdue: number;
}

/** The five cards of Loan Disbursements for one group. */
export const summarizeDisbursements = (
  loans: readonly GroupLoan[],
  repayments: readonly LoanRepayment[],
  today: string,
): DisbursementSummary => {
  const summary = summarizeLoans(loans);
  return {
    totalIssued: summary.totalLoaned,
    // a reversed repayment stays in the list, struck through, and counts in no total
    repayments: sumCents(countedEntries(repayments).map((repayment) => repayment.amount)),
    outstanding: summary.outstanding,
    active: summary.active,
    overdue: loans.filter((loan) => isOverdue(loan, today)).length,
  };
};

/** spec: limits: the five most recent loans (latest loan date first, the later id on a tie). */
export const RECENT_LOANS = 5;

export const recentLoans = <L extends GroupLoan>(loans: readonly L[], count = RECENT_LOANS): L[] =>
  sortLoans(loans).slice(0, count);

export const sortLoans = <L extends GroupLoan>(loans: readonly L[]): L[] =>
  [...loans].sort((a, b) => b.loanDate.localeCompare(a.loanDate) || b.id - a.id);

/** The loans a repayment may go to: active ones with something left, oldest due first. */
export const repayableLoans = <L extends GroupLoan>(loans: readonly L[]): L[] =>
  loans
    .filter((loan) => loan.status === 'active' && remainingCents(loan) > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);

/** 'Jane Wanjiru — remaining KES 1,800.00 of KES 3,300.00'. */
export const loanOptionLabel = (loan: GroupLoan): string =>
  t('{{borrower}} — remaining {{remaining}} of {{total}}', {
    borrower: loan.borrowerName ?? t('Loan {{id}}', { id: loan.id }),
    remaining: formatCents(remainingCents(loan)),
    total: formatWireMoney(loan.totalAmount),
  });

export const aboveRemainingMessage = (loan: Pick<GroupLoan, 'totalAmount' | 'amountPaid'>): string =>
  t('Amount cannot exceed the remaining balance of {{amount}}', {
    amount: formatCents(remainingCents(loan)),
  });

export interface LoanPreview {
  readonly total: Cents;
  readonly serviceCharge: Cents;
  readonly dueDate: string;
}

/**
 * What the Issue Loan dialog shows before issuing: the total to repay (service charge flat per month on
 * the principal) and the due date. null until the principal, rate, term and date are usable.
 */
export const loanPreview = (
  amount: Cents | null,
  ratePercent: number | null,
  termMonths: number | null,
  loanDate: string | null,
): LoanPreview | null => {
  if (amount === null || amount <= 0 || ratePercent === null || ratePercent < 0) return null;
  if (termMonths === null || !Number.isInteger(termMonths) || termMonths < 1 || !loanDate) return null;
  const total = loanTotal(amount, ratePercent, termMonths);
  return { total, serviceCharge: total - amount, dueDate: loanDueDate(loanDate, termMonths) };
};

/**
 * The most a new loan may be (client-side check; the server decides): the loan fund's available money and,
 * when the group has one, its maxLoanAmount ceiling. The message names the limit that binds.
 */
export const loanCeiling = (
  fund: Pick<LoanFund, 'available'> | undefined,
  maxLoanAmount: number | null | undefined,
): { readonly cents: Cents; readonly message: string } | null => {
  const limits: { cents: Cents; message: string }[] = [];
  if (fund) {
    const available = Math.max(0, wireToCents(fund.available));
    limits.push({
      cents: available,
      message: t("Amount cannot exceed the loan fund's available {{amount}}", {
        amount: formatCents(available),
      }),
    });
  }
  if (maxLoanAmount !== null && maxLoanAmount !== undefined && wireToCents(maxLoanAmount) > 0) {
    const max = wireToCents(maxLoanAmount);
    limits.push({
      cents: max,
      message: t("Amount cannot exceed the group's maximum loan of {{amount}}", { amount: formatCents(max) }),
    });
  }
  if (limits.length === 0) return null;
  return limits.reduce((lowest, limit) => (limit.cents < lowest.cents ? limit : lowest));
};

/** Whose loan it is, for names and labels: the borrower, or 'member 12' when the name is unknown. */
export const loanSubject = (loan: Pick<GroupLoan, 'borrowerName' | 'borrowerId'>): string =>
  loan.borrowerName ?? t('member {{id}}', { id: loan.borrowerId });
