import type {
  CreateDocumentCategoryInput,
  CreateDocumentTypeInput,
  UpdateDocumentCategoryInput,
  UpdateDocumentTypeInput,
} from '@pm/domain/documents/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { DOCUMENT_CATEGORIES_URL, DOCUMENT_TYPES_URL, DOCUMENTS_URL } from './get-documents';

/**
 * The SuperAdmin's document catalogue: categories and types. Types carry their category's name and
 * documents both names, so any write refetches the two lists and every documents list.
 */
export const invalidateAfterCatalogueWrite = (client: QueryClient): Promise<void> =>
  invalidateUrls(client, [DOCUMENT_CATEGORIES_URL, DOCUMENT_TYPES_URL], [DOCUMENTS_URL]);

export interface CatalogueChange<Body> {
  readonly id: number;
  readonly body: Body;
}

/** 'updated', or 'activated' / 'deactivated' when the change is the status alone. */
const verbOf = (body: { readonly isActive?: boolean }): string => {
  if (body.isActive === undefined) return 'updated';
  return body.isActive ? 'activated' : 'deactivated';
};

const failedVerbOf = (body: { readonly isActive?: boolean }): string => {
  if (body.isActive === undefined) return 'update';
  return body.isActive ? 'activate' : 'deactivate';
};

/** The success toast of a PATCH: 'Document type updated', 'Document category deactivated'. */
export const catalogueUpdateText = (noun: string, body: { readonly isActive?: boolean }): string =>
  `${noun} ${verbOf(body)}`;

/** The fixed part of a PATCH's failure toast: 'Failed to deactivate document type'. */
export const catalogueFailureText = (noun: string, body: { readonly isActive?: boolean }): string =>
  `Failed to ${failedVerbOf(body)} ${noun.toLowerCase()}`;

/** POST /api/document-categories {name, description?} → 201 {id, position}. */
export const useCreateDocumentCategory = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: (body: CreateDocumentCategoryInput) =>
      apiSend<CommandResult>('POST', DOCUMENT_CATEGORIES_URL, body),
    success: 'Document category added',
    failure: 'Failed to add document category',
    failureText: 'fixed',
    invalidate: invalidateAfterCatalogueWrite,
  });

/** PATCH /api/document-categories/{id} {name?, description?, isActive?} → 200 {id, position}. */
export const useUpdateDocumentCategory = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: ({ id, body }: CatalogueChange<UpdateDocumentCategoryInput>) =>
      apiSend<CommandResult>('PATCH', `${DOCUMENT_CATEGORIES_URL}/${id}`, body),
    success: ({ body }) => catalogueUpdateText('Document category', body),
    failure: ({ body }) => catalogueFailureText('Document category', body),
    failureText: 'fixed',
    invalidate: invalidateAfterCatalogueWrite,
  });

/** POST /api/document-types {name, categoryId?, maxFileSize?, allowedFormats?} → 201 {id, position}. */
export const useCreateDocumentType = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: (body: CreateDocumentTypeInput) => apiSend<CommandResult>('POST', DOCUMENT_TYPES_URL, body),
    success: 'Document type added',
    failure: 'Failed to add document type',
    failureText: 'fixed',
    invalidate: invalidateAfterCatalogueWrite,
  });

/** PATCH /api/document-types/{id} {name?, categoryId?, maxFileSize?, allowedFormats?, isActive?} → 200. */
export const useUpdateDocumentType = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: ({ id, body }: CatalogueChange<UpdateDocumentTypeInput>) =>
      apiSend<CommandResult>('PATCH', `${DOCUMENT_TYPES_URL}/${id}`, body),
    success: ({ body }) => catalogueUpdateText('Document type', body),
    failure: ({ body }) => catalogueFailureText('Document type', body),
    failureText: 'fixed',
    invalidate: invalidateAfterCatalogueWrite,
  });
