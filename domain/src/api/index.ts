import { assetCommands } from './assets';
import { authCommands } from './auth';
import type { CommandContract } from './contract';
import { contributionCommands } from './contributions';
import { hierarchyCommands } from './hierarchy';
import { participantCommands } from './participants';
import { savingGroupCommands } from './saving-groups';
import { userCommands } from './users';

export {
  assetCommands,
  authCommands,
  contributionCommands,
  hierarchyCommands,
  participantCommands,
  savingGroupCommands,
  userCommands,
};

/** Every command route's contract: what the command service registers and the OpenAPI document lists. */
export const COMMAND_CONTRACTS: readonly CommandContract[] = [
  ...Object.values(authCommands),
  ...Object.values(hierarchyCommands),
  ...Object.values(participantCommands),
  ...Object.values(contributionCommands),
  ...Object.values(savingGroupCommands),
  ...Object.values(assetCommands),
  ...Object.values(userCommands),
];
