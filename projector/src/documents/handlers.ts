import type { DocumentCategoryEvent, DocumentEvent, DocumentTypeEvent } from '@pm/domain';
import type { Handler, Handlers } from '../read-model';
import { insert, update } from '../sql';

type ReviewEvent = Extract<
  DocumentEvent,
  { type: 'DocumentReviewStarted' | 'DocumentApproved' | 'DocumentRejected' }
>;

const reviewed =
  (status: 'Under Review' | 'Approved' | 'Rejected'): Handler<ReviewEvent> =>
  (tx, e) =>
    update(
      tx,
      'documents',
      e.data.documentId,
      {
        status,
        reviewed_by: e.data.reviewedBy.username,
        review_date: e.data.reviewedAt,
        review_notes: e.data.notes,
        updated_at: e.data.reviewedAt,
      },
      e.position,
    );

/** Keyed by id and guarded by position: a replayed event changes nothing. A deleted document stays, marked. */
export const handlers: Handlers<DocumentEvent | DocumentCategoryEvent | DocumentTypeEvent> = {
  DocumentUploaded: (tx, e) => {
    const d = e.data;
    return insert(tx, 'documents', {
      id: d.documentId,
      title: d.title,
      description: d.description,
      file_id: d.fileId,
      file_name: d.fileName,
      file_size: d.fileSize,
      content_type: d.contentType,
      sha256: d.sha256,
      status: 'Pending',
      document_type_id: d.documentTypeId,
      document_category_id: d.documentCategoryId,
      uploaded_by_id: d.uploadedBy.userId,
      uploaded_by: d.uploadedBy.username,
      uploader_role: d.uploadedBy.role,
      upload_date: d.uploadedAt,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      updated_at: d.uploadedAt,
      last_position: e.position,
    });
  },
  DocumentUpdated: (tx, e) =>
    update(
      tx,
      'documents',
      e.data.documentId,
      {
        title: e.data.title,
        description: e.data.description,
        document_type_id: e.data.documentTypeId,
        document_category_id: e.data.documentCategoryId,
        updated_at: e.data.updatedAt,
      },
      e.position,
    ),
  DocumentDeleted: (tx, e) =>
    update(tx, 'documents', e.data.documentId, { deleted: true, updated_at: e.data.deletedAt }, e.position),
  DocumentReviewStarted: reviewed('Under Review'),
  DocumentApproved: reviewed('Approved'),
  DocumentRejected: reviewed('Rejected'),
  DocumentCategoryCreated: (tx, e) =>
    insert(tx, 'document_categories', {
      id: e.data.categoryId,
      name: e.data.name,
      description: e.data.description,
      is_active: e.data.isActive,
      last_position: e.position,
    }),
  DocumentCategoryUpdated: (tx, e) =>
    update(
      tx,
      'document_categories',
      e.data.categoryId,
      { name: e.data.name, description: e.data.description, is_active: e.data.isActive },
      e.position,
    ),
  DocumentTypeCreated: (tx, e) =>
    insert(tx, 'document_types', {
      id: e.data.typeId,
      name: e.data.name,
      category_id: e.data.categoryId,
      max_file_size: e.data.maxFileSize,
      allowed_formats: e.data.allowedFormats,
      is_active: e.data.isActive,
      last_position: e.position,
    }),
  DocumentTypeUpdated: (tx, e) =>
    update(
      tx,
      'document_types',
      e.data.typeId,
      {
        name: e.data.name,
        category_id: e.data.categoryId,
        max_file_size: e.data.maxFileSize,
        allowed_formats: e.data.allowedFormats,
        is_active: e.data.isActive,
      },
      e.position,
    ),
};
