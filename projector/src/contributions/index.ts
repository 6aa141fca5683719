import type { ContributionEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { batchHandlers, handlers } from './handlers';
import { schema, tables } from './schema';

/** Contributions per participant and month, and their payments (reversals kept, never deleted). */
export const contributionsModel = defineReadModel<ContributionEvent>({
  name: 'contributions',
  tables,
  schema,
  handlers,
  batchHandlers,
});
