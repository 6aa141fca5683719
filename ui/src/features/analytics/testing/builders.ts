import { noFigures } from '@pm/domain/api/analytics-queries';
import type { NationalAnalytics, RegionalAnalytics } from '../api/get-analytics';

type Figures = RegionalAnalytics['figures'];

export const someFigures = (overrides: Partial<Figures> = {}): Figures => ({ ...noFigures(), ...overrides });

export const aRegional = (overrides: Partial<RegionalAnalytics> = {}): RegionalAnalytics => ({
  region: { id: 1, name: 'Nairobi' },
  cluster: null,
  period: { from: '2026-01', to: '2026-03' },
  totalClusters: 2,
  totalProjects: 3,
  totalParticipants: 1204,
  totalContributions: 12345678.99,
  totalSavingGroups: 7,
  figures: someFigures({ participants: 1204, savingGroups: 7, members: 90, savings: 5000 }),
  clusters: [
    {
      id: 11,
      name: 'Nairobi East',
      projectCount: 2,
      figures: someFigures({ participants: 1000, savingGroups: 5 }),
      projects: [
        { id: 101, code: 'KE0101', name: 'Kibera Hope', figures: someFigures({ participants: 600 }) },
        { id: 102, code: 'KE0102', name: 'Mathare Light', figures: someFigures({ participants: 400 }) },
      ],
    },
    {
      id: 12,
      name: 'Nairobi West',
      projectCount: 1,
      figures: someFigures({ participants: 204, savingGroups: 2 }),
      projects: [
        { id: 103, code: 'KE0103', name: '=Kawangware', figures: someFigures({ participants: 204 }) },
      ],
    },
  ],
  months: [
    { month: '2026-02', expected: 2000, paid: 1500.5, savings: 300 },
    { month: '2026-01', expected: 1000, paid: 1000, savings: 200 },
  ],
  ...overrides,
});

export const aNational = (overrides: Partial<NationalAnalytics> = {}): NationalAnalytics => ({
  period: { from: null, to: '2026-03' },
  totalRegions: 2,
  totalClusters: 5,
  totalProjects: 8,
  totalParticipants: 1500,
  totalContributions: 300000,
  totalSavingGroups: 40,
  figures: someFigures({ participants: 1500, savingGroups: 40, members: 400 }),
  regionSummary: [
    {
      id: 1,
      name: 'Nairobi',
      clusterCount: 3,
      projectCount: 5,
      participantCount: 1200,
      savingGroupCount: 25,
      figures: someFigures(),
    },
    {
      id: 2,
      name: 'Coast',
      clusterCount: 2,
      projectCount: 3,
      participantCount: 300,
      savingGroupCount: 15,
      figures: someFigures(),
    },
  ],
  projects: [
    {
      id: 101,
      code: 'KE0101',
      name: 'Kibera Hope',
      regionId: 1,
      clusterId: 11,
      figures: someFigures({ savingGroups: 4 }),
    },
    {
      id: 201,
      code: 'KE0201',
      name: 'Mombasa Light',
      regionId: 2,
      clusterId: 21,
      figures: someFigures({ savingGroups: 9 }),
    },
    { id: 202, code: 'KE0202', name: 'Kilifi Joy', regionId: 2, clusterId: 21, figures: someFigures() },
  ],
  months: [{ month: '2026-03', expected: 1000, paid: 800, savings: 50 }],
  ...overrides,
});
