import type { ParticipantEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { batchHandlers, handlers } from './handlers';
import { schema, tables } from './schema';

/**
 * The participant register behind GET /api/participants and the dashboard. Personal fields are opened
 * here with the participant's key; once the key is destroyed they stay empty, on a rebuild too.
 */
export const participantsModel = defineReadModel<ParticipantEvent>({
  name: 'participants',
  tables,
  schema,
  handlers,
  batchHandlers,
});
