import type { BatchHandlers } from '../read-model';
import { defineReadModel } from '../read-model';
import { foldKpis } from './fold';
import { handlers, type KpiEvent } from './handlers';
import { schema, tables } from './schema';

/**
 * Group health (attendance, retention, savings per member, loan fund utilisation, PAR30, return on
 * savings, write-offs) per group, project, cluster, region and programme, by month and for each group's
 * current cycle, behind the KPI panels of the facilitator, regional and national dashboards.
 */
/** Every run of the model's events, of whatever types, is folded in memory (fold.ts). */
const batchHandlers = Object.fromEntries(
  Object.keys(handlers).map((type) => [type, foldKpis]),
) as unknown as BatchHandlers<KpiEvent>;

export const kpisModel = defineReadModel<KpiEvent>({
  name: 'kpis',
  tables,
  schema,
  handlers,
  batchHandlers,
});
