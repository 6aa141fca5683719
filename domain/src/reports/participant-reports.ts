import { AGE_GROUPS, ageGroupOf, ageOn } from '../shared/dates';
import { type ChildInput, inRange, type MonthInput, type PaymentInput, share, sum } from './inputs';
import { col, kes, type ReportLine, type ReportTable } from './table';

export const participantRegister = (children: readonly ChildInput[], today: string): ReportTable => {
  const rows = children.map((c): ReportLine => {
    const age = c.dateOfBirth ? ageOn(c.dateOfBirth, today) : null;
    return {
      participantId: c.participantId,
      name: c.fullName,
      gender: c.gender,
      dateOfBirth: c.dateOfBirth,
      age,
      ageGroup: age === null ? null : ageGroupOf(age),
      project: c.projectCode,
      guardian: c.parentGuardianName,
      phone: c.contactPhone,
      monthly: kes(c.monthlyContribution),
      status: c.isActive ? 'Active' : 'Inactive',
    };
  });
  return {
    columns: [
      col('participantId', 'Participant ID'),
      col('name', 'Name', 'text', 1.6),
      col('gender', 'Gender', 'text', 0.7),
      col('dateOfBirth', 'Date of birth', 'date'),
      col('age', 'Age', 'count', 0.5),
      col('ageGroup', 'Age group', 'text', 0.7),
      col('project', 'Project', 'text', 0.8),
      col('guardian', 'Parent/guardian', 'text', 1.4),
      col('phone', 'Contact phone'),
      col('monthly', 'Monthly contribution (KES)', 'money'),
      col('status', 'Status', 'text', 0.7),
    ],
    rows,
    totals: {
      participantId: 'Total',
      name: `${children.length} participants`,
      monthly: kes(sum(children.filter((c) => c.isActive).map((c) => c.monthlyContribution))),
    },
  };
};

/** Active children per age group (today, EAT) and gender; children without a date of birth apart. */
export const childrenByAgeGroup = (children: readonly ChildInput[], today: string): ReportTable => {
  const active = children.filter((c) => c.isActive);
  const groups = [...AGE_GROUPS, 'Unknown'] as const;
  const counts = new Map<string, { Female: number; Male: number }>(
    groups.map((g) => [g, { Female: 0, Male: 0 }]),
  );
  for (const c of active) {
    const group = c.dateOfBirth ? ageGroupOf(ageOn(c.dateOfBirth, today)) : 'Unknown';
    const entry = counts.get(group)!;
    if (c.gender === 'Female') entry.Female += 1;
    else entry.Male += 1;
  }
  const rows = groups
    .filter((g) => g !== 'Unknown' || counts.get(g)!.Female + counts.get(g)!.Male > 0)
    .map((g): ReportLine => {
      const { Female, Male } = counts.get(g)!;
      return {
        ageGroup: g,
        female: Female,
        male: Male,
        total: Female + Male,
        share: share(Female + Male, active.length),
      };
    });
  return {
    columns: [
      col('ageGroup', 'Age group'),
      col('female', 'Female', 'count'),
      col('male', 'Male', 'count'),
      col('total', 'Total', 'count'),
      col('share', 'Share', 'percent'),
    ],
    rows,
    totals: {
      ageGroup: 'Total',
      female: sum(rows.map((r) => r.female as number)),
      male: sum(rows.map((r) => r.male as number)),
      total: active.length,
      share: active.length === 0 ? 0 : 100,
    },
  };
};

/**
 * One child's account: each month's contribution is due on its first day, each payment is paid on its
 * date, a reversal puts the amount back. Lines before `from` make the opening balance.
 */
export const participantStatement = (
  months: readonly MonthInput[],
  payments: readonly PaymentInput[],
  from: string | null,
  to: string | null,
): ReportTable => {
  type Entry = { date: string; order: number; text: string; due: number; paid: number };
  const entries: Entry[] = [
    ...months.map((m) => ({
      date: `${m.month}-01`,
      order: 0,
      text: `Contribution for ${m.month}`,
      due: m.expected,
      paid: 0,
    })),
    ...payments.map((p) => ({
      date: p.paymentDate,
      order: 1,
      text: `Payment for ${p.month}`,
      due: 0,
      paid: p.amount,
    })),
    ...payments
      .filter((p) => p.reversed && p.reversedAt)
      .map((p) => ({
        date: p.reversedAt!.slice(0, 10),
        order: 2,
        text: `Payment reversed (${p.month})`,
        due: 0,
        paid: -p.amount,
      })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  const before = entries.filter((e) => from !== null && e.date < from);
  const within = entries.filter((e) => inRange(e.date, from, to));
  let balance = sum(before.map((e) => e.due - e.paid));
  const rows: ReportLine[] = [];
  if (from !== null)
    rows.push({ date: from, description: 'Opening balance', due: null, paid: null, balance: kes(balance) });
  for (const e of within) {
    balance += e.due - e.paid;
    rows.push({
      date: e.date,
      description: e.text,
      due: e.due === 0 ? null : kes(e.due),
      paid: e.paid === 0 ? null : kes(e.paid),
      balance: kes(balance),
    });
  }
  return {
    columns: [
      col('date', 'Date', 'date'),
      col('description', 'Description', 'text', 2),
      col('due', 'Due (KES)', 'money'),
      col('paid', 'Paid (KES)', 'money'),
      col('balance', 'Balance (KES)', 'money'),
    ],
    rows,
    totals: {
      date: 'Total',
      due: kes(sum(within.map((e) => e.due))),
      paid: kes(sum(within.map((e) => e.paid))),
      balance: kes(balance),
    },
  };
};
