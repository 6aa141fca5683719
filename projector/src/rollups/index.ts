import { type BatchHandlers, defineReadModel } from '../read-model';
import { foldRollups } from './fold';
import { handlers, type RollupEvent } from './handlers';
import { schema, tables } from './schema';

/** Every run of the model's events, of whatever types, is folded in memory (fold.ts). */
const batchHandlers = Object.fromEntries(
  Object.keys(handlers).map((type) => [type, foldRollups]),
) as unknown as BatchHandlers<RollupEvent>;

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
