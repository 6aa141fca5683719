/**
 * Group health: the SAVIX / SEEP performance ratios of a savings group, of every group of a
 * project, cluster or region, or of the programme, from raw figures the projector keeps (counts and cents).
 * One definition for the read API, the dashboards and the tests; docs/domain/group-health.md carries the same text.
 *
 * - Attendance rate (SAVIX "Attendance rate"): members marked present ÷ members on the attendance lists
 *   of the meetings held.
 * - Retention (SAVIX "Member drop-out rate", as 1 − drop-out): 1 − members who left ÷ (members at the
 *   start + members who joined).
 * - Savings per member (SAVIX "Average savings per member"): savings held ÷ active members.
 * - Loans outstanding: the principal still out (SAVIX and SEEP count the portfolio on principal; a
 *   repayment repays the principal first, and the service charge counts once it is earned).
 * - Loan fund utilisation (SAVIX "Loan fund utilization rate"): loans outstanding ÷ (loans outstanding +
 *   cash in the loan fund), the part of what the group could lend that is out on loan.
 * - Portfolio at risk over 30 days (SAVIX / SEEP "PAR > 30 days"): the principal still out on loans more
 *   than 30 days past their due date ÷ all the principal still out.
 * - Annualised return on savings (SAVIX "Annualized return on savings"): the period's recurring earnings
 *   (service charges earned, penalties paid, less write-offs) × 365 ÷ days of the period (at least 30),
 *   plus the one-off registration fees as they are (a fee is not earned again each period), ÷ savings held.
 *   A group's is over its current cycle; a wider scope's is its groups' own cycles' returns weighted by
 *   their savings (ANNUALISED_EARNINGS_SQL).
 * - Write-offs (SEEP "Write-off ratio"): the amount written off, and that amount ÷ loans issued.
 */

/** Raw figures of a group or a scope over a period, cents for money. */
export interface HealthFigures {
  readonly present: number;
  readonly marked: number;
  readonly meetings: number;
  readonly membersAtStart: number;
  readonly joined: number;
  readonly left: number;
  readonly activeMembers: number;
  readonly savingsHeld: number;
  readonly cash: number;
  readonly outstanding: number;
  readonly overdue30: number;
  /** Every income: service charges earned, penalties and registration fees paid. */
  readonly earnings: number;
  /** The registration fees among the earnings: one-off, not annualised (absent: none). */
  readonly fees?: number;
  readonly writeOffs: number;
  readonly loansIssued: number;
  /** Days the period covers (a cycle so far, or the months asked for). */
  readonly days: number;
}

/** Ratios are fractions (0.85 = 85 %), rounded to four decimals; null where the denominator is zero. */
export interface HealthKpis {
  readonly attendanceRate: number | null;
  readonly retention: number | null;
  readonly savingsPerMember: number | null;
  readonly loanFundUtilisation: number | null;
  readonly par30: number | null;
  readonly annualisedReturn: number | null;
  /** KES */
  readonly writeOffs: number;
  readonly writeOffRatio: number | null;
  readonly activeMembers: number;
  readonly meetings: number;
  /** KES */
  readonly savingsHeld: number;
  /** KES */
  readonly loansOutstanding: number;
}

const ratio = (n: number, d: number): number | null => (d > 0 ? Math.round((n / d) * 10_000) / 10_000 : null);
const kes = (cents: number): number => Math.round(cents) / 100;

/**
 * The numerator of the return on savings: the period's recurring earnings (service charges earned and
 * penalties paid, less write-offs) annualised over its days (at least 30), plus the one-off registration
 * fees as they are. ÷ savings held, it is the annualised return.
 */
export const annualisedEarnings = (
  f: Pick<HealthFigures, 'earnings' | 'fees' | 'writeOffs' | 'days'>,
): number => ((f.earnings - (f.fees ?? 0) - f.writeOffs) * 365) / Math.max(f.days, 30) + (f.fees ?? 0);

/**
 * `annualisedEarnings` of a kpi_groups row `g` over its current cycle to the day `$1` (both days
 * counted), in SQL: the return on savings of a project, cluster, region or the programme is the sum of
 * this over its groups ÷ the sum of their savings held, so each group's return is its own cycle's,
 * weighted by its savings (a share-out or a month's flows of one group no longer move the others').
 */
