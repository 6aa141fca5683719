import {
  type Reconciliation,
  type RecordedReceipt,
  readStatement,
  reconcile,
  type StatementRead,
} from '@pm/domain/contributions/mobile-money/reconcile';
import { businessDate } from '@pm/domain/shared/dates';
import Papa from 'papaparse';
import { t, tKey } from '@/i18n';
import { centsToWire, wireToCents } from '@/lib/money';
import type { WorkbookSheet } from '@/lib/workbook-download';
import type { MobilePayment } from '../api/get-mobile-payments';

/**
 * The reconciliation screen's sums, apart from its drawing (docs/domain/mobile-money.md, "Reconciliation"):
 * the statement file read in the browser, compared with the receipts recorded for the period, and the
 * result as the workbook's sheets. Nothing here is sent to the server.
 */

export interface Period {
  /** 'YYYY-MM-DD', a day in Kenya, inclusive. */
  readonly from: string;
  readonly to: string;
}

/** What a statement file came to: refused (not M-Pesa's organisation statement) or compared. */
export type StatementCheck =
  | { readonly refused: true }
  | { readonly refused: false; readonly statement: StatementRead; readonly result: Reconciliation };

/** English; translate it where it is shown. */
export const REFUSED_MESSAGE = tKey('This file is not an M-Pesa organisation statement');

/** The CSV's cells, row by row; blank lines stay in, so the statement's line numbers match the file. */
export const statementRows = (text: string): string[][] =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;

/** The product's receipts as the comparison reads them: cents, and the day in Kenya each was paid on. */
export const recordedReceipts = (payments: readonly MobilePayment[]): RecordedReceipt[] =>
  payments.map((p) => ({
    receipt: p.receipt,
    amount: wireToCents(p.amount),
    paidOn: businessDate(p.paidAt),
  }));

/** Reads the statement's text and compares it with the recorded payments of the period. */
export const checkStatement = (
  text: string,
  payments: readonly MobilePayment[],
  period: Period,
): StatementCheck => {
  const statement = readStatement(statementRows(text));
  if (statement === null) return { refused: true };
  return {
    refused: false,
    statement,
    result: reconcile(statement.payments, recordedReceipts(payments), period),
  };
};

const SKIP_REASONS: Readonly<Record<string, string>> = {
  'no M-Pesa receipt number': tKey('No M-Pesa receipt number'),
  'not completed': tKey('Not completed'),
  'the amount paid in is not a number': tKey('The amount paid in is not a number'),
  'not a payment in': tKey('Not a payment in (a withdrawal or a charge)'),
};

/** Why a statement line was skipped, in the reader's language (an unknown reason as the rules wrote it). */
export const skipReason = (why: string): string => {
  const key = SKIP_REASONS[why];
  return key ? t(key) : why;
};

/** The figures of the comparison, in the order the screen and the summary sheet show them. */
export const reconciliationCounts = (statement: StatementRead, result: Reconciliation) => [
  { key: 'agreed', label: t('Agreed'), value: result.agreed },
  { key: 'notRecorded', label: t('In the statement, not recorded'), value: result.notRecorded.length },
  { key: 'notInStatement', label: t('Recorded, not in the statement'), value: result.notInStatement.length },
  { key: 'amountsDiffer', label: t('Amounts differ'), value: result.amountsDiffer.length },
  { key: 'skipped', label: t('Statement lines skipped'), value: statement.skipped.length },
];

/** The workbook: a summary, then one sheet per list (each with its header row even when empty). */
export const reconciliationSheets = (
  period: Period,
  statement: StatementRead,
  result: Reconciliation,
): WorkbookSheet[] => [
  {
    name: t('Summary'),
    rows: [
      [t('Figure'), t('Value')],
      [t('From'), period.from],
      [t('To'), period.to],
      ...reconciliationCounts(statement, result).map((c) => [c.label, c.value]),
    ],
  },
  {
    name: t('Not recorded'),
    rows: [
      [t('Receipt'), t('Completed'), t('Amount (KES)'), t('Reference'), t('Statement line')],
      ...result.notRecorded.map((p) => [
        p.receipt,
        p.completedAt,
        centsToWire(p.amount),
        p.reference,
        p.line,
      ]),
    ],
  },
  {
    name: t('Not in statement'),
    rows: [
      [t('Receipt'), t('Paid on'), t('Amount (KES)')],
      ...result.notInStatement.map((r) => [r.receipt, r.paidOn, centsToWire(r.amount)]),
    ],
  },
  {
    name: t('Amounts differ'),
    rows: [
      [t('Receipt'), t('Completed'), t('Statement (KES)'), t('Recorded (KES)'), t('Reference')],
      ...result.amountsDiffer.map(({ statement: s, recorded: r }) => [
        s.receipt,
        s.completedAt,
        centsToWire(s.amount),
        centsToWire(r.amount),
        s.reference,
      ]),
    ],
  },
  {
    name: t('Skipped lines'),
    rows: [[t('Statement line'), t('Why')], ...statement.skipped.map((s) => [s.line, skipReason(s.why)])],
  },
];
