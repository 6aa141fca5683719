import { type Actor, CREATES, canManageUser, type Location } from '../../access/policy';
import type { Role } from '../../access/roles';
import { ForbiddenError, ValidationError } from '../../shared/errors';

/**
 * The role a new account gets: the one the creator's role makes (ACCESS-POLICY.md "Creating users"),
 * whatever the client sent; only SuperAdmin chooses. Nobody else creates users (403).
 */
export const roleCreatedBy = (actor: Actor, requested: Role | null | undefined): Role => {
  const creates = actor.role === null ? null : CREATES[actor.role];
  if (creates === null) throw new ForbiddenError('You cannot create users');
  if (creates !== 'any') return creates;
  if (!requested) throw new ValidationError('Please select a role', { role: 'Please select a role' });
  return requested;
};

/** The new account's place must be inside the creator's scope (a cluster of its region, ...). */
export const assertMayCreateAt = (actor: Actor, role: Role, location: Location): void => {
  if (!canManageUser(actor, role, location))
    throw new ForbiddenError('You can create users only within your own scope');
};
