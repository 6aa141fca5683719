import { defineFoldedModel } from '../read-model';
import { KPI_EVENT_TYPES, type KpiEvent } from './events';
import { foldKpis } from './fold';
import { schema, tables } from './schema';

/**
 * Group health (attendance, retention, savings per member, loan fund utilisation, PAR30, return on
 * savings, write-offs) per group, project, cluster, region and programme, by month and for each group's
 * current cycle, behind the KPI panels of the facilitator, regional and national dashboards.
 */
export const kpisModel = defineFoldedModel<KpiEvent>({
  name: 'kpis',
  tables,
  schema,
  types: KPI_EVENT_TYPES,
  fold: foldKpis,
});
