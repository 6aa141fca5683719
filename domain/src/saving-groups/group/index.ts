import type { Decider } from '../../shared/decider';
import type { GroupCommand } from './commands';
import { decide } from './decide';
import type { GroupEvent } from './events';
import { evolve, type GroupState, initialState } from './state';

export type * from './commands';
export type * from './events';
export {
  assertLateFine,
  assertLoanRules,
  isLoanActive,
  loanCeiling,
  MAX_CEILING_MULTIPLE,
  netSavingsOf,
} from './lending';
export {
  DEFAULT_LOAN_RULES,
  type GroupLedger,
  type GroupMember,
  type GroupState,
  isActiveMember,
  type LoanFacts,
  loanFund,
  type RegisteredGroup,
} from './state';

export const groupStream = (id: number): string => `group-${id}`;
export const groupDecider: Decider<GroupCommand, GroupEvent, GroupState> = {
  decide,
  evolve,
  initialState,
};
