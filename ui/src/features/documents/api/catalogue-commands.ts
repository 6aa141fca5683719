import type {
  CreateDocumentCategoryInput,
  CreateDocumentTypeInput,
  UpdateDocumentCategoryInput,
  UpdateDocumentTypeInput,
} from '@pm/domain/documents/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { t, tKey } from '@/i18n';
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

type CatalogueNoun = 'Document category' | 'Document type';
type Change = 'update' | 'activate' | 'deactivate';

/** 'update', or 'activate' / 'deactivate' when the change is the status alone. */
const changeOf = (body: { readonly isActive?: boolean }): Change => {
  if (body.isActive === undefined) return 'update';
  return body.isActive ? 'activate' : 'deactivate';
};

// whole sentences, so each language words them its own way
const UPDATE_TEXTS: Readonly<Record<CatalogueNoun, Readonly<Record<Change, string>>>> = {
  'Document category': {
    update: tKey('Document category updated'),
    activate: tKey('Document category activated'),
    deactivate: tKey('Document category deactivated'),
  },
  'Document type': {
    update: tKey('Document type updated'),
    activate: tKey('Document type activated'),
    deactivate: tKey('Document type deactivated'),
  },
};

const FAILURE_TEXTS: Readonly<Record<CatalogueNoun, Readonly<Record<Change, string>>>> = {
  'Document category': {
    update: tKey('Failed to update document category'),
    activate: tKey('Failed to activate document category'),
    deactivate: tKey('Failed to deactivate document category'),
  },
  'Document type': {
    update: tKey('Failed to update document type'),
    activate: tKey('Failed to activate document type'),
    deactivate: tKey('Failed to deactivate document type'),
  },
};

/** The success toast of a PATCH: 'Document type updated', 'Document category deactivated'. */
export const catalogueUpdateText = (noun: CatalogueNoun, body: { readonly isActive?: boolean }): string =>
  t(UPDATE_TEXTS[noun][changeOf(body)]);

/** The fixed part of a PATCH's failure toast: 'Failed to deactivate document type'. */
export const catalogueFailureText = (noun: CatalogueNoun, body: { readonly isActive?: boolean }): string =>
  t(FAILURE_TEXTS[noun][changeOf(body)]);

/** POST /api/document-categories {name, description?} → 201 {id, position}. */
export const useCreateDocumentCategory = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: (body: CreateDocumentCategoryInput) =>
      apiSend<CommandResult>('POST', DOCUMENT_CATEGORIES_URL, body),
    success: t('Document category added'),
    failure: t('Failed to add document category'),
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
    success: t('Document type added'),
    failure: t('Failed to add document type'),
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
