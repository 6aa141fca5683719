import { defineReadModel } from '../read-model';
import { batchHandlers, handlers, type MeetingEvent } from './handlers';
import { schema, tables } from './schema';

/** Meetings of saving groups (spec: fields group_meetings) and each meeting's attendance list. */
export const meetingsModel = defineReadModel<MeetingEvent>({
  name: 'meetings',
  tables,
  schema,
  handlers,
  batchHandlers,
});
