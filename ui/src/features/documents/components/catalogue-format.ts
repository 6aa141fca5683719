import {
  DOCUMENT_FORMATS,
  type DocumentFormat,
  MAX_DOCUMENT_FILE_BYTES,
  type UpdateDocumentCategoryInput,
  type UpdateDocumentTypeInput,
} from '@pm/domain/documents/schemas';
import { t, tKey } from '@/i18n';
import type { DocumentCategory, DocumentType } from '../api/get-documents';
import { formatFileSize } from './document-format';

/** The document catalogue on the Administration page: what its tables show and what its dialogs send. */

/** The Allowed Formats checkboxes: the specification's seven, in its order, labelled as people read them. */
export const FORMAT_OPTIONS: readonly { readonly value: DocumentFormat; readonly label: string }[] =
  DOCUMENT_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }));

/** The formats a type allows as its tags: upper case, in the specification's order, each once. */
export const formatTags = (formats: readonly string[]): string[] => {
  const known = DOCUMENT_FORMATS.filter((format) => formats.includes(format));
  const unknown = formats.filter((format) => !(DOCUMENT_FORMATS as readonly string[]).includes(format));
  return [...new Set([...known, ...unknown])].map((format) => format.toUpperCase());
};

/** The Max File Size column: '1 MB', '512 KB' (the documents list's own formatting). */
export const maxSizeText = (bytes: number): string => formatFileSize(bytes);

/** What a new type starts with in Add Type (the specification's defaults: 1 MB, PDF). */
export const NEW_TYPE_VALUES = {
  name: '',
  categoryId: undefined,
  maxFileSize: MAX_DOCUMENT_FILE_BYTES,
  allowedFormats: ['pdf'],
} as const;

/** Active categories to file a type under, and the type's own category even when it is inactive now. */
export const categoryOptions = (categories: readonly DocumentCategory[], keep: number | null = null) =>
  categories
    .filter((category) => category.isActive || category.id === keep)
    .map((category) => ({
      value: category.id,
      label: category.isActive ? category.name : t('{{name}} (inactive)', { name: category.name }),
    }));

export interface CategoryDetails {
  readonly name: string;
  readonly description: string | null;
}

/** The PATCH of Rename: only what changed (an empty object when nothing did). */
export const categoryChanges = (
  row: CategoryDetails,
  next: CategoryDetails,
): Omit<UpdateDocumentCategoryInput, 'isActive'> => ({
  ...(next.name !== row.name ? { name: next.name } : {}),
  ...((next.description ?? null) !== (row.description ?? null) ? { description: next.description } : {}),
});

export interface TypeDetails {
  readonly name: string;
  readonly categoryId: number | null | undefined;
  readonly maxFileSize: number;
  readonly allowedFormats: readonly DocumentFormat[];
}

const sameFormats = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((format) => b.includes(format));

/** The PATCH of Edit Type: only what changed; a cleared category is sent as null. */
export const typeChanges = (
  row: Pick<DocumentType, 'name' | 'categoryId' | 'maxFileSize' | 'allowedFormats'>,
  next: TypeDetails,
): Omit<UpdateDocumentTypeInput, 'isActive'> => {
  const categoryId = next.categoryId ?? null;
  return {
    ...(next.name !== row.name ? { name: next.name } : {}),
    ...(categoryId !== row.categoryId ? { categoryId } : {}),
    ...(next.maxFileSize !== row.maxFileSize ? { maxFileSize: next.maxFileSize } : {}),
    ...(sameFormats(next.allowedFormats, row.allowedFormats)
      ? {}
      : { allowedFormats: [...next.allowedFormats] }),
  };
};

/** The confirmation under 'Deactivate <name>?': what deactivating does and what stays. */
export const CATEGORY_DEACTIVATE_NOTE = tKey(
  'Documents filed under it keep it; it is no longer offered for new documents and types.',
);
export const TYPE_DEACTIVATE_NOTE = tKey(
  'Documents of this type keep it; it is no longer offered for new uploads.',
);
