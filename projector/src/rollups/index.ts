import { defineFoldedModel } from '../read-model';
import { ROLLUP_EVENT_TYPES, type RollupEvent } from './events';
import { foldRollups } from './fold';
import { schema, tables } from './schema';

/**
 * Rolled-up figures (participants, contributions by month, saving groups, members, savings, loans
 * outstanding, meetings held, assets by condition) per project, cluster, region and programme, behind
 * the regional and national dashboards.
 */
export const rollupsModel = defineFoldedModel<RollupEvent>({
  name: 'rollups',
  tables,
  schema,
  types: ROLLUP_EVENT_TYPES,
  fold: foldRollups,
});
