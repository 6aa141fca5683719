import { type Actor, CREATES, canManageUser, type Location } from '../../access/policy';
import type { Role } from '../../access/roles';
import { ForbiddenError, ValidationError } from '../../shared/errors';

/**
 * The role a new account gets (ACCESS-POLICY.md "Creating users"): SuperAdmin chooses any; a creator of
 * several roles (a NationalDirector: RegionalAdmin or Auditor) gets the one asked for among them and its
 * first otherwise; everyone else the one role it makes, whatever the client sent. Nobody else creates
 * users (403).
 */
export const roleCreatedBy = (actor: Actor, requested: Role | null | undefined): Role => {
  const creates = actor.role === null ? [] : CREATES[actor.role];
  if (creates === 'any') {
    if (!requested) throw new ValidationError('Please select a role', { role: 'Please select a role' });
    return requested;
  }
  const [first] = creates;
  if (first === undefined) throw new ForbiddenError('You cannot create users');
  return requested && creates.includes(requested) ? requested : first;
};

/** The new account's place must be inside the creator's scope (a cluster of its region, ...). */
export const assertMayCreateAt = (actor: Actor, role: Role, location: Location): void => {
  if (!canManageUser(actor, role, location))
    throw new ForbiddenError('You can create users only within your own scope');
};