export const ANNUALISED_EARNINGS_SQL =
  '((g.earnings - g.fees - g.write_offs) * 365.0 / greatest(($1::date - g.cycle_started_on) + 1, 30) + g.fees)';

export const kpisOf = (f: HealthFigures): HealthKpis => {
  const base = f.membersAtStart + f.joined;
  const lendable = f.outstanding + Math.max(f.cash, 0);
  return {
    attendanceRate: ratio(f.present, f.marked),
    retention: base > 0 ? Math.round((1 - f.left / base) * 10_000) / 10_000 : null,
    savingsPerMember: f.activeMembers > 0 ? kes(f.savingsHeld / f.activeMembers) : null,
    loanFundUtilisation: ratio(f.outstanding, lendable),
    par30: ratio(f.overdue30, f.outstanding),
    annualisedReturn: f.savingsHeld > 0 ? ratio(annualisedEarnings(f), f.savingsHeld) : null,
    writeOffs: kes(f.writeOffs),
    writeOffRatio: ratio(f.writeOffs, f.loansIssued),
    activeMembers: f.activeMembers,
    meetings: f.meetings,
    savingsHeld: kes(f.savingsHeld),
    loansOutstanding: kes(f.outstanding),
  };
};

export const HEALTH_LIGHTS = ['green', 'amber', 'red'] as const;
export type HealthLight = (typeof HEALTH_LIGHTS)[number];

/**
 * The traffic light's thresholds. Red: PAR30 above 10 %, attendance below 60 % or retention below 80 %.
 * Amber: PAR30 above 5 %, attendance below 75 %, retention below 90 %, or no meeting held for 45 days.
 */
export const HEALTH_THRESHOLDS = {
  red: { par30: 0.1, attendanceRate: 0.6, retention: 0.8 },
  amber: { par30: 0.05, attendanceRate: 0.75, retention: 0.9, daysWithoutMeeting: 45 },
} as const;

export interface HealthVerdict {
  readonly light: HealthLight;
  /** Why the light is not green, in words a facilitator reads on the card. */
  readonly reasons: string[];
}

const pct = (v: number) => `${Math.round(v * 1000) / 10} %`;

/** The light of a group from its KPIs and the days since its last meeting (null: never met). */
export const healthOf = (k: HealthKpis, daysSinceMeeting: number | null): HealthVerdict => {
  const { red, amber } = HEALTH_THRESHOLDS;
  const reds: string[] = [];
  const ambers: string[] = [];
  if (k.par30 !== null && k.par30 > red.par30) reds.push(`PAR30 ${pct(k.par30)} above ${pct(red.par30)}`);
  else if (k.par30 !== null && k.par30 > amber.par30)
    ambers.push(`PAR30 ${pct(k.par30)} above ${pct(amber.par30)}`);
  if (k.attendanceRate !== null && k.attendanceRate < red.attendanceRate)
    reds.push(`Attendance ${pct(k.attendanceRate)} below ${pct(red.attendanceRate)}`);
  else if (k.attendanceRate !== null && k.attendanceRate < amber.attendanceRate)
    ambers.push(`Attendance ${pct(k.attendanceRate)} below ${pct(amber.attendanceRate)}`);
  if (k.retention !== null && k.retention < red.retention)
    reds.push(`Retention ${pct(k.retention)} below ${pct(red.retention)}`);
  else if (k.retention !== null && k.retention < amber.retention)
    ambers.push(`Retention ${pct(k.retention)} below ${pct(amber.retention)}`);
  if (daysSinceMeeting === null) ambers.push('No meeting held yet');
  else if (daysSinceMeeting > amber.daysWithoutMeeting)
    ambers.push(`No meeting for ${daysSinceMeeting} days`);
  if (reds.length > 0) return { light: 'red', reasons: [...reds, ...ambers] };
  if (ambers.length > 0) return { light: 'amber', reasons: ambers };
  return { light: 'green', reasons: [] };
};

/** Days from one YYYY-MM-DD to another (0 when `to` is not later). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));

/** The last day of a YYYY-MM month, YYYY-MM-DD. */
export const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The day 30 days before a YYYY-MM-DD: loans due before it are more than 30 days late on that day. */
export const par30Cutoff = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
