import type { ReviewDocumentInput, UpdateDocumentInput } from '@pm/domain/documents/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { t, tKey } from '@/i18n';
import { apiSend, type CommandResult, errorFromResponse, notePosition } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { DOCUMENTS_URL, type DocumentRow } from './get-documents';

/** After a document write: the list (every filter of it), the access logs, and the activity feed. */
export const invalidateAfterDocumentWrite = (client: QueryClient): Promise<void> =>
  invalidateUrls(client, [], [DOCUMENTS_URL, '/api/activity']);

export interface UploadDocumentBody {
  readonly title: string;
  readonly description: string | null;
  readonly documentTypeId: number | null;
  readonly file: File;
}

/** The multipart body of POST /api/documents: the text fields first, the file last (the server streams it). */
export const uploadForm = ({ title, description, documentTypeId, file }: UploadDocumentBody): FormData => {
  const form = new FormData();
  form.append('title', title);
  if (description) form.append('description', description);
  // without a type the server files it as 'Report' (spec)
  if (documentTypeId === null) form.append('documentType', 'Report');
  else form.append('documentTypeId', String(documentTypeId));
  form.append('file', file, file.name);
  return form;
};

/** POST /api/documents (multipart) → 201 {id, position}; a refusal becomes an ApiError like any command's. */
export const uploadDocument = async (body: UploadDocumentBody): Promise<CommandResult> => {
  const response = await fetch(DOCUMENTS_URL, {
    method: 'POST',
    body: uploadForm(body),
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await errorFromResponse(response);
  const result = (await response.json()) as CommandResult;
  notePosition(result.position);
  return result;
};

export const useUploadDocument = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: uploadDocument,
    success: t('Document uploaded successfully'),
    failure: t('Failed to upload document'),
    failureText: 'fixed',
    invalidate: invalidateAfterDocumentWrite,
  });

/** PUT /api/documents/{id}: title, description, type and category; the file stays. */
export const useUpdateDocument = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: ({ id, body }: { readonly id: number; readonly body: UpdateDocumentInput }) =>
      apiSend<CommandResult>('PUT', `${DOCUMENTS_URL}/${id}`, body),
    success: t('Document updated successfully'),
    failure: t('Failed to update document'),
    failureText: 'fixed',
    invalidate: invalidateAfterDocumentWrite,
  });

export const useDeleteDocument = () =>
  useCommand({
    mutationFn: (id: number) => apiSend<CommandResult>('DELETE', `${DOCUMENTS_URL}/${id}`),
    success: t('Document deleted successfully'),
    failure: t('Failed to delete document'),
    failureText: 'fixed',
    invalidate: invalidateAfterDocumentWrite,
  });

const REVIEW_SUCCESS: Readonly<Record<ReviewDocumentInput['status'], string>> = {
  'Under Review': tKey('Document marked as under review'),
  Approved: tKey('Document approved successfully'),
  Rejected: tKey('Document rejected successfully'),
};

/** POST /api/documents/{id}/review: Under Review, Approved, or Rejected with notes. */
export const useReviewDocument = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: ({ id, body }: { readonly id: number; readonly body: ReviewDocumentInput }) =>
      apiSend<CommandResult>('POST', `${DOCUMENTS_URL}/${id}/review`, body),
    success: ({ body }) => t(REVIEW_SUCCESS[body.status]),
    failure: t('Failed to review document'),
    failureText: 'fixed',
    invalidate: invalidateAfterDocumentWrite,
  });

/**
 * GET /api/documents/{id}/download, saved under its original name. Every download is written to the access
 * log, so the open logs refetch afterwards.
 */
export const useDownloadDocument = () =>
  useCommand({
    mutationFn: (doc: Pick<DocumentRow, 'id' | 'fileName'>) =>
      downloadFile(`${DOCUMENTS_URL}/${doc.id}/download`, undefined, doc.fileName),
    failure: t('Failed to download document'),
    failureText: 'fixed',
    invalidate: (client, doc) => invalidateUrls(client, [`${DOCUMENTS_URL}/${doc.id}/access-log`]),
  });
