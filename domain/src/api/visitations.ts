import { z } from 'zod';
import { recordVisitationSchema, visitationRowSchema } from '../saving-groups/visitation-schemas';
import { projectQuerySchema, queryIdSchema } from '../shared/bounds';
import { contractsOf } from './contract';

const { command, query } = contractsOf('Saving Group Ministry');

/** Visits to saving groups (spec: fields group_visitations, the facilitator dashboard's Visitations link). */
export const visitationCommands = {
  recordVisitation: command(
    'POST /api/group-visitations',
    201,
    'Record a visit to a group (RecordVisitation)',
    {
      body: recordVisitationSchema,
      errors: [403, 404, 409, 422],
    },
  ),
} as const;

export const visitationQueries = {
  listVisitations: query(
    '/api/group-visitations',
    'Visits of one group or of every group in scope, newest first',
    {
      querystring: z.object({ projectId: projectQuerySchema, groupId: queryIdSchema('groupId') }),
      response: z.array(visitationRowSchema),
      errors: [403, 404],
    },
  ),
} as const;
