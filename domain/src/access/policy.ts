import { ForbiddenError } from '../shared/errors';
import { ROLES, type Role } from './roles';

/**
 * The access policy of docs/access-policy.md, as pure functions. Every route of both services asks
 * this module; nothing else decides what a user may read or change.
 */

/** The signed-in user as the policy sees it: role plus the resolved chain of its assignment. */
export interface Actor {
  readonly userId: number;
  readonly username: string;
  /** null for a self-registered account not yet assigned by an administrator. */
  readonly role: Role | null;
  readonly regionId: number | null;
  readonly clusterId: number | null;
  readonly projectId: number | null;
}

/** Where an object sits in the hierarchy, resolved as far as it goes (a project knows its cluster and region). */
export interface Location {
  readonly regionId: number | null;
  readonly clusterId: number | null;
  readonly projectId: number | null;
}

export type Scope =
  | { readonly kind: 'all' }
  | { readonly kind: 'region'; readonly regionId: number }
  | { readonly kind: 'cluster'; readonly clusterId: number }
  | { readonly kind: 'project'; readonly projectId: number }
  | { readonly kind: 'none' };

export const scopeOf = (actor: Actor): Scope => {
  switch (actor.role) {
    case 'SuperAdmin':
    case 'NationalDirector':
      return { kind: 'all' };
    case 'RegionalAdmin':
      return actor.regionId === null ? { kind: 'none' } : { kind: 'region', regionId: actor.regionId };
    case 'ClusterAdmin':
      return actor.clusterId === null ? { kind: 'none' } : { kind: 'cluster', clusterId: actor.clusterId };
    case 'ProjectAdmin':
    case 'ChurchFacilitator':
      return actor.projectId === null ? { kind: 'none' } : { kind: 'project', projectId: actor.projectId };
    case 'Auditor':
      // assigned at any level: the most specific place it holds, or the whole programme
      if (actor.projectId !== null) return { kind: 'project', projectId: actor.projectId };
      if (actor.clusterId !== null) return { kind: 'cluster', clusterId: actor.clusterId };
      if (actor.regionId !== null) return { kind: 'region', regionId: actor.regionId };
      return { kind: 'all' };
    case null:
      return { kind: 'none' };
  }
};

/** Is the object at `location` inside the actor's scope (the object or anything under it)? */
export const inScope = (actor: Actor, location: Location): boolean => {
  const scope = scopeOf(actor);
  switch (scope.kind) {
    case 'all':
      return true;
    case 'region':
      return location.regionId === scope.regionId;
    case 'cluster':
      return location.clusterId === scope.clusterId;
    case 'project':
      return location.projectId === scope.projectId;
    case 'none':
      return false;
  }
};

/**
 * A scoped user may also read the names of the levels above its own scope (a project admin sees its
 * cluster's and region's names), never their contents.
 */
export const isAncestorOfScope = (actor: Actor, location: Location): boolean => {
  const scope = scopeOf(actor);
  if (scope.kind === 'none' || scope.kind === 'all') return false;
  const isRegionLevel = location.clusterId === null && location.projectId === null;
  const isClusterLevel = location.clusterId !== null && location.projectId === null;
  if (isRegionLevel) return location.regionId !== null && location.regionId === actor.regionId;
  if (isClusterLevel) return scope.kind === 'project' && location.clusterId === actor.clusterId;
  return false;
};

export const canRead = (actor: Actor, location: Location): boolean =>
  inScope(actor, location) || isAncestorOfScope(actor, location);

