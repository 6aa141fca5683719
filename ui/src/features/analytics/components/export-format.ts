import { centsToWire, wireToCents } from '@/lib/money';
import type { SheetCell, WorkbookSheet } from '@/lib/workbook-download';
import type { NationalAnalytics, RegionalAnalytics } from '../api/get-analytics';
import { sortedMonths } from './chart-format';
import { regionScore } from './national-format';
import { monthLabel, periodText } from './period-format';

type RolledUpFigures = RegionalAnalytics['figures'];

/** Money in the workbook: KES numbers with two decimals, so the spreadsheet can add them up. */
const kes = (amount: number | string | null | undefined): number => centsToWire(wireToCents(amount));

const FIGURE_HEADERS = [
  'Participants',
  'Saving groups',
  'Members',
  'Contributions expected (KES)',
  'Contributions paid (KES)',
  'Contributions outstanding (KES)',
  'Savings (KES)',
  'Loans outstanding (KES)',
  'Meetings held',
] as const;

const figureCells = (f: RolledUpFigures): SheetCell[] => [
  f.participants,
  f.savingGroups,
  f.members,
  kes(f.contributionsExpected),
  kes(f.contributionsPaid),
  kes(f.contributionsOutstanding),
  kes(f.savings),
  kes(f.loansOutstanding),
  f.meetingsHeld,
];

const figureRows = (f: RolledUpFigures): SheetCell[][] => [
  ['Contributions expected (KES)', kes(f.contributionsExpected)],
  ['Contributions outstanding (KES)', kes(f.contributionsOutstanding)],
  ['Members', f.members],
  ['Savings (KES)', kes(f.savings)],
  ['Loans outstanding (KES)', kes(f.loansOutstanding)],
  ['Meetings held', f.meetingsHeld],
];

const monthsSheet = (months: RegionalAnalytics['months']): WorkbookSheet => ({
  name: 'Months',
  rows: [
    ['Month', 'Contributions expected (KES)', 'Contributions paid (KES)', 'Savings (KES)'],
    ...sortedMonths(months).map((m): SheetCell[] => [
      monthLabel(m.month),
      kes(m.expected),
      kes(m.paid),
      kes(m.savings),
    ]),
  ],
});

/** What the regional dashboard shows, as a workbook: summary, clusters, projects and months. */
export const regionalWorkbook = (data: RegionalAnalytics): WorkbookSheet[] => [
  {
    name: 'Summary',
    rows: [
      ['Figure', 'Value'],
      ['Region', data.region.name],
      ['Period', periodText(data.period)],
      ['Total clusters', data.totalClusters],
      ['Total projects', data.totalProjects],
      ['Total participants', data.totalParticipants],
      ['Total contributions (KES)', kes(data.totalContributions)],
      ['Saving groups', data.totalSavingGroups],
      ...figureRows(data.figures),
    ],
  },
  {
    name: 'Clusters',
    rows: [
      ['Cluster ID', 'Cluster', 'Projects', ...FIGURE_HEADERS],
      ...data.clusters.map((c): SheetCell[] => [c.id, c.name, c.projectCount, ...figureCells(c.figures)]),
    ],
  },
  {
    name: 'Projects',
    rows: [
      ['Cluster', 'Project code', 'Project', ...FIGURE_HEADERS],
      ...data.clusters.flatMap((c) =>
        c.projects.map((p): SheetCell[] => [c.name, p.code, p.name, ...figureCells(p.figures)]),
      ),
    ],
  },
  monthsSheet(data.months),
];

/** What the national dashboard shows, as a workbook: summary, regions, projects and months. */
export const nationalWorkbook = (data: NationalAnalytics): WorkbookSheet[] => {
  const regionName = new Map(data.regionSummary.map((r) => [r.id, r.name]));
  return [
    {
      name: 'Summary',
      rows: [
        ['Figure', 'Value'],
        ['Period', periodText(data.period)],
        ['Total regions', data.totalRegions],
        ['Total clusters', data.totalClusters],
        ['Total projects', data.totalProjects],
        ['Total participants', data.totalParticipants],
        ['Total contributions (KES)', kes(data.totalContributions)],
        ['Saving groups', data.totalSavingGroups],
        ...figureRows(data.figures),
      ],
    },
    {
      name: 'Regions',
      rows: [
        ['Region ID', 'Region', 'Clusters', 'Projects', 'Performance score (%)', ...FIGURE_HEADERS],
        ...data.regionSummary.map((r): SheetCell[] => [
          r.id,
          r.name,
          r.clusterCount,
          r.projectCount,
          regionScore(r),
          ...figureCells({
            ...r.figures,
            participants: r.participantCount,
            savingGroups: r.savingGroupCount,
          }),
        ]),
      ],
    },
    {
      name: 'Projects',
      rows: [
        ['Region', 'Project code', 'Project', ...FIGURE_HEADERS],
        ...data.projects.map((p): SheetCell[] => [
          regionName.get(p.regionId) ?? '',
          p.code,
          p.name,
          ...figureCells(p.figures),
        ]),
      ],
    },
    monthsSheet(data.months),
  ];
};

/** 'regional-analytics-nairobi-2026-01-to-2026-03': the file name without its extension. */
export const exportFileName = (
  prefix: string,
  period: { readonly from: string | null; readonly to: string },
): string =>
  `${prefix}-${period.from ?? 'start'}-to-${period.to}`
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-');
