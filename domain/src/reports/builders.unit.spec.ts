import { describe, expect, it } from 'vitest';
import { assetDisposals, assetsByCondition } from './asset-reports';
import { arrearsByChild, arrearsOf, monthlyCollections, paymentsReceived } from './financial-reports';
import type { AssetInput, ChildInput, MonthInput, PaymentInput } from './inputs';
import { childrenByAgeGroup, participantRegister, participantStatement } from './participant-reports';

const child = (overrides: Partial<ChildInput> = {}): ChildInput => ({
  participantId: 'KE0420-001',
  fullName: 'Amani Wanjiru',
  gender: 'Female',
  dateOfBirth: '2018-05-01',
  projectCode: 'KE0420',
  parentGuardianName: 'Grace',
  contactPhone: '0722000000',
  monthlyContribution: 50000,
  isActive: true,
  ...overrides,
});
const month = (m: string, expected: number, paid: number, participantId = 'KE0420-001'): MonthInput => ({
  participantId,
  month: m,
  expected,
  paid,
});
const payment = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  paymentDate: '2026-02-10',
  participantId: 'KE0420-001',
  fullName: 'Amani Wanjiru',
  projectCode: 'KE0420',
  month: '2026-02',
  amount: 50000,
  recordedBy: 'project',
  reversed: false,
  reversedAt: null,
  ...overrides,
});
const asset = (overrides: Partial<AssetInput> = {}): AssetInput => ({
  assetId: 'A-1',
  name: 'Laptop',
  description: null,
  projectCode: 'KE0420',
  condition: 'Good',
  disposalPrice: null,
  disposalDate: null,
  addedOn: '2026-01-02',
  ...overrides,
});

describe('participant reports', () => {
  it('lists the register with age, age group and KES, totalling active contributions', () => {
    const table = participantRegister(
      [child(), child({ participantId: 'KE0420-002', isActive: false })],
      '2026-11-26',
    );
    expect(table.rows[0]).toMatchObject({ age: 8, ageGroup: '6-8', monthly: 500, status: 'Active' });
    expect(table.rows[1]).toMatchObject({ status: 'Inactive' });
    expect(table.totals).toMatchObject({ name: '2 participants', monthly: 500 });
  });

  it('counts active children by age group and gender', () => {
    const table = childrenByAgeGroup(
      [
        child(),
        child({ gender: 'Male', dateOfBirth: '2019-01-01' }),
        child({ dateOfBirth: '2010-01-01' }),
        child({ isActive: false }),
      ],
      '2026-11-26',
    );
    expect(table.rows.find((r) => r.ageGroup === '6-8')).toMatchObject({
      female: 1,
      male: 1,
      total: 2,
      share: 66.7,
    });
    expect(table.rows.find((r) => r.ageGroup === '15-18')).toMatchObject({ female: 1, total: 1 });
    expect(table.rows.some((r) => r.ageGroup === 'Unknown')).toBe(false);
    expect(table.totals).toMatchObject({ total: 3, female: 2, male: 1 });
  });

  it('keeps a running balance on a statement, with an opening balance and reversals', () => {
    const months = [month('2026-01', 50000, 50000), month('2026-02', 50000, 20000)];
    const payments = [
      payment({ paymentDate: '2026-01-15', month: '2026-01' }),
      payment({ paymentDate: '2026-02-10', amount: 20000 }),
      payment({
        paymentDate: '2026-02-11',
        amount: 10000,
        reversed: true,
        reversedAt: '2026-02-12T08:00:00Z',
      }),
    ];
    const table = participantStatement(months, payments, '2026-02-01', null);
    expect(table.rows.map((r) => [r.description, r.balance])).toEqual([
      ['Opening balance', 0],
      ['Contribution for 2026-02', 500],
      ['Payment for 2026-02', 300],
      ['Payment for 2026-02', 200],
      ['Payment reversed (2026-02)', 300],
    ]);
    expect(table.totals).toMatchObject({ due: 500, paid: 200, balance: 300 });
  });
});

