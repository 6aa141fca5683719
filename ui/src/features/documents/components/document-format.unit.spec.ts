import { describe, expect, it } from 'vitest';
import { uploadForm } from '../api/document-commands';
import { aDocument, aType } from '../testing/builders';
import { reviewSummary } from './document-details-drawer';
import {
  ACCEPT,
  DOCUMENT_CSV_COLUMNS,
  fileProblem,
  filterDocuments,
  formatFileSize,
  formatNames,
  rowActions,
  STATUS_COLORS,
  statusColor,
} from './document-format';
import { reviewChoicesFor } from './review-document-dialog';
import { defaultTypeId, titleFromFileName, typeOptions } from './upload-document-dialog';

const MB = 1024 * 1024;

describe('the file checks before an upload', () => {
  it('asks for a file when none is chosen', () => {
    expect(fileProblem(null)).toBe('Please select a file to upload');
  });

  it('refuses a file over 1 MB, and takes one of exactly 1 MB', () => {
    expect(fileProblem({ name: 'report.pdf', size: MB + 1 })).toBe('File size must be less than 1MB');
    expect(fileProblem({ name: 'report.pdf', size: MB })).toBeNull();
    expect(fileProblem({ name: 'Budget.XLSX', size: 2048 })).toBeNull();
  });

  it("applies the chosen type's smaller limit and its formats", () => {
    const minutes = { maxFileSize: 512 * 1024, allowedFormats: ['pdf', 'docx'] };
    expect(fileProblem({ name: 'minutes.pdf', size: 600 * 1024 }, minutes)).toBe(
      'File size must be at most 512 KB for this document type',
    );
    expect(fileProblem({ name: 'minutes.pptx', size: 1000 }, minutes)).toBe(
      'This document type accepts PDF or Word files only',
    );
    expect(fileProblem({ name: 'minutes.docx', size: 1000 }, minutes)).toBeNull();
  });

  it('refuses formats outside the specification without a type, and a file without an extension', () => {
    expect(fileProblem({ name: 'photo.png', size: 10 })).toBe(
      'This document type accepts PDF, Word, Excel or PowerPoint files only',
    );
    expect(fileProblem({ name: 'README', size: 10 })).not.toBeNull();
  });

  it('offers the seven formats in the file picker', () => {
    expect(ACCEPT).toBe('.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx');
    expect(formatNames(['pdf'])).toBe('PDF');
  });
});

describe('the size column', () => {
  it('reads in bytes, KB and MB with at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(123_456)).toBe('120.56 KB');
    expect(formatFileSize(MB)).toBe('1 MB');
    expect(formatFileSize(5 * 1024 * MB)).toBe('5 GB');
  });

  it('shows a dash for a size it cannot read', () => {
    expect(formatFileSize(null)).toBe('-');
    expect(formatFileSize(undefined)).toBe('-');
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize('abc')).toBe('-');
    expect(formatFileSize('2048')).toBe('2 KB');
  });
});

describe('the status badge', () => {
  it('gives each status its own colour', () => {
    expect(STATUS_COLORS).toEqual({
      Pending: 'gold',
      'Under Review': 'blue',
      Approved: 'green',
      Rejected: 'red',
    });
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(4);
    expect(statusColor('Archived')).toBe('default');
  });
});

describe('the actions of a row', () => {
  it('always offers Details and Download, then Review, Edit and Delete as the server allows', () => {
    const none = { mayEdit: false, mayDelete: false, mayReview: false };
    expect(rowActions(none)).toEqual(['details', 'download']);
    expect(rowActions({ ...none, mayEdit: true, mayDelete: true })).toEqual([
      'details',
      'download',
      'edit',
      'delete',
    ]);
    expect(rowActions({ mayEdit: true, mayDelete: true, mayReview: true })).toEqual([
      'details',
      'download',
      'review',
      'edit',
      'delete',
    ]);
  });

  it('offers Start review only while the document is pending', () => {
    expect(reviewChoicesFor('Pending').map((c) => c.label)).toEqual(['Start review', 'Approve', 'Reject']);
    expect(reviewChoicesFor('Under Review').map((c) => c.label)).toEqual(['Approve', 'Reject']);
  });
});

describe('the list', () => {
  const report = aDocument({ title: 'Annual Report 2026', status: 'Approved', documentTypeId: 1 });
  const budget = aDocument({ title: 'Budget', status: 'Pending', documentTypeId: 2 });

  it('searches titles and filters by status and type', () => {
    const all = [report, budget];
    expect(filterDocuments(all, { search: 'annual', status: null, typeId: null })).toEqual([report]);
    expect(filterDocuments(all, { search: '', status: 'Pending', typeId: null })).toEqual([budget]);
    expect(filterDocuments(all, { search: '', status: null, typeId: 1 })).toEqual([report]);
    expect(filterDocuments(all, { search: 'budget', status: 'Approved', typeId: null })).toEqual([]);
  });

  it('exports what it shows, the size readable', () => {
    const size = DOCUMENT_CSV_COLUMNS.find((c) => c.header === 'Size');
    expect(size?.value(aDocument({ fileSize: 2048 }))).toBe('2 KB');
  });

  it('tells the uploader who reviewed the document and when', () => {
    expect(reviewSummary(budget)).toBe('Not reviewed yet');
    expect(
      reviewSummary({
        status: 'Rejected',
        reviewedBy: 'ca.western',
        reviewDate: '2026-11-20T09:00:00.000Z',
        reviewNotes: 'Missing signatures',
      }),
    ).toBe('Rejected by ca.western on Nov 20, 2026');
  });
});

describe('the upload', () => {
  const types = [
    aType({ id: 1, name: 'Budget' }),
    aType({ id: 2, name: 'Report' }),
    aType({ id: 3, name: 'Old', isActive: false }),
  ];

  it('starts with the Report type and offers the active types', () => {
    expect(defaultTypeId(types)).toBe(2);
    expect(defaultTypeId([])).toBeNull();
    expect(typeOptions(types).map((o) => o.label)).toEqual(['Budget', 'Report']);
    expect(typeOptions(types, 3).map((o) => o.label)).toEqual(['Budget', 'Report', 'Old']);
  });

  it('suggests the file name as the title', () => {
    expect(titleFromFileName('Q3 report.final.pdf')).toBe('Q3 report.final');
  });

  it('sends the text fields first and the file last; without a type, Report by name', () => {
    const file = new File(['%PDF-1.4'], 'q3.pdf', { type: 'application/pdf' });
    const typed = uploadForm({ title: 'Q3', description: 'Quarter', documentTypeId: 2, file });
    expect([...typed.keys()]).toEqual(['title', 'description', 'documentTypeId', 'file']);
    expect(typed.get('documentTypeId')).toBe('2');
    const untyped = uploadForm({ title: 'Q3', description: null, documentTypeId: null, file });
    expect([...untyped.keys()]).toEqual(['title', 'documentType', 'file']);
    expect(untyped.get('documentType')).toBe('Report');
  });
});
