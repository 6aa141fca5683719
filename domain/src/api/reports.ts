import { requestReportSchema } from '../reports/schemas';
import { contractsOf } from './contract';

const { command } = contractsOf('Reports');

/** Writes of the Reports screen: a report is requested, then produced in the background. */
export const reportCommands = {
  requestReport: command(
    'POST /api/project-reports',
    201,
    'Request a report of the caller scope or one project in it; it is produced in the background ' +
      '(GET /api/project-reports/{id} shows its progress) (RequestReport). At most 2 queued or running ' +
      'per user: 429 with Retry-After beyond that',
    { body: requestReportSchema, errors: [403, 404, 429], readOnlyOpen: true },
  ),
} as const;
