import type { ContributionEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { batchHandlers, handlers } from './handlers';
import { schema, tables } from './schema';

/** Contributions per participant and month, and their payments (reversals kept, never deleted). */
export const contributionsModel = defineReadModel<ContributionEvent>({
  name: 'contributions',
  tables,
  schema,
  // the scopes' month indexes serve the lists only (payments_contribution_id stays: a payment's handler sums by it)
  deferredIndexes: [
    'contributions_project_month',
    'contributions_cluster_month',
    'contributions_region_month',
  ],
  handlers,
  batchHandlers,
});
