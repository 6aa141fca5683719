import type { Role } from '../../access/roles';
import type { DomainEvent } from '../../shared/decider';
import type { Language } from '../../shared/language';
import type { UserActionType } from './actions';

export interface Profile {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

export interface Assignment {
  role: Role;
  regionId: number | null;
  clusterId: number | null;
  projectId: number | null;
}

/** Who changed an account (null: the system) and why, when a reason was given. */
export interface Change {
  userId: number;
  by: number | null;
  reason: string | null;
}

/** A person signed up on the sign-in screen: no role and no scope until an administrator assigns them. */
export type UserRegistered = DomainEvent<'UserRegistered', { userId: number; username: string } & Profile>;
/** An administrator (or the demo seed) created an account with a role and its resolved scope chain. */
export type UserCreated = DomainEvent<'UserCreated', NewAccount>;
/** A created account: its profile, role and scope, and whether its password is to be changed at sign-in. */
export type NewAccount = {
  userId: number;
  username: string;
  createdBy: number | null;
  mustChangePassword: boolean;
} & Profile &
  Assignment;
/** Names, email or phone changed by a user who manages the account. */
export type UserUpdated = DomainEvent<'UserUpdated', Change & Profile>;
/** The account may no longer sign in; its sessions were ended. */
export type UserDeactivated = DomainEvent<'UserDeactivated', Change>;
export type UserReactivated = DomainEvent<'UserReactivated', Change>;
/** A one-time password was issued. The event records only that it happened, never the password. */
export type PasswordReset = DomainEvent<'PasswordReset', Change>;
/** The user chose a new password (never recorded here); a pending first-sign-in change is done. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { userId: number }>;
/** The user chose the language the product speaks to it in (kept for every browser it signs in from). */
export type LanguageChosen = DomainEvent<'LanguageChosen', { userId: number; language: Language }>;
/** SuperAdmin gave a self-registered account its role and scope. */
export type RoleAssigned = DomainEvent<'RoleAssigned', Change & Assignment>;

/**
 * A user-management attempt the policy refused (docs/access-policy.md: every refused attempt is recorded), on
 * the stream of the user who tried: `userId` is that user, `targetUserId` the account it aimed at.
 */
export type UserManagementRefused = DomainEvent<'UserManagementRefused', Refusal>;
/** A refused attempt: `userId` made it, `targetUserId` is the account it aimed at. */
export interface Refusal {
  userId: number;
  action: UserActionType;
  targetUserId: number | null;
  reason: string;
}

export type UserEvent =
  | UserRegistered
  | UserCreated
  | UserUpdated
  | UserDeactivated
  | UserReactivated
  | PasswordReset
  | PasswordChanged
  | LanguageChosen
  | RoleAssigned
  | UserManagementRefused;
