import type {
  DocumentAccessLogRow,
  DocumentCategoryRow,
  DocumentRow,
  DocumentTypeRow,
} from '@pm/domain/documents/rows';
import type { DocumentStatus } from '@pm/domain/documents/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/documents: a document in the caller's scope, with what the caller may do with it. */
export type { DocumentRow, DocumentStatus };
/** A row of GET /api/document-types: its limits are checked in the browser before an upload. */
export type DocumentType = DocumentTypeRow;
export type DocumentCategory = DocumentCategoryRow;
/** A row of GET /api/documents/{id}/access-log: one download. */
export type DocumentAccess = DocumentAccessLogRow;

export const DOCUMENTS_URL = '/api/documents';
export const DOCUMENT_TYPES_URL = '/api/document-types';
export const DOCUMENT_CATEGORIES_URL = '/api/document-categories';

export const documentsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [DOCUMENTS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<DocumentRow[]>(DOCUMENTS_URL, { params: { projectId }, signal }),
  });

/** Every document of the header's project (or of the caller's scope); the page searches and filters them. */
export const useDocuments = (projectId?: number) => useQuery(documentsQueryOptions(projectId));

export const useDocumentTypes = () =>
  useQuery(
    queryOptions({
      queryKey: [DOCUMENT_TYPES_URL],
      queryFn: ({ signal }) => apiGet<DocumentType[]>(DOCUMENT_TYPES_URL, { signal }),
    }),
  );

export const useDocumentCategories = () =>
  useQuery(
    queryOptions({
      queryKey: [DOCUMENT_CATEGORIES_URL],
      queryFn: ({ signal }) => apiGet<DocumentCategory[]>(DOCUMENT_CATEGORIES_URL, { signal }),
    }),
  );

export const accessLogUrl = (id: number) => `${DOCUMENTS_URL}/${id}/access-log`;

/** Who downloaded a document (ProjectAdmin and above within its scope; the server refuses the others). */
export const useDocumentAccessLog = (id: number | null, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [accessLogUrl(id ?? 0)],
      queryFn: ({ signal }) => apiGet<DocumentAccess[]>(accessLogUrl(id ?? 0), { signal }),
      enabled: enabled && id !== null,
    }),
  );
