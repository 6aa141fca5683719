import { accountQueries } from './account-queries';
import type { QueryContract } from './contract';
import { hierarchyQueries } from './hierarchy-queries';
import { participantQueries } from './participant-queries';
import { savingGroupQueries } from './saving-group-queries';

/** Every GET route of the API (the read API registers exactly these). */
export const QUERY_CONTRACTS: readonly QueryContract[] = [
  ...Object.values(accountQueries),
  ...Object.values(hierarchyQueries),
  ...Object.values(participantQueries),
  ...Object.values(savingGroupQueries),
];

export { accountQueries, hierarchyQueries, participantQueries, savingGroupQueries };
