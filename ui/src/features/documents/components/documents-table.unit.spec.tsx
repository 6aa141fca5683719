import { ROLES } from '@pm/domain/access/roles';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aDocument } from '../testing/builders';
import { DELETE_CONFIRMATION, type DocumentHandlers, StatusTag } from './document-actions';
import { mayUpload } from './document-format';
import { DocumentsTable, NO_DOCUMENTS_TEXT, NO_MATCH_TEXT } from './documents-table';

const ignore = () => undefined;
const handlers: DocumentHandlers = {
  onDetails: ignore,
  onDownload: ignore,
  onReview: ignore,
  onEdit: ignore,
  onDelete: ignore,
};

const render = (documents: Parameters<typeof DocumentsTable>[0]['documents'], filtered = false) =>
  renderToStaticMarkup(
    <DocumentsTable documents={documents} loading={false} filtered={filtered} handlers={handlers} />,
  );

describe('the documents table', () => {
  it('shows title, description, file name, readable size, status and the upload date', () => {
    const html = render([
      aDocument({
        title: 'Annual Report',
        description: 'The year in review',
        fileName: 'annual-2026.pdf',
        fileSize: 1536,
        status: 'Approved',
        reviewedBy: 'ca.western',
        uploadDate: '2026-01-05T10:00:00.000Z',
      }),
    ]);
    for (const text of ['Annual Report', 'The year in review', 'annual-2026.pdf', '1.5 KB', 'Jan 05, 2026'])
      expect(html).toContain(text);
    expect(html).toMatch(/ant-tag-green[^>]*>Approved</);
    expect(html).toContain('by ca.western');
  });

  it('names every action after its document and offers only what the row allows', () => {
    const html = render([
      aDocument({ title: 'Budget', mayEdit: true, mayDelete: true }),
      aDocument({ title: 'Minutes', mayReview: true }),
    ]);
    for (const label of ['Details of Budget', 'Download Budget', 'Edit Budget', 'Delete Budget'])
      expect(html).toContain(`aria-label="${label}"`);
    expect(html).not.toContain('aria-label="Review Budget"');
    expect(html).toContain('aria-label="Review Minutes"');
    expect(html).toContain('aria-label="Download Minutes"');
    expect(html).not.toContain('aria-label="Edit Minutes"');
    expect(html).not.toContain('aria-label="Delete Minutes"');
  });

  it('says no document was uploaded yet, or that none matches the filters', () => {
    expect(render([])).toContain(NO_DOCUMENTS_TEXT);
    expect(NO_DOCUMENTS_TEXT).toBe('No documents uploaded yet');
    expect(render([], true)).toContain(NO_MATCH_TEXT);
  });

  it('asks before deleting', () => {
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete this document?');
  });
});

describe('the status badge', () => {
  it.each([
    ['Pending', 'gold'],
    ['Under Review', 'blue'],
    ['Approved', 'green'],
    ['Rejected', 'red'],
  ])('shows %s in %s', (status, color) => {
    expect(renderToStaticMarkup(<StatusTag status={status} />)).toMatch(
      new RegExp(`class="[^"]*ant-tag-${color}[^"]*"[^>]*>${status}<`),
    );
  });
});

describe('the Upload Document button', () => {
  it('is for the facilitators and the administrators from project up to national, not the SuperAdmin', () => {
    const actor = { userId: 1, username: 'u', regionId: 1, clusterId: 2, projectId: 3 };
    expect(ROLES.filter((role) => mayUpload({ ...actor, role }))).toEqual([
      'NationalDirector',
      'RegionalAdmin',
      'ClusterAdmin',
      'ProjectAdmin',
      'ChurchFacilitator',
    ]);
    expect(mayUpload({ ...actor, role: null })).toBe(false);
  });
});
