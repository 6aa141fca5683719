import type { Cents } from '../../shared/money';
import { toCents } from '../../shared/money';
import { RECEIPT_PATTERN } from './reference';

/**
 * Reconciliation with M-Pesa's organisation statement (docs/domain/mobile-money.md, "Reconciliation"):
 * the statement as the paybill's owner downloads it (CSV, parsed to rows by the caller), read into
 * receipts, and compared with the receipts the product recorded for the same period. Every difference is
 * listed, none is corrected here: a receipt the product lacks is added by M-Pesa's own Transaction Status
 * or by staff, never from the statement's word.
 */

/** A payment into the paybill as the statement lists it. */
export interface StatementPayment {
  readonly receipt: string;
  /** 'YYYY-MM-DD HH:mm:ss' as the statement writes it (Kenyan time). */
  readonly completedAt: string;
  readonly amount: Cents;
  /** The account number the payer typed (A/C No.), when the statement has the column. */
  readonly reference: string;
  /** The statement's row number (1: the first line of the file), for the person who checks it. */
  readonly line: number;
}

export interface StatementRead {
  readonly payments: readonly StatementPayment[];
  /** Lines that are not a completed payment in, and why: shown, never silently dropped. */
  readonly skipped: readonly { readonly line: number; readonly why: string }[];
}

const HEADER = 'receipt no';
const column = (header: readonly string[], name: string): number =>
  header.findIndex((cell) => cell.trim().toLowerCase().replace(/\.$/, '') === name);

type Columns = Readonly<Record<'receipt' | 'completed' | 'status' | 'paidIn' | 'reference', number>>;

/** One line of the statement's table: a payment in, why it is not one, or nothing (a blank line). */
const readRow = (
  row: readonly string[],
  at: Columns,
  line: number,
): StatementPayment | { line: number; why: string } | null => {
  const cell = (index: number) => (index === -1 ? '' : (row[index] ?? '').trim());
  if (row.every((c) => c.trim() === '')) return null;
  const receipt = cell(at.receipt).toUpperCase();
  const paidIn = cell(at.paidIn).replace(/,/g, '');
  if (!RECEIPT_PATTERN.test(receipt)) return { line, why: 'no M-Pesa receipt number' };
  if (cell(at.status).toLowerCase() !== 'completed') return { line, why: 'not completed' };
  const amount = paidIn === '' ? 0 : toCents(paidIn);
  if (amount === null) return { line, why: 'the amount paid in is not a number' };
  if (amount <= 0) return { line, why: 'not a payment in' };
  return { receipt, completedAt: cell(at.completed), amount, reference: cell(at.reference), line };
};

/**
 * Reads the statement's rows: the table starts at the line whose first cell is "Receipt No." (the export
 * has lines about the account above it); a row is a payment in when it is Completed and its "Paid In" is
 * above 0. Withdrawals, charges and reversals are skipped with their reason.
 */
export const readStatement = (rows: readonly (readonly string[])[]): StatementRead | null => {
  const start = rows.findIndex((row) => row[0]?.trim().toLowerCase().replace(/\.$/, '') === HEADER);
  if (start === -1) return null;
  const header = rows[start] as readonly string[];
  const at: Columns = {
    receipt: column(header, 'receipt no'),
    completed: column(header, 'completion time'),
    status: column(header, 'transaction status'),
    paidIn: column(header, 'paid in'),
    reference: column(header, 'a/c no'),
  };
  if (at.completed === -1 || at.status === -1 || at.paidIn === -1) return null;
  const payments: StatementPayment[] = [];
  const skipped: { line: number; why: string }[] = [];
  rows.slice(start + 1).forEach((row, i) => {
    const read = readRow(row, at, start + i + 2);
    if (read === null) return;
    if ('why' in read) skipped.push(read);
    else payments.push(read);
  });
  return { payments, skipped };
};

/** A receipt as the product recorded it. */
export interface RecordedReceipt {
  readonly receipt: string;
  readonly amount: Cents;
  /** 'YYYY-MM-DD' (Kenyan time) of when M-Pesa says it was paid. */
  readonly paidOn: string;
}

export interface Reconciliation {
  /** In the statement, not recorded: a confirmation that never came, or one refused. */
  readonly notRecorded: readonly StatementPayment[];
  /** Recorded in the period, not in the statement: to be checked with M-Pesa. */
  readonly notInStatement: readonly RecordedReceipt[];
  /** In both, for different amounts. */
  readonly amountsDiffer: readonly {
    readonly statement: StatementPayment;
    readonly recorded: RecordedReceipt;
  }[];
  /** In both, for the same amount. */
  readonly agreed: number;
}

/**
 * Compares the statement's payments in with the receipts recorded in the period `from`..`to` (inclusive
 * dates): every receipt falls in exactly one of the lists or the agreed count. A statement payment
 * outside the period is compared all the same (a recorded receipt from the day before the period, say).
 */
export const reconcile = (
  statement: readonly StatementPayment[],
  recorded: readonly RecordedReceipt[],
  period: { readonly from: string; readonly to: string },
): Reconciliation => {
  const byReceipt = new Map(recorded.map((r) => [r.receipt, r]));
  const inStatement = new Set<string>();
  const notRecorded: StatementPayment[] = [];
  const amountsDiffer: { statement: StatementPayment; recorded: RecordedReceipt }[] = [];
  let agreed = 0;
  for (const payment of statement) {
    if (inStatement.has(payment.receipt)) continue;
    inStatement.add(payment.receipt);
    const found = byReceipt.get(payment.receipt);
    if (!found) notRecorded.push(payment);
    else if (found.amount !== payment.amount) amountsDiffer.push({ statement: payment, recorded: found });
    else agreed += 1;
  }
  const notInStatement = recorded.filter(
    (r) => !inStatement.has(r.receipt) && r.paidOn >= period.from && r.paidOn <= period.to,
  );
  return { notRecorded, notInStatement, amountsDiffer, agreed };
};
