import type { Actor } from '../../access/policy';
import { hasCapability } from '../../access/policy';
import { ConflictError, ForbiddenError, msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { isDecided, mayChangeDocument, mayReadDocument, reviewRefusal } from '../rules';
import { MAX_DOCUMENT_FILE_BYTES } from '../schemas';
import type { DocumentCommand } from './commands';
import type { DocumentActorRef, DocumentEvent } from './events';
import type { DocumentState } from './state';

type Live = Exclude<DocumentState, { status: 'none' }>;

const refOf = (actor: Actor): DocumentActorRef => ({ userId: actor.userId, username: actor.username });

const factsOf = (state: Live) => ({
  uploadedById: state.uploadedBy.userId,
  uploaderRole: state.uploadedBy.role,
  status: state.review,
  projectId: state.projectId,
  clusterId: state.clusterId,
  regionId: state.regionId,
});

/** A document that does not exist, was deleted or is outside the caller's scope answers 404. */
const liveFor = (state: DocumentState, actor: Actor): Live => {
  if (state.status !== 'live' || !mayReadDocument(actor, state))
    throw new NotFoundError('Document not found');
  return state;
};

export const decide = (command: DocumentCommand, state: DocumentState): DocumentEvent[] => {
  const { now } = command.metadata;
  const { actor } = command.data;
  switch (command.type) {
    case 'UploadDocument': {
      if (state.status !== 'none') throw new ConflictError('This document already exists');
      if (!hasCapability(actor, 'documents.upload') || actor.role === null)
        throw new ForbiddenError('You may not upload documents');
      const { actor: _, place, fileSize, ...rest } = command.data;
      if (fileSize > MAX_DOCUMENT_FILE_BYTES) throw new RuleViolation('File size must be less than 1MB');
      return [
        {
          type: 'DocumentUploaded',
          data: {
            ...rest,
            fileSize,
            ...place,
            uploadedBy: { ...refOf(actor), role: actor.role },
            uploadedAt: now,
          },
        },
      ];
    }
    case 'UpdateDocument':
    case 'DeleteDocument': {
      const live = liveFor(state, actor);
      if (!mayChangeDocument(actor, factsOf(live)))
        throw new ForbiddenError(
          actor.role === 'ChurchFacilitator'
            ? 'A church facilitator may only change documents they uploaded'
            : 'You may not change this document',
        );
      if (command.type === 'DeleteDocument')
        return [
          {
            type: 'DocumentDeleted',
            data: { documentId: live.documentId, deletedBy: refOf(actor), deletedAt: now },
          },
        ];
      const { actor: _, ...details } = command.data;
      return [
        {
          type: 'DocumentUpdated',
          data: { documentId: live.documentId, ...details, updatedBy: refOf(actor), updatedAt: now },
        },
      ];
    }
    case 'ReviewDocument': {
      const live = liveFor(state, actor);
      const refusal = reviewRefusal(actor, factsOf(live));
      if (refusal !== null) throw new ForbiddenError(refusal);
      if (isDecided(live.review))
        throw new ConflictError(msg`This document was already ${{ review: live.review.toLowerCase() }}`);
      const review = {
        documentId: live.documentId,
        reviewedBy: refOf(actor),
        reviewedAt: now,
        notes: command.data.notes,
      };
      switch (command.data.status) {
        case 'Under Review':
          if (live.review === 'Under Review')
            throw new ConflictError('This document is already under review');
          return [{ type: 'DocumentReviewStarted', data: review }];
        case 'Approved':
          return [{ type: 'DocumentApproved', data: review }];
        case 'Rejected':
          if (review.notes === null)
            throw new RuleViolation('Review notes are required when rejecting a document');
          return [{ type: 'DocumentRejected', data: { ...review, notes: review.notes } }];
      }
    }
  }
};
