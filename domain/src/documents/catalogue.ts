import type { Command, Decider, DomainEvent } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';
import type { DocumentFormat } from './schemas';

/**
 * The SuperAdmin's catalogue: document categories (`document-category-N`) and document types
 * (`document-type-N`) with each type's maximum size and allowed formats. Names are unique (reserved by
 * the command service); a change event carries the whole new state.
 */

export interface CategoryFields {
  name: string;
  description: string | null;
  isActive: boolean;
}
export interface TypeFields {
  name: string;
  categoryId: number | null;
  maxFileSize: number;
  allowedFormats: DocumentFormat[];
  isActive: boolean;
}

export type DocumentCategoryCreated = DomainEvent<
  'DocumentCategoryCreated',
  { categoryId: number } & CategoryFields
>;
export type DocumentCategoryUpdated = DomainEvent<
  'DocumentCategoryUpdated',
  { categoryId: number } & CategoryFields
>;
export type DocumentCategoryEvent = DocumentCategoryCreated | DocumentCategoryUpdated;
export type DocumentTypeCreated = DomainEvent<'DocumentTypeCreated', { typeId: number } & TypeFields>;
export type DocumentTypeUpdated = DomainEvent<'DocumentTypeUpdated', { typeId: number } & TypeFields>;
export type DocumentTypeEvent = DocumentTypeCreated | DocumentTypeUpdated;

export type CreateDocumentCategory = Command<
  'CreateDocumentCategory',
  { categoryId: number; name: string; description: string | null }
>;
export type UpdateDocumentCategory = Command<'UpdateDocumentCategory', Partial<CategoryFields>>;
export type DocumentCategoryCommand = CreateDocumentCategory | UpdateDocumentCategory;
export type CreateDocumentType = Command<
  'CreateDocumentType',
  { typeId: number } & Omit<TypeFields, 'isActive'>
>;
export type UpdateDocumentType = Command<'UpdateDocumentType', Partial<TypeFields>>;
export type DocumentTypeCommand = CreateDocumentType | UpdateDocumentType;

export type DocumentCategoryState =
  | { status: 'none' }
  | ({ status: 'live'; categoryId: number } & CategoryFields);
export type DocumentTypeState = { status: 'none' } | ({ status: 'live'; typeId: number } & TypeFields);

/** Keys of `change` that were given (undefined means unchanged). */
const given = <T extends object>(change: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;

const same = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);

export const documentCategoryStream = (id: number): string => `document-category-${id}`;
export const documentCategoryDecider: Decider<
  DocumentCategoryCommand,
  DocumentCategoryEvent,
  DocumentCategoryState
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'live', ...event.data }),
  decide: (command, state) => {
    if (command.type === 'CreateDocumentCategory') {
      if (state.status !== 'none') throw new ConflictError('This category already exists');
      return [{ type: 'DocumentCategoryCreated', data: { ...command.data, isActive: true } }];
    }
    if (state.status === 'none') throw new NotFoundError('Document category not found');
    const { status: _, categoryId, ...current } = state;
    const next = { ...current, ...given(command.data) };
    if (same(next, current)) return [];
    return [{ type: 'DocumentCategoryUpdated', data: { categoryId, ...next } }];
  },
};

export const documentTypeStream = (id: number): string => `document-type-${id}`;
export const documentTypeDecider: Decider<DocumentTypeCommand, DocumentTypeEvent, DocumentTypeState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'live', ...event.data }),
  decide: (command, state) => {
    if (command.type === 'CreateDocumentType') {
      if (state.status !== 'none') throw new ConflictError('This document type already exists');
      return [{ type: 'DocumentTypeCreated', data: { ...command.data, isActive: true } }];
    }
    if (state.status === 'none') throw new NotFoundError('Document type not found');
    const { status: _, typeId, ...current } = state;
    const next = { ...current, ...given(command.data) };
    if (same(next, current)) return [];
    return [{ type: 'DocumentTypeUpdated', data: { typeId, ...next } }];
  },
};

/** The specification's upload types, with the categories they are seeded under. */
export const SEED_DOCUMENT_CATALOGUE: readonly { category: string; description: string; types: string[] }[] =
  [
    {
      category: 'Reporting',
      description: 'Activity and progress reports, meeting minutes',
      types: ['Report', 'Minutes'],
    },
    { category: 'Finance', description: 'Budgets, statements and financial records', types: ['Financial'] },
    { category: 'Governance', description: 'Policies and guidelines', types: ['Policy'] },
    { category: 'Capacity Building', description: 'Training material and attendance', types: ['Training'] },
    { category: 'General', description: 'Anything else', types: ['Other'] },
  ];
