import { createDocumentTypeSchema, updateDocumentTypeSchema } from '@pm/domain/documents/schemas';
import { describe, expect, it } from 'vitest';
import { catalogueFailureText, catalogueUpdateText } from '../api/catalogue-commands';
import { aType } from '../testing/builders';
import {
  categoryChanges,
  categoryOptions,
  FORMAT_OPTIONS,
  formatTags,
  maxSizeText,
  NEW_TYPE_VALUES,
  typeChanges,
} from './catalogue-format';

describe('the catalogue columns', () => {
  it('shows the maximum size as people read it', () => {
    expect(maxSizeText(1_048_576)).toBe('1 MB');
    expect(maxSizeText(512 * 1024)).toBe('512 KB');
    expect(maxSizeText(1500)).toBe('1.46 KB');
  });

  it("lists a type's formats upper case, in the specification's order, each once", () => {
    expect(formatTags(['pptx', 'pdf', 'docx', 'pdf'])).toEqual(['PDF', 'DOCX', 'PPTX']);
    expect(formatTags([])).toEqual([]);
    expect(formatTags(['odt', 'pdf'])).toEqual(['PDF', 'ODT']);
  });

  it('offers the seven formats of the specification as checkboxes', () => {
    expect(FORMAT_OPTIONS.map((o) => o.value)).toEqual(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);
    expect(FORMAT_OPTIONS[0]?.label).toBe('PDF');
  });
});

describe('the Add Type defaults', () => {
  it("are the specification's (1 MB, PDF) and pass the domain's schema once named", () => {
    expect(createDocumentTypeSchema.parse({ ...NEW_TYPE_VALUES, name: 'Budget' })).toEqual({
      name: 'Budget',
      categoryId: null,
      maxFileSize: 1_048_576,
      allowedFormats: ['pdf'],
    });
    expect(createDocumentTypeSchema.safeParse(NEW_TYPE_VALUES).success).toBe(false);
  });

  it('refuses a size over 1 MB and an empty format list, as the server would', () => {
    const over = updateDocumentTypeSchema.safeParse({ maxFileSize: 1_048_577 });
    expect(over.error?.issues[0]?.message).toBe('Maximum file size is at most 1048576 bytes (1 MB)');
    const none = updateDocumentTypeSchema.safeParse({ allowedFormats: [] });
    expect(none.error?.issues[0]?.message).toBe('At least one format is required');
  });
});

describe('the category picker', () => {
  const categories = [
    { id: 1, name: 'Programme', description: null, isActive: true },
    { id: 2, name: 'Archive', description: null, isActive: false },
  ];

  it('offers the active categories, and keeps the edited type its inactive one', () => {
    expect(categoryOptions(categories).map((o) => o.label)).toEqual(['Programme']);
    expect(categoryOptions(categories, 2).map((o) => o.label)).toEqual(['Programme', 'Archive (inactive)']);
  });
});

describe('what Rename and Edit send', () => {
  it('sends only what changed of a category', () => {
    const row = { name: 'Programme', description: 'Reports and minutes' };
    expect(categoryChanges(row, row)).toEqual({});
    expect(categoryChanges(row, { name: 'Programmes', description: 'Reports and minutes' })).toEqual({
      name: 'Programmes',
    });
    expect(categoryChanges(row, { name: 'Programme', description: null })).toEqual({ description: null });
    expect(categoryChanges({ name: 'A', description: null }, { name: 'A', description: null })).toEqual({});
  });

  it('sends only what changed of a type; a cleared category as null', () => {
    const row = aType({
      name: 'Minutes',
      categoryId: 1,
      maxFileSize: 1_048_576,
      allowedFormats: ['pdf', 'docx'],
    });
    const same = {
      name: 'Minutes',
      categoryId: 1,
      maxFileSize: 1_048_576,
      allowedFormats: ['docx', 'pdf'],
    } as const;
    expect(typeChanges(row, same)).toEqual({});
    expect(typeChanges(row, { ...same, categoryId: undefined })).toEqual({ categoryId: null });
    expect(
      typeChanges(row, { ...same, name: 'Meeting Minutes', maxFileSize: 524_288, allowedFormats: ['pdf'] }),
    ).toEqual({ name: 'Meeting Minutes', maxFileSize: 524_288, allowedFormats: ['pdf'] });
  });
});

describe('the toasts of a change', () => {
  it('say what happened, and what failed', () => {
    expect(catalogueUpdateText('Document type', {})).toBe('Document type updated');
    expect(catalogueUpdateText('Document category', { isActive: false })).toBe(
      'Document category deactivated',
    );
    expect(catalogueUpdateText('Document type', { isActive: true })).toBe('Document type activated');
    expect(catalogueFailureText('Document type', { isActive: false })).toBe(
      'Failed to deactivate document type',
    );
    expect(catalogueFailureText('Document category', {})).toBe('Failed to update document category');
  });
});