export const CAPABILITIES = [
  'hierarchy.manage',
  'projects.manage',
  'participants.manage',
  'participants.erase',
  'payments.record',
  'payments.reverse',
  'mobilePayments.decide',
  'assets.manage',
  'sms.send',
  'users.manage',
  'savingGroups.manage',
  'savingGroups.reverse',
  'emergency.decide',
  'savingGroups.closeCycle',
  'savingGroups.writeOff',
  'documents.upload',
  'documents.edit',
  'documents.review',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const SA: Role = 'SuperAdmin';
const ND: Role = 'NationalDirector';
const RA: Role = 'RegionalAdmin';
const CA: Role = 'ClusterAdmin';
const PA: Role = 'ProjectAdmin';
const CF: Role = 'ChurchFacilitator';

/** The "Writes" table of docs/access-policy.md. documents.edit for a facilitator is further limited to own uploads. */
export const GRANTS: Readonly<Record<Capability, readonly Role[]>> = {
  'hierarchy.manage': [SA],
  'projects.manage': [SA, CA],
  'participants.manage': [SA, CA, PA],
  'participants.erase': [SA],
  'payments.record': [SA, CA, PA],
  'payments.reverse': [SA, CA, PA],
  /** Assign an unmatched M-Pesa payment to a child, or mark it for refund: as recording a payment. */
  'mobilePayments.decide': [SA, CA, PA],
  'assets.manage': [SA, CA, PA],
  'sms.send': [SA, CA, PA],
  'users.manage': [SA, ND, RA, CA, PA],
  'savingGroups.manage': [SA, CA, PA, CF],
  /** Any time; the recorder (a facilitator too) may reverse their own entry on the day it was recorded. */
  'savingGroups.reverse': [SA, CA, PA],
  'emergency.decide': [SA, CA, PA],
  /** Confirm or reject a proposed cycle close; proposing needs savingGroups.manage (a facilitator too). */
  'savingGroups.closeCycle': [SA, CA, PA],
  /** Write off what is still owed on a loan past its due date. */
  'savingGroups.writeOff': [SA, CA, PA],
  'documents.upload': [ND, RA, CA, PA, CF],
  'documents.edit': [SA, ND, RA, CA, PA, CF],
  'documents.review': [SA, ND, RA, CA, PA],
};

export const hasCapability = (actor: Actor, capability: Capability): boolean =>
  actor.role !== null && GRANTS[capability].includes(actor.role);

/** May the actor do `capability` on an object at `location`? Both the role grant and the scope must hold. */
export const can = (actor: Actor, capability: Capability, location?: Location): boolean =>
  hasCapability(actor, capability) && (location === undefined || inScope(actor, location));

export const assertCan = (actor: Actor, capability: Capability, location?: Location): void => {
  if (!can(actor, capability, location)) throw new ForbiddenError();
};

/** Whether the actor has any programme scope at all (a self-registered, unassigned account has none). */
export const hasProgrammeAccess = (actor: Actor): boolean => scopeOf(actor).kind !== 'none';

/** The read-only role: every write answers 403, every read of its scope is open. */
export const isAuditor = (actor: Actor): boolean => actor.role === 'Auditor';

/**
 * Screens gated by a write capability (the SMS screen is for those who send) are open to those who hold it
 * and, read-only, to an Auditor: it reads every screen of its scope.
 */
export const maySee = (actor: Actor, capability: Capability): boolean =>
  hasCapability(actor, capability) || isAuditor(actor);

/**
 * The M-Pesa payments list (docs/access-policy.md, "Mobile payments"): those who decide on unmatched
 * payments, and, read-only, the roles that oversee children's payments without recording them (the
 * NationalDirector, a RegionalAdmin and the Auditor). A facilitator works with saving groups, not with
 * children's payments, and does not read it.
 */
export const mayReadMobilePayments = (actor: Actor): boolean =>
  hasCapability(actor, 'mobilePayments.decide') ||
  actor.role === 'NationalDirector' ||
  actor.role === 'RegionalAdmin' ||
  isAuditor(actor);

/**
 * Where an M-Pesa payment sits: the project it is listed for, or nowhere when its reference named no
 * project, so that only programme-wide actors (scope `all`) hold it (`inScope` matches no null place).
 */
export const mobilePaymentPlace = (project: Location | null): Location =>
  project ?? { regionId: null, clusterId: null, projectId: null };

/**
 * The user-creation table: which roles a creator makes (the first is the one made when the client asks
 * for none or for one it may not make), 'any' for SuperAdmin, empty for those who create nobody.
 */
export const CREATES: Readonly<Record<Role, readonly Role[] | 'any'>> = {
  SuperAdmin: 'any',
  NationalDirector: ['RegionalAdmin', 'Auditor'],
  RegionalAdmin: ['ClusterAdmin'],
  ClusterAdmin: ['ProjectAdmin'],
  ProjectAdmin: ['ChurchFacilitator'],
  ChurchFacilitator: [],
  Auditor: [],
};

/** The roles the actor may create: every role for SuperAdmin, none for a user without a role. */
export const rolesCreatedBy = (actor: Actor): readonly Role[] => {
  if (actor.role === null) return [];
  const creates = CREATES[actor.role];
  return creates === 'any' ? ROLES : creates;
};

/**
 * The level a role is assigned to; 'any' for the Auditor, assigned to the programme (no place), a region,
 * a cluster or a project.
 */
export const assignmentLevel = (role: Role): 'none' | 'region' | 'cluster' | 'project' | 'any' => {
  switch (role) {
    case 'SuperAdmin':
    case 'NationalDirector':
      return 'none';
    case 'RegionalAdmin':
      return 'region';
    case 'ClusterAdmin':
      return 'cluster';
    case 'ProjectAdmin':
    case 'ChurchFacilitator':
      return 'project';
    case 'Auditor':
      return 'any';
  }
};

/**
 * May the actor manage (edit, read the history of) a user with `targetRole` at `targetLocation`? Only
 * users it could have created: SuperAdmin anyone; otherwise the role one level down, inside its scope.
 */
export const canManageUser = (actor: Actor, targetRole: Role | null, targetLocation: Location): boolean => {
  if (actor.role === null) return false;
  const creates = CREATES[actor.role];
  if (creates === 'any') return true;
  return targetRole !== null && creates.includes(targetRole) && inScope(actor, targetLocation);
};

/** The product's own health (failing read models, their errors): SuperAdmin's, whose row reads "everything". */
export const mayOperateSystem = (actor: Actor): boolean => actor.role === 'SuperAdmin';
