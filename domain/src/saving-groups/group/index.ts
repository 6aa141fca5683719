import type { Decider } from '../../shared/decider';
import type { GroupCommand } from './commands';
import { decide } from './decide';
import type { GroupEvent } from './events';
import { evolve, type GroupState, initialState } from './state';

export type * from './commands';
export type * from './events';
export {
  type GroupLedger,
  type GroupMember,
  type GroupState,
  isActiveMember,
  loanFund,
  type RegisteredGroup,
} from './state';

export const groupStream = (id: number): string => `group-${id}`;
export const groupDecider: Decider<GroupCommand, GroupEvent, GroupState> = {
  decide,
  evolve,
  initialState,
};
