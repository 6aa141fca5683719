import type { ContributionEvent } from '@pm/domain';
import { defineFoldedModel } from '../read-model';
import { fold, types } from './handlers';
import { schema, tables } from './schema';

/**
 * Contributions per participant and month, and their payments (reversals kept, never deleted); written
 * once, as a fold over a run of its events (handlers.ts).
 */
export const contributionsModel = defineFoldedModel<ContributionEvent>({
  name: 'contributions',
  tables,
  schema,
  // the scopes' month indexes serve the lists only (payments_contribution_id stays: a payment's handler sums by it)
  deferredIndexes: [
    'contributions_project_month',
    'contributions_cluster_month',
    'contributions_region_month',
  ],
  types,
  fold,
});
