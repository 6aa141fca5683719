import { defineFoldedModel } from '../read-model';
import { type ActivityEvent, fold, types } from './handlers';
import { schema, tables } from './schema';

/**
 * Recent Activity (dashboard): one line per meaningful event, with where it happened so each user sees
 * only its scope. Written once, as a fold over a run of its events (handlers.ts).
 */
export const activityModel = defineFoldedModel<ActivityEvent>({
  name: 'activity',
  tables,
  schema,
  // the feed's scope indexes serve its pages only
  deferredIndexes: ['activity_project', 'activity_cluster', 'activity_region'],
  types,
  fold,
});
