import type { Command } from '../../shared/decider';
import type { Assignment, Profile } from './events';

export type RegisterUser = Command<'RegisterUser', { userId: number; username: string } & Profile>;
export type CreateUser = Command<
  'CreateUser',
  { userId: number; username: string; createdBy: number | null; mustChangePassword: boolean } & Profile &
    Assignment
>;
export type UserCommand = RegisterUser | CreateUser;
