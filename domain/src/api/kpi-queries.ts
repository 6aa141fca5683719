import { z } from 'zod';
import { HEALTH_LIGHTS } from '../saving-groups/health';
import { healthVerdictSchema } from '../saving-groups/rows';
import { queryIdSchema } from '../shared/bounds';
import { periodQuery } from './analytics-queries';
import { contractsOf, dateTextSchema, kesSchema } from './contract';

const { query } = contractsOf('Dashboards');

export const KPI_SCOPES = ['programme', 'region', 'cluster', 'project', 'group'] as const;
export type KpiScope = (typeof KPI_SCOPES)[number];

/** The longest period the KPI route reads, in months. */
export const KPI_MAX_MONTHS = 36;

const ratio = z
  .number()
  .nullable()
  .meta({ description: 'A fraction (0.85 = 85 %), null when nothing divides' });

/** The SAVIX ratios of a group or a scope (domain/src/saving-groups/health.ts defines each). */
export const healthKpisSchema = z
  .object({
    attendanceRate: ratio,
    retention: ratio,
    savingsPerMember: kesSchema.nullable(),
    loanFundUtilisation: ratio,
    par30: ratio,
    annualisedReturn: ratio,
    writeOffs: kesSchema,
    writeOffRatio: ratio,
    activeMembers: z.number().int(),
    meetings: z.number().int(),
    savingsHeld: kesSchema,
    loansOutstanding: kesSchema,
  })
  .meta({ id: 'HealthKpis' });

export const kpiReportSchema = z
  .object({
    scope: z.enum(KPI_SCOPES),
    id: z.number().int(),
    name: z.string(),
    /** The day the stocks and the portfolio at risk are read on. */
    asOf: dateTextSchema,
    period: z.object({ from: z.string(), to: z.string() }),
    /** A group: its current cycle (number and start); null for a wider scope. */
    cycle: z.object({ number: z.number().int(), startedOn: dateTextSchema }).nullable(),
    /** A group: the cycle so far; a wider scope: stocks at the period's end, flows over the period. */
    current: healthKpisSchema,
    /** A group's traffic light; null for a wider scope. */
    health: healthVerdictSchema.nullable(),
    months: z.array(healthKpisSchema.extend({ month: z.string() })),
    /** The groups of the scope by light, and those not green, red first (at most 20). */
    groups: z.object({
      green: z.number().int(),
      amber: z.number().int(),
      red: z.number().int(),
      atRisk: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          projectId: z.number().int(),
          light: z.enum(HEALTH_LIGHTS),
          reasons: z.array(z.string()),
          par30: ratio,
          attendanceRate: ratio,
          retention: ratio,
        }),
      ),
    }),
  })
  .meta({ id: 'KpiReport' });
export type KpiReport = z.infer<typeof kpiReportSchema>;

export const kpiQueries = {
  kpis: query(
    '/api/analytics/kpis',
    "Group health KPIs (attendance, retention, savings per member, loan fund utilisation, PAR30, return on savings, write-offs) of a group, project, cluster, region or the programme: now, by month, and the groups at risk (default: the caller's own scope, the last 12 months)",
    {
      querystring: z.object({
        scope: z.enum(KPI_SCOPES, { error: `scope must be one of ${KPI_SCOPES.join(', ')}` }).optional(),
        id: queryIdSchema('id'),
        ...periodQuery,
      }),
      response: kpiReportSchema,
      errors: [403, 404],
    },
  ),
} as const;