describe('financial reports', () => {
  it('counts months behind up to the current month only', () => {
    const months = [
      month('2026-01', 50000, 50000),
      month('2026-02', 50000, 10000),
      month('2026-03', 50000, 0),
      month('2026-04', 50000, 0),
    ];
    expect(arrearsOf(months, '2026-03')).toEqual({
      monthsBehind: 2,
      oldestUnpaid: '2026-02',
      outstanding: 90000,
    });
    expect(arrearsOf(months.slice(0, 1), '2026-03')).toEqual({
      monthsBehind: 0,
      oldestUnpaid: null,
      outstanding: 0,
    });
  });

  it('lists children in arrears, most months behind first', () => {
    const children = [child(), child({ participantId: 'KE0420-002', fullName: 'Baraka' })];
    const months = [
      month('2026-01', 50000, 0),
      month('2026-01', 30000, 0, 'KE0420-002'),
      month('2026-02', 30000, 0, 'KE0420-002'),
    ];
    const table = arrearsByChild(children, months, '2026-02');
    expect(table.rows.map((r) => [r.participantId, r.monthsBehind, r.outstanding])).toEqual([
      ['KE0420-002', 2, 600],
      ['KE0420-001', 1, 500],
    ]);
    expect(table.totals).toMatchObject({ outstanding: 1100, name: '2 children in arrears' });
  });

  it('sums collections by month within the range, with the rate', () => {
    const months = [
      month('2026-01', 50000, 50000),
      month('2026-01', 30000, 0, 'KE0420-002'),
      month('2026-02', 50000, 25000),
      month('2026-03', 50000, 0),
    ];
    const table = monthlyCollections(months, '2026-01-15', '2026-02-28');
    expect(table.rows).toEqual([
      { month: '2026-01', children: 2, expected: 800, collected: 500, outstanding: 300, rate: 62.5 },
      { month: '2026-02', children: 1, expected: 500, collected: 250, outstanding: 250, rate: 50 },
    ]);
    expect(table.totals).toMatchObject({ month: 'Total', expected: 1300, collected: 750, rate: 57.7 });
  });

  it('lists payments in the range and totals those not reversed', () => {
    const table = paymentsReceived(
      [
        payment({ paymentDate: '2026-03-01', amount: 12345 }),
        payment({ paymentDate: '2026-02-01', amount: 1000, reversed: true }),
        payment({ paymentDate: '2025-12-31' }),
      ],
      '2026-01-01',
      '2026-03-31',
    );
    expect(table.rows.map((r) => [r.date, r.amount, r.status])).toEqual([
      ['2026-02-01', 10, 'Reversed'],
      ['2026-03-01', 123.45, 'Received'],
    ]);
    expect(table.totals).toMatchObject({ amount: 123.45 });
  });
});

describe('asset reports', () => {
  const assets = [
    asset(),
    asset({ assetId: 'A-2', condition: 'Obsolete', disposalPrice: 150050, disposalDate: '2026-02-01' }),
    asset({ assetId: 'A-3', condition: 'Disposed', disposalPrice: 20000, disposalDate: '2026-05-01' }),
  ];

  it('counts assets by condition with their disposal value', () => {
    const table = assetsByCondition(assets, ['Good', 'Obsolete', 'Disposed']);
    expect(table.rows.map((r) => [r.condition, r.count, r.disposalValue])).toEqual([
      ['Good', 1, 0],
      ['Obsolete', 1, 1500.5],
      ['Disposed', 1, 200],
    ]);
    expect(table.totals).toMatchObject({ count: 3, disposalValue: 1700.5 });
  });

  it('lists disposals dated within the range', () => {
    const table = assetDisposals(assets, '2026-01-01', '2026-03-31');
    expect(table.rows.map((r) => r.assetId)).toEqual(['A-2']);
    expect(table.totals).toMatchObject({ disposalPrice: 1500.5 });
  });
});
