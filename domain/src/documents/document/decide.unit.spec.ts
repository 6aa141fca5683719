import { describe, expect, it } from 'vitest';
import type { Actor } from '../../access/policy';
import type { Role } from '../../access/roles';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { documentPlaceOf } from '../rules';
import { type DocumentEvent, type DocumentUploaded, documentDecider, documentStream } from './index';

const now = '2026-11-25T09:00:00.000Z';
const metadata: CommandMetadata = {
  now,
  actor: { kind: 'user', userId: 8, username: 'facilitator', role: 'ChurchFacilitator' },
};
const kakamega = { regionId: 1, clusterId: 2, projectId: 3 };
const user = (userId: number, role: Role, place: Partial<typeof kakamega> = kakamega): Actor => ({
  userId,
  username: `u${userId}`,
  role,
  regionId: place.regionId ?? null,
  clusterId: place.clusterId ?? null,
  projectId: place.projectId ?? null,
});
const facilitator = user(8, 'ChurchFacilitator');
const otherFacilitator = user(9, 'ChurchFacilitator');
const projectAdmin = user(10, 'ProjectAdmin');
const otherProjectAdmin = user(11, 'ProjectAdmin', { ...kakamega, projectId: 4 });
const clusterAdmin = user(12, 'ClusterAdmin');
const westernAdmin = user(13, 'RegionalAdmin', { regionId: 5 });
const superAdmin = user(1, 'SuperAdmin', {});

const details = { title: 'Q3 report', description: null, documentTypeId: 1, documentCategoryId: 1 };
const file = { fileId: 5, fileName: 'q3.pdf', fileSize: 2000, contentType: 'application/pdf', sha256: 'ab' };

const uploaded = (by: Actor = facilitator): DocumentUploaded => ({
  type: 'DocumentUploaded',
  data: {
    documentId: 7,
    ...details,
    ...file,
    ...documentPlaceOf(by),
    uploadedBy: { userId: by.userId, username: by.username, role: by.role! },
    uploadedAt: now,
  },
});
const ref = (a: Actor) => ({ userId: a.userId, username: a.username });
const review = (by: Actor, notes: string | null = null) => ({
  documentId: 7,
  reviewedBy: ref(by),
  reviewedAt: now,
  notes,
});
const reviewBy = (
  actor: Actor,
  status: 'Under Review' | 'Approved' | 'Rejected',
  notes: string | null = null,
) => ({ type: 'ReviewDocument', data: { actor, status, notes }, metadata }) as const;
const change = (actor: Actor) =>
  ({ type: 'UpdateDocument', data: { actor, ...details, title: 'New' }, metadata }) as const;
const remove = (actor: Actor) => ({ type: 'DeleteDocument', data: { actor }, metadata }) as const;

const { given } = specFor(documentDecider);
const deleted: DocumentEvent = {
  type: 'DocumentDeleted',
  data: { documentId: 7, deletedBy: ref(facilitator), deletedAt: now },
};

