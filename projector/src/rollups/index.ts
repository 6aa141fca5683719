import { defineReadModel } from '../read-model';
import { batchHandlers } from './batched';
import { handlers, type RollupEvent } from './handlers';
import { schema, tables } from './schema';

/**
 * Rolled-up figures (participants, contributions by month, saving groups, members, savings, loans
 * outstanding, meetings held, assets by condition) per project, cluster, region and programme, behind
 * the regional and national dashboards.
 */
export const rollupsModel = defineReadModel<RollupEvent>({
  name: 'rollups',
  tables,
  schema,
  handlers,
  batchHandlers,
});
