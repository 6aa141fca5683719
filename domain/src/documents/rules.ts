import { type Actor, assignmentLevel, hasCapability, inScope } from '../access/policy';
import type { Role } from '../access/roles';
import type { DocumentPlace } from './document/events';
import type { DocumentStatus } from './schemas';

/**
 * Who may do what with a document, as pure functions: the decider enforces them and the read API
 * answers them per row (mayEdit, mayDelete, mayReview), so the screen holds no rule of its own.
 */

/** The rank of each role; a document is reviewed by a strictly higher rank than its uploader's. */
export const ROLE_LEVEL: Readonly<Record<Role, number>> = {
  /** uploads nothing and reviews nothing */
  Auditor: 0,
  ChurchFacilitator: 1,
  ProjectAdmin: 2,
  ClusterAdmin: 3,
  RegionalAdmin: 4,
  NationalDirector: 5,
  SuperAdmin: 6,
};

/** The uploader's place: its assignment, null above its role's level (a regional admin has no project). */
export const documentPlaceOf = (actor: Actor): DocumentPlace => {
  const level = actor.role === null ? 'none' : assignmentLevel(actor.role);
  return {
    regionId: level === 'none' ? null : actor.regionId,
    clusterId: level === 'cluster' || level === 'project' ? actor.clusterId : null,
    projectId: level === 'project' ? actor.projectId : null,
  };
};

/** What the rules need to know of a document. */
export interface DocumentFacts extends DocumentPlace {
  readonly uploadedById: number;
  readonly uploaderRole: Role;
  readonly status: DocumentStatus;
}

/** A document is read by whoever's scope holds the uploader's place. */
export const mayReadDocument = (actor: Actor, doc: DocumentPlace): boolean => inScope(actor, doc);

/** Edit or delete: every role that may within scope; a facilitator only their own uploads. */
export const mayChangeDocument = (actor: Actor, doc: DocumentFacts): boolean =>
  mayReadDocument(actor, doc) &&
  hasCapability(actor, 'documents.edit') &&
  (actor.role !== 'ChurchFacilitator' || doc.uploadedById === actor.userId);

/** Why a reviewer may not review a document, or null when they may (status aside). */
export const reviewRefusal = (actor: Actor, doc: DocumentFacts): string | null => {
  if (!hasCapability(actor, 'documents.review') || actor.role === null) return 'You may not review documents';
  if (doc.uploadedById === actor.userId) return 'You may not review your own document';
  if (ROLE_LEVEL[actor.role] <= ROLE_LEVEL[doc.uploaderRole])
    return `A ${doc.uploaderRole}'s document is reviewed by a higher role than ${actor.role}`;
  return null;
};

export const isDecided = (status: DocumentStatus): boolean => status === 'Approved' || status === 'Rejected';

export const mayReviewDocument = (actor: Actor, doc: DocumentFacts): boolean =>
  mayReadDocument(actor, doc) && reviewRefusal(actor, doc) === null && !isDecided(doc.status);

/** The access log: managers of the document's scope (ProjectAdmin and above), never a facilitator. */
export const mayReadAccessLog = (actor: Actor, doc: DocumentPlace): boolean =>
  actor.role !== null && actor.role !== 'ChurchFacilitator' && mayReadDocument(actor, doc);
