import { accountQueries } from './account-queries';
import { assetQueries } from './asset-queries';
import type { QueryContract } from './contract';
import { hierarchyQueries } from './hierarchy-queries';
import { participantQueries } from './participant-queries';
import { savingGroupQueries } from './saving-group-queries';
import { userQueries } from './user-queries';

/** Every GET route of the API (the read API registers exactly these). */
export const QUERY_CONTRACTS: readonly QueryContract[] = [
  ...Object.values(accountQueries),
  ...Object.values(hierarchyQueries),
  ...Object.values(participantQueries),
  ...Object.values(savingGroupQueries),
  ...Object.values(assetQueries),
  ...Object.values(userQueries),
];

export {
  accountQueries,
  assetQueries,
  hierarchyQueries,
  participantQueries,
  savingGroupQueries,
  userQueries,
};
