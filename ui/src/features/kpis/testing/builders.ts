import type { KpiReport } from '../api/get-kpis';

type Kpis = KpiReport['current'];
type Month = KpiReport['months'][number];
type AtRisk = KpiReport['groups']['atRisk'][number];

/** Test data builders for the unit specs of this feature. */

export const someKpis = (overrides: Partial<Kpis> = {}): Kpis => ({
  attendanceRate: 0.85,
  retention: 0.9512,
  savingsPerMember: 1500.5,
  loanFundUtilisation: 0.625,
  par30: 0.0712,
  annualisedReturn: 0.184,
  writeOffs: 2000,
  writeOffRatio: 0.02,
  activeMembers: 120,
  meetings: 40,
  savingsHeld: 180060,
  loansOutstanding: 90000,
  ...overrides,
});

export const aKpiMonth = (month: string, overrides: Partial<Month> = {}): Month => ({
  ...someKpis(),
  month,
  ...overrides,
});

export const anAtRiskGroup = (overrides: Partial<AtRisk> = {}): AtRisk => ({
  id: 7,
  name: 'Tumaini Savers',
  projectId: 1,
  light: 'red',
  reasons: ['PAR30 12.5 % above 10 %', 'Attendance 70 % below 75 %'],
  par30: 0.125,
  attendanceRate: 0.7,
  retention: 0.95,
  ...overrides,
});

export const aKpiReport = (overrides: Partial<KpiReport> = {}): KpiReport => ({
  scope: 'project',
  id: 1,
  name: 'Kibera Hope',
  asOf: '2026-03-31',
  period: { from: '2026-01', to: '2026-03' },
  cycle: null,
  current: someKpis(),
  health: null,
  months: [
    aKpiMonth('2026-02', {
      attendanceRate: 0.8,
      par30: 0.05,
      loanFundUtilisation: 0.6,
      savingsPerMember: 1400,
    }),
    aKpiMonth('2026-01', {
      attendanceRate: 0.75,
      par30: null,
      loanFundUtilisation: 0.5,
      savingsPerMember: 1300,
    }),
  ],
  groups: {
    green: 5,
    amber: 1,
    red: 1,
    atRisk: [
      anAtRiskGroup(),
      anAtRiskGroup({
        id: 8,
        name: 'Baraka',
        light: 'amber',
        reasons: ['No meeting for 50 days'],
        par30: null,
        attendanceRate: 0.8,
        retention: 1,
      }),
    ],
  },
  ...overrides,
});
