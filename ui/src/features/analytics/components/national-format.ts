import type { Cents } from '@pm/domain/shared/money';
import { tKey } from '@/i18n';
import { wireToCents } from '@/lib/money';
import type { NationalAnalytics } from '../api/get-analytics';

/** spec: limits "Dashboard scaling": what one region is measured against. */
export const PER_REGION_TARGETS = { participants: 1000, groups: 50, clusters: 10 } as const;

/** A share in percent, capped at 0..100 (not rounded: rounding happens once, when shown). */
const cappedPercent = (value: number, target: number): number =>
  target <= 0 ? 0 : Math.max(0, Math.min(100, (value * 100) / target));

export interface PerformanceBars {
  readonly participants: number;
  readonly groups: number;
  readonly clusters: number;
}

export const PERFORMANCE_EXPLANATIONS: Readonly<Record<keyof PerformanceBars, string>> = {
  participants: tKey('Participants ÷ (1,000 × number of regions), capped at 100%'),
  groups: tKey('Saving groups ÷ (50 × number of regions), capped at 100%'),
  clusters: tKey('Clusters ÷ (10 × number of regions), capped at 100%'),
};

/** The national performance bars, whole percents: each figure against the per-region target × regions. */
export const nationalPerformance = (
  analytics: Pick<
    NationalAnalytics,
    'totalRegions' | 'totalParticipants' | 'totalSavingGroups' | 'totalClusters'
  >,
): PerformanceBars => {
  const regions = analytics.totalRegions;
  return {
    participants: Math.round(
      cappedPercent(analytics.totalParticipants, PER_REGION_TARGETS.participants * regions),
    ),
    groups: Math.round(cappedPercent(analytics.totalSavingGroups, PER_REGION_TARGETS.groups * regions)),
    clusters: Math.round(cappedPercent(analytics.totalClusters, PER_REGION_TARGETS.clusters * regions)),
  };
};

export const REGION_SCORE_EXPLANATION = tKey(
  'The mean of three shares, each capped at 100%: participants ÷ 1,000, saving groups ÷ 50 and clusters ÷ 10',
);

type RegionSummary = NationalAnalytics['regionSummary'][number];

/** A region's performance score: the mean of its three capped shares, as a whole percent. */
export const regionScore = (
  region: Pick<RegionSummary, 'participantCount' | 'savingGroupCount' | 'clusterCount'>,
): number =>
  Math.round(
    (cappedPercent(region.participantCount, PER_REGION_TARGETS.participants) +
      cappedPercent(region.savingGroupCount, PER_REGION_TARGETS.groups) +
      cappedPercent(region.clusterCount, PER_REGION_TARGETS.clusters)) /
      3,
  );

export interface StrategicInsights {
  /** One decimal. */
  readonly participantsPerProject: number;
  /** One decimal. */
  readonly groupsPerCluster: number;
  /** Cents: contributions paid in the period per participant. */
  readonly contributionPerParticipant: Cents;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
const ratio = (value: number, by: number): number => (by > 0 ? value / by : 0);

/** Strategic insights (0 wherever the divisor is 0). */
export const strategicInsights = (
  analytics: Pick<
    NationalAnalytics,
    'totalParticipants' | 'totalProjects' | 'totalSavingGroups' | 'totalClusters' | 'totalContributions'
  >,
): StrategicInsights => ({
  participantsPerProject: oneDecimal(ratio(analytics.totalParticipants, analytics.totalProjects)),
  groupsPerCluster: oneDecimal(ratio(analytics.totalSavingGroups, analytics.totalClusters)),
  contributionPerParticipant: Math.round(
    ratio(wireToCents(analytics.totalContributions), analytics.totalParticipants),
  ),
});

/** The ministry overview's per-project list: projects with groups, most groups first, at most `limit`. */
export const topGroupProjects = (
  projects: NationalAnalytics['projects'],
  limit = 10,
): NationalAnalytics['projects'] =>
  projects
    .filter((project) => project.figures.savingGroups > 0)
    .toSorted((a, b) => b.figures.savingGroups - a.figures.savingGroups || a.code.localeCompare(b.code))
    .slice(0, limit);

/** A region card leads to its regional dashboard, keeping the chosen period. */
export const regionalDashboardLink = (regionId: number, period: string | null): string =>
  `/regional-dashboard?regionId=${regionId}${period ? `&period=${encodeURIComponent(period)}` : ''}`;
