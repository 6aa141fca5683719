import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/decider';
import { ConflictError, NotFoundError } from '../shared/errors';
import { specFor } from '../shared/spec-helper';
import {
  type CreateDocumentType,
  type DocumentTypeCreated,
  documentCategoryDecider,
  documentTypeDecider,
  documentTypeStream,
} from './catalogue';
import { createDocumentTypeSchema, updateDocumentTypeSchema } from './schemas';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'system', name: 'test' },
};
const created: DocumentTypeCreated = {
  type: 'DocumentTypeCreated',
  data: {
    typeId: 2,
    name: 'Report',
    categoryId: 1,
    maxFileSize: 1_048_576,
    allowedFormats: ['pdf'],
    isActive: true,
  },
};

describe('document catalogue', () => {
  it('creates a type once and records a change only when something changed', () => {
    const { given } = specFor(documentTypeDecider);
    const { isActive: _, typeId, ...fields } = created.data;
    const create: CreateDocumentType = { type: 'CreateDocumentType', data: { typeId, ...fields }, metadata };
    given([]).when(create).then([created]);
    given([created]).when(create).thenThrows(ConflictError);
    given([created])
      .when({ type: 'UpdateDocumentType', data: { name: 'Report' }, metadata })
      .then([]);
    given([created])
      .when({ type: 'UpdateDocumentType', data: { isActive: false, maxFileSize: 500 }, metadata })
      .then([{ type: 'DocumentTypeUpdated', data: { ...created.data, isActive: false, maxFileSize: 500 } }]);
    given([]).when({ type: 'UpdateDocumentType', data: {}, metadata }).thenThrows(NotFoundError);
    expect(documentTypeStream(2)).toBe('document-type-2');
  });

  it('creates and deactivates a category', () => {
    const { given } = specFor(documentCategoryDecider);
    const made = {
      type: 'DocumentCategoryCreated',
      data: { categoryId: 1, name: 'Finance', description: null, isActive: true },
    } as const;
    given([])
      .when({
        type: 'CreateDocumentCategory',
        data: { categoryId: 1, name: 'Finance', description: null },
        metadata,
      })
      .then([made]);
    given([made])
      .when({ type: 'UpdateDocumentCategory', data: { isActive: false }, metadata })
      .then([{ type: 'DocumentCategoryUpdated', data: { ...made.data, isActive: false } }]);
  });

  it('bounds a type to 1 MB and the seven formats', () => {
    expect(createDocumentTypeSchema.parse({ name: 'X' })).toMatchObject({
      maxFileSize: 1_048_576,
      allowedFormats: ['pdf'],
    });
    expect(updateDocumentTypeSchema.safeParse({ maxFileSize: 1_048_577 }).success).toBe(false);
    expect(updateDocumentTypeSchema.safeParse({ allowedFormats: ['exe'] }).success).toBe(false);
    expect(updateDocumentTypeSchema.parse({ allowedFormats: ['xlsx', 'pdf'] }).allowedFormats).toEqual([
      'pdf',
      'xlsx',
    ]);
  });
});
