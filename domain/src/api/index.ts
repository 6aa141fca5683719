import { authCommands } from './auth';
import type { CommandContract } from './contract';
import { contributionCommands } from './contributions';
import { hierarchyCommands } from './hierarchy';
import { participantCommands } from './participants';
import { savingGroupCommands } from './saving-groups';

export { authCommands, contributionCommands, hierarchyCommands, participantCommands, savingGroupCommands };

/** Every command route's contract: what the command service registers and the OpenAPI document lists. */
export const COMMAND_CONTRACTS: readonly CommandContract[] = [
  ...Object.values(authCommands),
  ...Object.values(hierarchyCommands),
  ...Object.values(participantCommands),
  ...Object.values(contributionCommands),
  ...Object.values(savingGroupCommands),
];
