import type { Decider } from '../../shared/decider';
import type { UserCommand } from './commands';
import { decide } from './decide';
import type { UserEvent } from './events';
import { evolve, initialState, type UserState } from './state';

export { USER_ACTION_TYPES, type UserActionType } from './actions';
export type * from './commands';
export { assertMayCreateAt, roleCreatedBy } from './creation';
export type * from './events';
export type { UserState } from './state';

export const userStream = (userId: number): string => `user-${userId}`;
export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide, evolve, initialState };
export type { CurrentUser } from './view';
