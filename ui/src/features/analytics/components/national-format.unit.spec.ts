import { describe, expect, it } from 'vitest';
import { aNational } from '../testing/builders';
import {
  nationalPerformance,
  regionalDashboardLink,
  regionScore,
  strategicInsights,
  topGroupProjects,
} from './national-format';

describe('the national performance bars (spec: limits)', () => {
  it('scale against 1000 participants, 50 groups and 10 clusters per region', () => {
    const bars = nationalPerformance({
      totalRegions: 2,
      totalParticipants: 1500,
      totalSavingGroups: 40,
      totalClusters: 5,
    });
    expect(bars).toEqual({ participants: 75, groups: 40, clusters: 25 });
  });

  it('cap each bar at 100%', () => {
    const bars = nationalPerformance({
      totalRegions: 1,
      totalParticipants: 5000,
      totalSavingGroups: 51,
      totalClusters: 11,
    });
    expect(bars).toEqual({ participants: 100, groups: 100, clusters: 100 });
  });

  it('are empty without regions', () => {
    const bars = nationalPerformance({
      totalRegions: 0,
      totalParticipants: 10,
      totalSavingGroups: 1,
      totalClusters: 1,
    });
    expect(bars).toEqual({ participants: 0, groups: 0, clusters: 0 });
  });
});

describe('a region performance score', () => {
  it('is the mean of its three capped shares', () => {
    // 1200/1000 → 100 (capped), 25/50 → 50, 3/10 → 30: (100 + 50 + 30) / 3 = 60
    expect(regionScore({ participantCount: 1200, savingGroupCount: 25, clusterCount: 3 })).toBe(60);
  });

  it('is 100 when every target is met and 0 for an empty region', () => {
    expect(regionScore({ participantCount: 1000, savingGroupCount: 50, clusterCount: 10 })).toBe(100);
    expect(regionScore({ participantCount: 0, savingGroupCount: 0, clusterCount: 0 })).toBe(0);
  });

  it('rounds once, after averaging', () => {
    // 10% + 2% + 10% = 22 / 3 = 7.33
    expect(regionScore({ participantCount: 100, savingGroupCount: 1, clusterCount: 1 })).toBe(7);
  });
});

describe('strategic insights', () => {
  it('average per project, per cluster and per participant', () => {
    expect(strategicInsights(aNational())).toEqual({
      participantsPerProject: 187.5,
      groupsPerCluster: 8,
      contributionPerParticipant: 20000, // KES 300,000 / 1,500 = KES 200.00
    });
  });

  it('are 0 where there is nothing to divide by', () => {
    expect(
      strategicInsights({
        totalParticipants: 0,
        totalProjects: 0,
        totalSavingGroups: 0,
        totalClusters: 0,
        totalContributions: 0,
      }),
    ).toEqual({ participantsPerProject: 0, groupsPerCluster: 0, contributionPerParticipant: 0 });
  });
});

describe('the ministry overview per project', () => {
  it('lists projects with groups, most groups first', () => {
    expect(topGroupProjects(aNational().projects).map((p) => p.code)).toEqual(['KE0201', 'KE0101']);
  });

  it('keeps at most the limit', () => {
    expect(topGroupProjects(aNational().projects, 1)).toHaveLength(1);
  });
});

describe('a region card link', () => {
  it('opens the regional dashboard of that region, keeping the period', () => {
    expect(regionalDashboardLink(4, null)).toBe('/regional-dashboard?regionId=4');
    expect(regionalDashboardLink(4, 'this-year')).toBe('/regional-dashboard?regionId=4&period=this-year');
  });
});
