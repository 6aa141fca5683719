import type { Actor } from '../../access/policy';
import type { Command } from '../../shared/decider';
import type { ReviewStatus } from '../schemas';
import type { DocumentDetails, DocumentFile, DocumentPlace } from './events';

/** The acting user as the policy sees it (role and place), for the scope and review rules. */
export interface DocumentActorFacts {
  actor: Actor;
}

export type UploadDocument = Command<
  'UploadDocument',
  { documentId: number } & DocumentDetails & DocumentFile & DocumentActorFacts & { place: DocumentPlace }
>;
export type UpdateDocument = Command<'UpdateDocument', DocumentDetails & DocumentActorFacts>;
export type DeleteDocument = Command<'DeleteDocument', DocumentActorFacts>;
export type ReviewDocument = Command<
  'ReviewDocument',
  { status: ReviewStatus; notes: string | null } & DocumentActorFacts
>;

export type DocumentCommand = UploadDocument | UpdateDocument | DeleteDocument | ReviewDocument;
