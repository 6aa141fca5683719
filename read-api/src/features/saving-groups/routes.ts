import type { QueryRoute } from '../../lib/define-query';
import { collectionQueryRoutes } from './collections';
import { cycleQueryRoutes } from './cycles';
import { groupReportRoutes } from './group-reports';
import { groupQueries } from './groups';
import { lateFineQueries } from './late-fines';
import { ledgerQueries } from './ledger';
import { meetingQueryRoutes } from './meetings';
import { visitationQueryRoutes } from './visitations';

/** The Saving Group Ministry's GET routes. */
export const savingGroupQueryRoutes: readonly QueryRoute[] = [
  ...groupQueries,
  ...lateFineQueries,
  ...ledgerQueries,
  ...meetingQueryRoutes,
  ...collectionQueryRoutes,
  ...visitationQueryRoutes,
  ...groupReportRoutes,
  ...cycleQueryRoutes,
];
