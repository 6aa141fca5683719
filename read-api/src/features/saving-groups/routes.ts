import type { QueryRoute } from '../../lib/define-query';
import { groupQueries } from './groups';
import { ledgerQueries } from './ledger';

/** The Saving Group Ministry's GET routes. */
export const savingGroupQueryRoutes: readonly QueryRoute[] = [...groupQueries, ...ledgerQueries];
