import { type ChildInput, groupBy, inRange, type MonthInput, type PaymentInput, share, sum } from './inputs';
import { col, kes, type ReportLine, type ReportTable } from './table';

/** Months up to `currentMonth` whose contribution is not fully paid, and what they still owe. */
export const arrearsOf = (months: readonly MonthInput[], currentMonth: string) => {
  const owing = months
    .filter((m) => m.month <= currentMonth && m.paid < m.expected)
    .sort((a, b) => a.month.localeCompare(b.month));
  return {
    monthsBehind: owing.length,
    oldestUnpaid: owing[0]?.month ?? null,
    outstanding: sum(owing.map((m) => m.expected - m.paid)),
  };
};

export const arrearsByChild = (
  children: readonly ChildInput[],
  months: readonly MonthInput[],
  currentMonth: string,
): ReportTable => {
  const byChild = groupBy(months, (m) => m.participantId);
  const rows = children
    .filter((c) => c.isActive)
    .map((c) => ({ c, a: arrearsOf(byChild.get(c.participantId) ?? [], currentMonth) }))
    .filter(({ a }) => a.outstanding > 0)
    .sort((x, y) => y.a.monthsBehind - x.a.monthsBehind || y.a.outstanding - x.a.outstanding)
    .map(
      ({ c, a }): ReportLine => ({
        participantId: c.participantId,
        name: c.fullName,
        project: c.projectCode,
        monthly: kes(c.monthlyContribution),
        monthsBehind: a.monthsBehind,
        oldestUnpaid: a.oldestUnpaid,
        outstanding: kes(a.outstanding),
      }),
    );
  return {
    columns: [
      col('participantId', 'Participant ID'),
      col('name', 'Name', 'text', 1.6),
      col('project', 'Project', 'text', 0.8),
      col('monthly', 'Monthly contribution (KES)', 'money'),
      col('monthsBehind', 'Months behind', 'count', 0.8),
      col('oldestUnpaid', 'Oldest unpaid month', 'text', 0.9),
      col('outstanding', 'Outstanding (KES)', 'money'),
    ],
    rows,
    totals: {
      participantId: 'Total',
      name: `${rows.length} children in arrears`,
      outstanding: Math.round(sum(rows.map((r) => (r.outstanding as number) * 100))) / 100,
    },
  };
};

/** Expected, collected and rate per contribution month within the range (months of `from`..`to`). */
export const monthlyCollections = (
  months: readonly MonthInput[],
  from: string | null,
  to: string | null,
): ReportTable => {
  const first = from?.slice(0, 7) ?? null;
  const last = to?.slice(0, 7) ?? null;
  const byMonth = groupBy(
    months.filter((m) => inRange(m.month, first, last)),
    (m) => m.month,
  );
  const line = (month: string, items: readonly MonthInput[]): ReportLine => {
    const expected = sum(items.map((m) => m.expected));
    const paid = sum(items.map((m) => m.paid));
    return {
      month,
      children: items.length,
      expected: kes(expected),
      collected: kes(paid),
      outstanding: kes(sum(items.map((m) => Math.max(m.expected - m.paid, 0)))),
      rate: share(paid, expected),
    };
  };
  const rows = [...byMonth.keys()].sort().map((month) => line(month, byMonth.get(month)!));
  const all = [...byMonth.values()].flat();
  return {
    columns: [
      col('month', 'Month'),
      col('children', 'Children', 'count'),
      col('expected', 'Expected (KES)', 'money'),
      col('collected', 'Collected (KES)', 'money'),
      col('outstanding', 'Outstanding (KES)', 'money'),
      col('rate', 'Collection rate', 'percent'),
    ],
    rows,
    totals: { ...line('Total', all), children: null },
  };
};

export const paymentsReceived = (
  payments: readonly PaymentInput[],
  from: string | null,
  to: string | null,
): ReportTable => {
  const shown = payments
    .filter((p) => inRange(p.paymentDate, from, to))
    .sort(
      (a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.participantId.localeCompare(b.participantId),
    );
  return {
    columns: [
      col('date', 'Payment date', 'date'),
      col('participantId', 'Participant ID'),
      col('name', 'Name', 'text', 1.5),
      col('project', 'Project', 'text', 0.8),
      col('month', 'For month', 'text', 0.8),
      col('amount', 'Amount (KES)', 'money'),
      col('recordedBy', 'Recorded by'),
      col('status', 'Status', 'text', 0.8),
    ],
    rows: shown.map((p) => ({
      date: p.paymentDate,
      participantId: p.participantId,
      name: p.fullName,
      project: p.projectCode,
      month: p.month,
      amount: kes(p.amount),
      recordedBy: p.recordedBy,
      status: p.reversed ? 'Reversed' : 'Received',
    })),
    totals: {
      date: 'Total received',
      amount: kes(sum(shown.filter((p) => !p.reversed).map((p) => p.amount))),
    },
  };
};