describe('document decider', () => {
  it('names its stream document-{id} and places an upload at the uploader, null above its level', () => {
    expect(documentStream(7)).toBe('document-7');
    expect(documentPlaceOf(westernAdmin)).toEqual({ regionId: 5, clusterId: null, projectId: null });
    expect(documentPlaceOf(superAdmin)).toEqual({ regionId: null, clusterId: null, projectId: null });
  });

  it('uploads once, by a role that may upload, at most 1 MB', () => {
    const upload = (actor: Actor, fileSize = file.fileSize) =>
      ({
        type: 'UploadDocument',
        data: { documentId: 7, ...details, ...file, fileSize, actor, place: documentPlaceOf(actor) },
        metadata,
      }) as const;
    given([]).when(upload(facilitator)).then([uploaded()]);
    given([uploaded()]).when(upload(facilitator)).thenThrows(ConflictError);
    given([]).when(upload(superAdmin)).thenThrows(ForbiddenError, 'You may not upload documents');
    given([])
      .when(upload(facilitator, 1_048_577))
      .thenThrows(RuleViolation, 'File size must be less than 1MB');
  });

  it('lets a facilitator change only their own uploads, others within scope any', () => {
    given([uploaded()])
      .when(change(facilitator))
      .then([
        {
          type: 'DocumentUpdated',
          data: { documentId: 7, ...details, title: 'New', updatedBy: ref(facilitator), updatedAt: now },
        },
      ]);
    given([uploaded()]).when(change(otherFacilitator)).thenThrows(ForbiddenError);
    given([uploaded()]).when(remove(otherFacilitator)).thenThrows(ForbiddenError);
    given([uploaded()])
      .when(remove(projectAdmin))
      .then([
        { type: 'DocumentDeleted', data: { documentId: 7, deletedBy: ref(projectAdmin), deletedAt: now } },
      ]);
    given([uploaded()]).when(remove(otherProjectAdmin)).thenThrows(NotFoundError, 'Document not found');
    given([uploaded()]).when(change(westernAdmin)).thenThrows(NotFoundError);
  });

  it('answers a deleted document as not found', () => {
    given([uploaded(), deleted]).when(change(facilitator)).thenThrows(NotFoundError);
    given([uploaded(), deleted]).when(reviewBy(projectAdmin, 'Approved')).thenThrows(NotFoundError);
    given([]).when(remove(superAdmin)).thenThrows(NotFoundError);
  });

  it('is reviewed Pending → Under Review → Approved or Rejected, or decided at once', () => {
    const started: DocumentEvent = { type: 'DocumentReviewStarted', data: review(projectAdmin) };
    given([uploaded()]).when(reviewBy(projectAdmin, 'Under Review')).then([started]);
    given([uploaded(), started])
      .when(reviewBy(projectAdmin, 'Approved'))
      .then([{ type: 'DocumentApproved', data: review(projectAdmin) }]);
    given([uploaded()])
      .when(reviewBy(clusterAdmin, 'Rejected', 'Missing signatures'))
      .then([{ type: 'DocumentRejected', data: { ...review(clusterAdmin), notes: 'Missing signatures' } }]);
    given([uploaded(), started]).when(reviewBy(projectAdmin, 'Under Review')).thenThrows(ConflictError);
    given([uploaded()])
      .when(reviewBy(projectAdmin, 'Rejected'))
      .thenThrows(RuleViolation, /notes are required/);
  });

  it('never reviews a decided document again', () => {
    const approved: DocumentEvent = { type: 'DocumentApproved', data: review(projectAdmin) };
    given([uploaded(), approved])
      .when(reviewBy(clusterAdmin, 'Rejected', 'No'))
      .thenThrows(ConflictError, 'This document was already approved');
  });

  it('is reviewed only by a strictly higher role within scope, never by its uploader', () => {
    given([uploaded()]).when(reviewBy(facilitator, 'Approved')).thenThrows(ForbiddenError);
    given([uploaded()])
      .when(reviewBy(otherFacilitator, 'Approved'))
      .thenThrows(ForbiddenError, 'You may not review documents');
    given([uploaded()]).when(reviewBy(otherProjectAdmin, 'Approved')).thenThrows(NotFoundError);
    given([uploaded(projectAdmin)])
      .when(reviewBy(projectAdmin, 'Approved'))
      .thenThrows(ForbiddenError, 'You may not review your own document');
    given([uploaded(projectAdmin)])
      .when(reviewBy(user(20, 'ProjectAdmin'), 'Approved'))
      .thenThrows(ForbiddenError, /higher role/);
    given([uploaded(projectAdmin)])
      .when(reviewBy(clusterAdmin, 'Approved'))
      .then([{ type: 'DocumentApproved', data: review(clusterAdmin) }]);
    given([uploaded(clusterAdmin)])
      .when(reviewBy(superAdmin, 'Approved'))
      .then([{ type: 'DocumentApproved', data: review(superAdmin) }]);
  });
});
