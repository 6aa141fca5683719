import type { HealthLight } from '@pm/domain/saving-groups/health';
import dayjs from 'dayjs';
import { t, tKey } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { KpiReport } from '../api/get-kpis';

export type HealthKpis = KpiReport['current'];
export type KpiMonth = KpiReport['months'][number];
export type AtRiskGroup = KpiReport['groups']['atRisk'][number];

/** '85.0 %' from a fraction (0.85); '—' when nothing divides. */
export const percentText = (ratio: number | null | undefined): string =>
  ratio === null || ratio === undefined || !Number.isFinite(ratio) ? '—' : `${(ratio * 100).toFixed(1)} %`;

/** 'KES 1,500.50'; '—' when there is nothing to divide by. */
export const kesText = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '—' : formatWireMoney(amount);

/** 'Jan 2026': a YYYY-MM month as the charts and tables show it. */
export const monthText = (month: string): string =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? dayjs(`${month}-01`).format('MMM YYYY') : month;

export interface KpiDef {
  readonly title: string;
  readonly testId: string;
  readonly value: (k: HealthKpis) => string;
  /** The SAVIX definition (domain/src/saving-groups/health.ts). */
  readonly explanation: string;
}

/** A card showing one of the figures, as `show` writes it (a percentage, an amount in KES). */
const kpi = (
  title: string,
  testId: string,
  field: keyof HealthKpis,
  show: (value: number | null) => string,
  explanation: string,
): KpiDef => ({ title, testId, value: (k) => show(k[field]), explanation });

/** The seven cards, each with the SAVIX definition of its figure (English, translated where shown). */
export const KPI_DEFS: readonly KpiDef[] = [
  kpi(
    tKey('Attendance rate'),
    'kpi-attendance',
    'attendanceRate',
    percentText,
    tKey(
      'SAVIX "Attendance rate": members marked present ÷ members on the attendance lists of the meetings held.',
    ),
  ),
  kpi(
    tKey('Retention'),
    'kpi-retention',
    'retention',
    percentText,
    tKey(
      'SAVIX "Member drop-out rate", as 1 − drop-out: 1 − members who left ÷ (members at the start + members who joined).',
    ),
  ),
  kpi(
    tKey('Savings per member'),
    'kpi-savings-per-member',
    'savingsPerMember',
    kesText,
    tKey('SAVIX "Average savings per member": savings held ÷ active members, in KES.'),
  ),
  kpi(
    tKey('Loan fund utilisation'),
    'kpi-loan-fund-utilisation',
    'loanFundUtilisation',
    percentText,
    tKey(
      'SAVIX "Loan fund utilization rate": principal outstanding ÷ (principal outstanding + cash in the loan fund), the part of what the groups could lend that is out on loan.',
    ),
  ),
  kpi(
    tKey('PAR30'),
    'kpi-par30',
    'par30',
    percentText,
    tKey(
      'SAVIX / SEEP "Portfolio at risk > 30 days": the principal still out on loans more than 30 days past their due date ÷ all the principal still out.',
    ),
  ),
  kpi(
    tKey('Annualised return on savings'),
    'kpi-annualised-return',
    'annualisedReturn',
    percentText,
    tKey(
      'SAVIX "Annualized return on savings": (service charges earned and penalties paid, less write-offs, × 365 ÷ days of the period (at least 30), plus the one-off registration fees) ÷ savings held.',
    ),
  ),
  kpi(
    tKey('Write-offs'),
    'kpi-write-offs',
    'writeOffs',
    kesText,
    tKey('SEEP "Write-off ratio": the amount written off (KES), and that amount ÷ loans issued.'),
  ),
];

/** Month order, oldest first. */
export const sortedKpiMonths = (months: readonly KpiMonth[]): KpiMonth[] =>
  months.toSorted((a, b) => a.month.localeCompare(b.month));

/** Whether any month has a figure to draw. */
export const hasTrend = (months: readonly KpiMonth[]): boolean =>
  months.some(
    (m) =>
      m.attendanceRate !== null ||
      m.par30 !== null ||
      m.loanFundUtilisation !== null ||
      m.savingsPerMember !== null,
  );

export const RATIO_SERIES = [
  [tKey('Attendance rate'), 'attendanceRate'],
  [tKey('PAR30'), 'par30'],
  [tKey('Loan fund utilisation'), 'loanFundUtilisation'],
] as const;

export interface RatioPoint {
  readonly month: string;
  /** The ratio's name in the reader's language (the legend). */
  readonly series: string;
  /** Percent, 0..100. */
  readonly percent: number;
}

export interface KesPoint {
  readonly month: string;
  readonly amount: number;
}

/** The ratio chart's points: one line per ratio, in percent; a month without the figure leaves a gap. */
export const ratioPoints = (months: readonly KpiMonth[]): RatioPoint[] =>
  sortedKpiMonths(months).flatMap((m) =>
    RATIO_SERIES.flatMap(([series, key]) => {
      const ratio = m[key];
      return ratio === null
        ? []
        : [{ month: monthText(m.month), series: t(series), percent: Math.round(ratio * 1000) / 10 }];
    }),
  );

export const savingsPerMemberPoints = (months: readonly KpiMonth[]): KesPoint[] =>
  sortedKpiMonths(months).flatMap((m) =>
    m.savingsPerMember === null ? [] : [{ month: monthText(m.month), amount: m.savingsPerMember }],
  );

/** The ratio chart's table: a row per month, a column per ratio. */
export const ratioRows = (months: readonly KpiMonth[]): [string, ...string[]][] =>
  sortedKpiMonths(months).map((m) => [
    monthText(m.month),
    ...RATIO_SERIES.map(([, key]) => percentText(m[key])),
  ]);

export const savingsPerMemberRows = (months: readonly KpiMonth[]): [string, string][] =>
  sortedKpiMonths(months).map((m) => [monthText(m.month), kesText(m.savingsPerMember)]);

/** The months shown: none, or a first and a last (in words). */
const spanOf = (months: readonly KpiMonth[]): { readonly from: string; readonly to: string } | null => {
  const sorted = sortedKpiMonths(months);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return null;
  return { from: monthText(first.month), to: monthText(last.month) };
};

/** The captions of the charts' tables, for screen readers. */
export const ratioSummary = (months: readonly KpiMonth[]): string => {
  const span = spanOf(months);
  if (!span) return t('Attendance rate, PAR30 and loan fund utilisation by month');
  if (span.from === span.to)
    return t('Attendance rate, PAR30 and loan fund utilisation by month in {{month}}', { month: span.to });
  return t('Attendance rate, PAR30 and loan fund utilisation by month, {{from}} to {{to}}', span);
};

export const savingsPerMemberSummary = (months: readonly KpiMonth[]): string => {
  const span = spanOf(months);
  if (!span) return t('Savings per member by month, in KES');
  if (span.from === span.to) return t('Savings per member by month in {{month}}, in KES', { month: span.to });
  return t('Savings per member by month, {{from}} to {{to}}, in KES', span);
};

/** The at-risk table's words for a light: never the colour alone. */
export const LIGHT_LABELS: Record<HealthLight, string> = {
  green: tKey('Green'),
  amber: tKey('Amber'),
  red: tKey('Red'),
};
export const LIGHT_COLORS: Record<HealthLight, string> = { green: 'success', amber: 'warning', red: 'error' };

/** The group's own page (its members), where a facilitator follows it up. */
export const groupLink = (groupId: number): string => `/group-member-management?groupId=${groupId}`;
