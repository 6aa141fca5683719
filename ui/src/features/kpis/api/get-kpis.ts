import type { KpiReport, KpiScope } from '@pm/domain/api/kpi-queries';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/query';

export type { KpiReport, KpiScope };

export const KPIS_URL = '/api/analytics/kpis';

export interface KpiQuery {
  /** Omitted: the caller's own scope (a facilitator's project, a RegionalAdmin's region, the programme). */
  readonly scope?: KpiScope;
  readonly id?: number;
  /** YYYY-MM bounds; omitted, the server reads the last 12 months. */
  readonly from?: string | null;
  readonly to?: string | null;
}

/** Only what is set goes on the query string, so the server's defaults apply to the rest. */
export const kpiParams = ({ scope, id, from, to }: KpiQuery): Record<string, string> => ({
  ...(scope ? { scope } : {}),
  ...(scope && id !== undefined ? { id: String(id) } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

export const kpisQueryOptions = (query: KpiQuery) => getQueryOptions<KpiReport>(KPIS_URL, kpiParams(query));

/** GET /api/analytics/kpis: the health ratios of a scope now, by month, and its groups at risk. */
export const useKpis = (query: KpiQuery) => useQuery(kpisQueryOptions(query));
