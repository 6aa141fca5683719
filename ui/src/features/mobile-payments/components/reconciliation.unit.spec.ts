import { describe, expect, it } from 'vitest';
import { aMobilePayment } from '../testing';
import { checkStatement, reconciliationSheets, recordedReceipts, skipReason } from './reconciliation';

/** A statement as M-Pesa exports it, as CSV text: account lines, the table, quoted thousands. */
const STATEMENT = [
  '\uFEFFOrganization Name,Programme Paybill',
  'Time Period,01-03-2026 - 31-03-2026',
  '',
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,A/C No.',
  'QAA0000001,2026-03-02 10:15:00,2026-03-02 10:15:00,Pay Bill,Completed,500.00,,"1,500.00",KE0420-101',
  'QAA0000002,2026-03-03 08:00:00,2026-03-03 08:00:00,Pay Bill,Completed,"1,200.00",,"2,700.00",KE0420-102',
  'QAA0000003,2026-03-04 09:00:00,2026-03-04 09:00:00,Pay Bill,Completed,300.00,,"3,000.00",KE0420-103',
  'QAA0000004,2026-03-05 09:00:00,2026-03-05 09:00:00,Charge,Completed,,50.00,"2,950.00",',
].join('\r\n');

const PERIOD = { from: '2026-03-01', to: '2026-03-31' };

const recorded = [
  // agreed
  aMobilePayment({ receipt: 'QAA0000001', amount: 500, paidAt: '2026-03-02T07:15:00.000Z' }),
  // amounts differ
  aMobilePayment({ receipt: 'QAA0000002', amount: 1000, paidAt: '2026-03-03T05:00:00.000Z' }),
  // not in the statement: 22:30Z on 31 March is 1 April in Kenya, outside the period, so left out
  aMobilePayment({ receipt: 'QAA0000009', amount: 700, paidAt: '2026-03-31T22:30:00.000Z' }),
  // not in the statement, in the period
  aMobilePayment({ receipt: 'QAA0000008', amount: 800, paidAt: '2026-03-10T06:00:00.000Z' }),
];

describe('reconciliation with the statement, in the browser', () => {
  it('reads the day in Kenya each recorded payment was paid on, in cents', () => {
    expect(recordedReceipts([recorded[2]!])).toEqual([
      { receipt: 'QAA0000009', amount: 70_000, paidOn: '2026-04-01' },
    ]);
  });

  it('sorts every receipt into its list and lists the skipped lines with the file’s line numbers', () => {
    const check = checkStatement(STATEMENT, recorded, PERIOD);
    if (check.refused) throw new Error('refused');
    expect(check.result.agreed).toBe(1);
    expect(check.result.notRecorded.map((p) => p.receipt)).toEqual(['QAA0000003']);
    expect(check.result.amountsDiffer.map((d) => [d.statement.amount, d.recorded.amount])).toEqual([
      [120_000, 100_000],
    ]);
    expect(check.result.notInStatement.map((r) => r.receipt)).toEqual(['QAA0000008']);
    expect(check.statement.skipped).toEqual([{ line: 8, why: 'not a payment in' }]);
    expect(skipReason('not a payment in')).toBe('Not a payment in (a withdrawal or a charge)');
  });

  it('refuses a file that is not the organisation statement', () => {
    expect(checkStatement('name,role\nAmina,Member\n', recorded, PERIOD)).toEqual({ refused: true });
  });

  it('makes a summary and one sheet per list, amounts in KES', () => {
    const check = checkStatement(STATEMENT, recorded, PERIOD);
    if (check.refused) throw new Error('refused');
    const sheets = reconciliationSheets(PERIOD, check.statement, check.result);
    expect(sheets.map((s) => s.name)).toEqual([
      'Summary',
      'Not recorded',
      'Not in statement',
      'Amounts differ',
      'Skipped lines',
    ]);
    expect(sheets[0]!.rows).toEqual([
      ['Figure', 'Value'],
      ['From', '2026-03-01'],
      ['To', '2026-03-31'],
      ['Agreed', 1],
      ['In the statement, not recorded', 1],
      ['Recorded, not in the statement', 1],
      ['Amounts differ', 1],
      ['Statement lines skipped', 1],
    ]);
    expect(sheets[1]!.rows[1]).toEqual(['QAA0000003', '2026-03-04 09:00:00', 300, 'KE0420-103', 7]);
    expect(sheets[2]!.rows.slice(1)).toEqual([['QAA0000008', '2026-03-10', 800]]);
    expect(sheets[3]!.rows[1]).toEqual(['QAA0000002', '2026-03-03 08:00:00', 1200, 1000, 'KE0420-102']);
    expect(sheets[4]!.rows.slice(1)).toEqual([[8, 'Not a payment in (a withdrawal or a charge)']]);
  });
});
