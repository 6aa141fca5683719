import { defineReadModel } from '../read-model';
import { type ActivityEvent, batchHandlers, handlers } from './handlers';
import { schema, tables } from './schema';

/**
 * Recent Activity (dashboard): one line per meaningful event, with where it happened so each user sees
 * only its scope.
 */
export const activityModel = defineReadModel<ActivityEvent>({
  name: 'activity',
  tables,
  schema,
  // the feed's scope indexes serve its pages only
  deferredIndexes: ['activity_project', 'activity_cluster', 'activity_region'],
  handlers,
  batchHandlers,
});
