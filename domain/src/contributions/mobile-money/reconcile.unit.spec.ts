import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RecordedReceipt, readStatement, reconcile } from './reconcile';

/** The organisation statement as M-Pesa exports it: lines about the account, then the table. */
const HEAD = [
  ['Organization Name', 'Programme Paybill'],
  ['Organization Short Code', '600000'],
  ['Time Period', '01-11-2026 - 30-11-2026'],
  [],
  [
    'Receipt No.',
    'Completion Time',
    'Initiation Time',
    'Details',
    'Transaction Status',
    'Paid In',
    'Withdrawn',
    'Balance',
    'Balance Confirmed',
    'Reason Type',
    'Other Party Info',
    'Linked Transaction ID',
    'A/C No.',
  ],
];
const line = (
  receipt: string,
  kes: string,
  options: { status?: string; withdrawn?: string; ref?: string } = {},
) => [
  receipt,
  '2026-11-14 09:30:15',
  '2026-11-14 09:30:15',
  'Pay Bill from 2547****678 - Parent',
  options.status ?? 'Completed',
  kes,
  options.withdrawn ?? '',
  '12,345.00',
  'true',
  'Pay Bill',
  '2547****678 - Parent',
  '',
  options.ref ?? 'KE0420-101',
];

describe('reading M-Pesa’s organisation statement', () => {
  it('reads the completed payments in below the account lines, amounts with thousands separators', () => {
    const read = readStatement([
      ...HEAD,
      line('QKA1B2C3D4', '1,500.00'),
      line('QKA1B2C3D5', '250.50', { ref: 'ke0420-102' }),
      line('QKA1B2C3D6', '', { withdrawn: '-30.00' }),
      line('QKA1B2C3D7', '400.00', { status: 'Failed' }),
      line('not-a-receipt', '400.00'),
      line('QKA1B2C3D8', 'four hundred'),
      [],
    ]);
    expect(read?.payments).toEqual([
      {
        receipt: 'QKA1B2C3D4',
        completedAt: '2026-11-14 09:30:15',
        amount: 150_000,
        reference: 'KE0420-101',
        line: 6,
      },
      {
        receipt: 'QKA1B2C3D5',
        completedAt: '2026-11-14 09:30:15',
        amount: 25_050,
        reference: 'ke0420-102',
        line: 7,
      },
    ]);
    expect(read?.skipped).toEqual([
      { line: 8, why: 'not a payment in' },
      { line: 9, why: 'not completed' },
      { line: 10, why: 'no M-Pesa receipt number' },
      { line: 11, why: 'the amount paid in is not a number' },
    ]);
  });

  it('refuses a file that is not a statement', () => {
    expect(
      readStatement([
        ['Name', 'Phone'],
        ['Achieng', '0712'],
      ]),
    ).toBeNull();
    expect(readStatement([['Receipt No.', 'Amount']])).toBeNull();
    expect(readStatement([])).toBeNull();
  });
});

describe('reconciling a generated statement with planted differences', () => {
  const receipts = fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{10}$/), { minLength: 1, maxLength: 40 });
  const cents = fc.integer({ min: 1, max: 15_000_000 });

  it('finds every planted difference, and nothing else', () => {
    fc.assert(
      fc.property(
        receipts,
        fc.array(cents, { minLength: 40, maxLength: 40 }),
        fc.array(fc.constantFrom('agree', 'missing', 'differs', 'extra', 'extra-outside'), {
          minLength: 40,
          maxLength: 40,
        }),
        (ids, amounts, plan) => {
          const recorded: RecordedReceipt[] = [];
          const rows: string[][] = [...HEAD];
          const planted = { missing: [] as string[], differs: [] as string[], extra: [] as string[] };
          let agreed = 0;
          ids.forEach((receipt, i) => {
            const amount = amounts[i] as number;
            const kes = (amount / 100).toFixed(2);
            const paidOn = plan[i] === 'extra-outside' ? '2026-10-31' : '2026-11-14';
            switch (plan[i]) {
              case 'agree':
                rows.push(line(receipt, kes));
                recorded.push({ receipt, amount, paidOn });
                agreed += 1;
                break;
              case 'missing':
                rows.push(line(receipt, kes));
                planted.missing.push(receipt);
                break;
              case 'differs':
                rows.push(line(receipt, ((amount + 100) / 100).toFixed(2)));
                recorded.push({ receipt, amount, paidOn });
                planted.differs.push(receipt);
                break;
              case 'extra':
                recorded.push({ receipt, amount, paidOn });
                planted.extra.push(receipt);
                break;
              default:
                // recorded before the period and not in its statement: not a difference of this period
                recorded.push({ receipt, amount, paidOn });
            }
            // withdrawals and charges between the payments are not payments in
            if (i % 3 === 0) rows.push(line(`W${receipt.slice(1)}`, '', { withdrawn: '-1.00' }));
          });
          const read = readStatement(rows);
          expect(read).not.toBeNull();
          const result = reconcile(read!.payments, recorded, { from: '2026-11-01', to: '2026-11-30' });
          expect(result.notRecorded.map((p) => p.receipt)).toEqual(planted.missing);
          expect(result.amountsDiffer.map((d) => d.statement.receipt)).toEqual(planted.differs);
          for (const d of result.amountsDiffer) expect(d.statement.amount - d.recorded.amount).toBe(100);
          expect(result.notInStatement.map((r) => r.receipt)).toEqual(planted.extra);
          expect(result.agreed).toBe(agreed);
        },
      ),
    );
  });

  it('counts a receipt listed twice in the statement once', () => {
    const read = readStatement([...HEAD, line('QKA1B2C3D4', '100.00'), line('QKA1B2C3D4', '100.00')]);
    const result = reconcile(
      read!.payments,
      [{ receipt: 'QKA1B2C3D4', amount: 10_000, paidOn: '2026-11-14' }],
      {
        from: '2026-11-01',
        to: '2026-11-30',
      },
    );
    expect(result).toEqual({ notRecorded: [], notInStatement: [], amountsDiffer: [], agreed: 1 });
  });
});
