import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DocumentCategory } from '../api/get-documents';
import { aType } from '../testing/builders';
import { CategoriesTable, NO_CATEGORIES_TEXT, NO_TYPES_TEXT, TypesTable } from './catalogue-tables';

const handlers = { onEdit: () => undefined, onSetActive: () => undefined, pendingId: null };

const category = (overrides: Partial<DocumentCategory>): DocumentCategory => ({
  id: 1,
  name: 'Programme',
  description: 'Reports and minutes of the programme',
  isActive: true,
  ...overrides,
});

describe('the categories table', () => {
  const html = renderToStaticMarkup(
    <CategoriesTable
      rows={[category({}), category({ id: 2, name: 'Archive', description: null, isActive: false })]}
      loading={false}
      {...handlers}
    />,
  );

  it('shows the name, the description (a dash when none) and the status', () => {
    for (const text of ['Programme', 'Reports and minutes of the programme', 'Archive', '>-<'])
      expect(html).toContain(text);
    expect(html).toMatch(/ant-tag-green[^>]*>Active</);
    expect(html).toContain('>Inactive<');
  });

  it('names the actions after their category: Rename, and Deactivate or Activate by its status', () => {
    for (const label of ['Rename Programme', 'Deactivate Programme', 'Rename Archive', 'Activate Archive'])
      expect(html).toContain(`aria-label="${label}"`);
    expect(html).not.toContain('aria-label="Deactivate Archive"');
    expect(html).not.toContain('aria-label="Activate Programme"');
  });

  it('says when there are none', () => {
    expect(renderToStaticMarkup(<CategoriesTable rows={[]} loading={false} {...handlers} />)).toContain(
      NO_CATEGORIES_TEXT,
    );
  });
});

describe('the types table', () => {
  const html = renderToStaticMarkup(
    <TypesTable
      rows={[
        aType({ id: 1, name: 'Report' }),
        aType({
          id: 2,
          name: 'Minutes',
          categoryId: null,
          categoryName: null,
          maxFileSize: 512 * 1024,
          allowedFormats: ['docx', 'pdf'],
          isActive: false,
        }),
      ]}
      loading={false}
      {...handlers}
    />,
  );

  it('shows the category, the readable maximum size and the formats as tags', () => {
    expect(html).toContain('Programme');
    expect(html).toContain('1 MB');
    expect(html).toContain('512 KB');
    for (const format of ['PDF', 'DOC', 'DOCX', 'XLS', 'XLSX', 'PPT', 'PPTX'])
      expect(html).toMatch(new RegExp(`ant-tag[^>]*>${format}<`));
    // the inactive type without a category
    expect(html).toContain('>-<');
    expect(html).toContain('>Inactive<');
  });

  it('names the actions after their type: Edit, and Deactivate or Activate by its status', () => {
    for (const label of ['Edit Report', 'Deactivate Report', 'Edit Minutes', 'Activate Minutes'])
      expect(html).toContain(`aria-label="${label}"`);
    expect(html).not.toContain('aria-label="Deactivate Minutes"');
  });

  it('says when there are none', () => {
    expect(renderToStaticMarkup(<TypesTable rows={[]} loading={false} {...handlers} />)).toContain(
      NO_TYPES_TEXT,
    );
  });
});
