import type { Role } from '../../access/roles';
import type { DomainEvent } from '../../shared/decider';

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

/** A person signed up on the sign-in screen: no role and no scope until an administrator assigns them. */
export type UserRegistered = DomainEvent<'UserRegistered', { userId: number; username: string } & Profile>;
/** An administrator (or the demo seed) created an account with a role and its resolved scope chain. */
export type UserCreated = DomainEvent<
  'UserCreated',
  { userId: number; username: string; createdBy: number | null; mustChangePassword: boolean } & Profile &
    Assignment
>;
export type UserEvent = UserRegistered | UserCreated;
