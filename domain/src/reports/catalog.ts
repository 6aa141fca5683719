/**
 * The nine reports of the Reports & Analytics screen (spec 1 "Reports"), in three groups. The spec names
 * the groups only; the reports, their parameters and formats are ours. Every report is a table, so each
 * is produced as Excel, PDF and CSV.
 */
export const REPORT_TYPES = [
  'participant-register',
  'children-by-age-group',
  'participant-statement',
  'monthly-collections',
  'arrears-by-child',
  'payments-received',
  'asset-register',
  'assets-by-condition',
  'asset-disposals',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_FORMATS = ['xlsx', 'pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_GROUPS = ['Participant', 'Financial', 'Asset'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export interface ReportDefinition {
  readonly type: ReportType;
  readonly group: ReportGroup;
  readonly title: string;
  readonly description: string;
  /** Takes an optional from/to date range. */
  readonly dateRange: boolean;
  /** Needs one participant (the statement). */
  readonly participant: boolean;
}

const report = (
  type: ReportType,
  group: ReportGroup,
  title: string,
  description: string,
  options: { dateRange?: boolean; participant?: boolean } = {},
): ReportDefinition => ({
  type,
  group,
  title,
  description,
  dateRange: options.dateRange ?? false,
  participant: options.participant ?? false,
});

export const REPORTS: readonly ReportDefinition[] = [
  report('participant-register', 'Participant', 'Participant register', 'Every child on the register'),
  report('children-by-age-group', 'Participant', 'Children by age group', 'Active children per age group'),
  report(
    'participant-statement',
    'Participant',
    'Participant statement',
    "One child's contributions and payments",
    { dateRange: true, participant: true },
  ),
  report('monthly-collections', 'Financial', 'Monthly collections', 'Expected, collected and rate by month', {
    dateRange: true,
  }),
  report('arrears-by-child', 'Financial', 'Arrears by child', 'What each child owes and months behind'),
  report('payments-received', 'Financial', 'Payments received', 'Every payment in the period', {
    dateRange: true,
  }),
  report('asset-register', 'Asset', 'Asset register', 'Every asset and its condition'),
  report('assets-by-condition', 'Asset', 'Assets by condition', 'Assets counted by condition'),
  report(
    'asset-disposals',
    'Asset',
    'Disposals',
    'Obsolete and disposed assets with disposal price and date',
    {
      dateRange: true,
    },
  ),
];

export const reportDefinition = (type: ReportType): ReportDefinition =>
  REPORTS.find((r) => r.type === type) as ReportDefinition;

export const FORMAT_LABELS: Readonly<Record<ReportFormat, string>> = {
  xlsx: 'Excel',
  pdf: 'PDF',
  csv: 'CSV',
};
