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
  handlers,
  batchHandlers,
});
