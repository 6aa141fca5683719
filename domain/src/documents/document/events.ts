import type { Role } from '../../access/roles';
import type { DomainEvent } from '../../shared/decider';

/** Who did something to a document. */
export interface DocumentActorRef {
  userId: number;
  username: string;
}

/** The uploader, with the role the review rule compares against. */
export interface Uploader extends DocumentActorRef {
  role: Role;
}

/** Where a document sits: the uploader's place, null above the uploader's level. */
export interface DocumentPlace {
  projectId: number | null;
  clusterId: number | null;
  regionId: number | null;
}

/** The descriptive fields an upload sets and an edit changes. */
export interface DocumentDetails {
  title: string;
  description: string | null;
  documentTypeId: number | null;
  documentCategoryId: number | null;
}

/** The stored bytes (`stored_files` behind the file-storage port); fileName is for display only. */
export interface DocumentFile {
  fileId: number;
  fileName: string;
  fileSize: number;
  /** The content type of the format detected from the bytes, never the one declared. */
  contentType: string;
  sha256: string;
}

export type DocumentUploaded = DomainEvent<
  'DocumentUploaded',
  { documentId: number } & DocumentDetails &
    DocumentFile &
    DocumentPlace & { uploadedBy: Uploader; uploadedAt: string }
>;
export type DocumentUpdated = DomainEvent<
  'DocumentUpdated',
  { documentId: number } & DocumentDetails & { updatedBy: DocumentActorRef; updatedAt: string }
>;
export type DocumentDeleted = DomainEvent<
  'DocumentDeleted',
  { documentId: number; deletedBy: DocumentActorRef; deletedAt: string }
>;

interface Review {
  documentId: number;
  reviewedBy: DocumentActorRef;
  reviewedAt: string;
  notes: string | null;
}
export type DocumentReviewStarted = DomainEvent<'DocumentReviewStarted', Review>;
export type DocumentApproved = DomainEvent<'DocumentApproved', Review>;
export type DocumentRejected = DomainEvent<'DocumentRejected', Review & { notes: string }>;

export type DocumentEvent =
  | DocumentUploaded
  | DocumentUpdated
  | DocumentDeleted
  | DocumentReviewStarted
  | DocumentApproved
  | DocumentRejected;
