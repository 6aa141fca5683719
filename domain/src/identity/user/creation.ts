import { type Actor, CREATES, canManageUser, type Location } from '../../access/policy';
import type { Role } from '../../access/roles';
import { ForbiddenError, msg, ValidationError } from '../../shared/errors';

/**
 * The role a new account gets (docs/access-policy.md "Creating users"): SuperAdmin chooses any; a creator of
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
  if (!requested) return first;
  // a role the caller may not create is refused, never quietly turned into one they may (a ProjectAdmin
  // asking for a SuperAdmin once got a ChurchFacilitator and 201)
  if (!creates.includes(requested))
    throw new ForbiddenError(msg`Your role cannot create ${{ role: requested }} accounts`);
  return requested;
};

/** The new account's place must be inside the creator's scope (a cluster of its region, ...). */
export const assertMayCreateAt = (actor: Actor, role: Role, location: Location): void => {
  if (!canManageUser(actor, role, location))
    throw new ForbiddenError('You can create users only within your own scope');
};
