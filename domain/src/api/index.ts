import { assetCommands } from './assets';
import { authCommands } from './auth';
import { collectionCommands } from './collections';
import type { CommandContract } from './contract';
import { contributionCommands } from './contributions';
import { cycleCommands } from './cycle-commands';
import { documentCommands } from './documents';
import { hierarchyCommands } from './hierarchy';
import { meetingCommands } from './meetings';
import { mobilePaymentCommands } from './mobile-money';
import { participantCommands } from './participants';
import { payRequestCommands } from './pay-requests';
import { reportCommands } from './reports';
import { reversalCommands } from './reversals';
import { savingGroupCommands } from './saving-groups';
import { smsCommands } from './sms';
import { userCommands } from './users';
import { ussdCommands } from './ussd';
import { visitationCommands } from './visitations';

export {
  assetCommands,
  authCommands,
  collectionCommands,
  contributionCommands,
  cycleCommands,
  documentCommands,
  hierarchyCommands,
  meetingCommands,
  mobilePaymentCommands,
  participantCommands,
  payRequestCommands,
  reportCommands,
  reversalCommands,
  savingGroupCommands,
  smsCommands,
  userCommands,
  ussdCommands,
  visitationCommands,
};

/** Every command route's contract: what the command service registers and the OpenAPI document lists. */
export const COMMAND_CONTRACTS: readonly CommandContract[] = [
  authCommands,
  hierarchyCommands,
  participantCommands,
  contributionCommands,
  mobilePaymentCommands,
  payRequestCommands,
  savingGroupCommands,
  cycleCommands,
  meetingCommands,
  collectionCommands,
  reversalCommands,
  visitationCommands,
  assetCommands,
  reportCommands,
  smsCommands,
  userCommands,
  ussdCommands,
  documentCommands,
].flatMap((contracts) => Object.values(contracts));
