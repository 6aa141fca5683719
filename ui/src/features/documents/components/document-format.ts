import { type Actor, hasCapability } from '@pm/domain/access/policy';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  DOCUMENT_FORMATS,
  DOCUMENT_TOO_LARGE_MESSAGE,
  type DocumentFormat,
  MAX_DOCUMENT_FILE_BYTES,
} from '@pm/domain/documents/schemas';
import { t, tKey } from '@/i18n';
import type { CsvColumn } from '@/lib/table-csv';
import type { DocumentRow, DocumentStatus } from '../api/get-documents';

/** The formats the file picker offers (spec "Documents"). */
export const ACCEPT = DOCUMENT_FORMATS.map((format) => `.${format}`).join(',');

const FORMAT_NAMES: Readonly<Record<DocumentFormat, string>> = {
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
};

/** 'PDF', 'PDF or Word', 'PDF, Word or Excel': the formats a type allows, by the names people know. */
export const formatNames = (formats: readonly string[]): string => {
  const names = [
    ...new Set(formats.map((f) => FORMAT_NAMES[f as DocumentFormat] ?? f.toUpperCase()).filter(Boolean)),
  ];
  if (names.length <= 1) return names.join('');
  return t('{{list}} or {{last}}', { list: names.slice(0, -1).join(', '), last: names.at(-1) });
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** What a document type asks of its files; absent, the specification's limits apply. */
export interface FileRules {
  readonly maxFileSize?: number | null;
  readonly allowedFormats?: readonly string[] | null;
}

/**
 * What is wrong with the chosen file, or null when it may be sent: none chosen, over 1 MB (or the type's
 * smaller limit), or a format the type does not take. The server checks all of it again.
 */
export const fileProblem = (
  file: { readonly name: string; readonly size: number } | null,
  rules: FileRules = {},
): string | null => {
  // the domain's own messages (the server sends the same): their Kiswahili is in the server catalogue
  if (!file) return t(DOCUMENT_FILE_REQUIRED_MESSAGE);
  if (file.size > MAX_DOCUMENT_FILE_BYTES) return t(DOCUMENT_TOO_LARGE_MESSAGE);
  const limit = rules.maxFileSize;
  if (limit && limit < MAX_DOCUMENT_FILE_BYTES && file.size > limit)
    return t('File size must be at most {{size}} for this document type', { size: formatFileSize(limit) });
  const formats: readonly string[] = rules.allowedFormats?.length ? rules.allowedFormats : DOCUMENT_FORMATS;
  if (!formats.includes(extensionOf(file.name)))
    return t('This document type accepts {{formats}} files only', { formats: formatNames(formats) });
  return null;
};

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 0 Bytes, 512 Bytes, 1.5 KB, 1 MB: two decimals at most, trailing zeros dropped; '-' when unknown. */
export const formatFileSize = (bytes: number | string | null | undefined): string => {
  const value = typeof bytes === 'string' ? Number(bytes) : bytes;
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return '-';
  if (value === 0) return '0 Bytes';
  const power = Math.min(Math.floor(Math.log(value) / Math.log(1024)), UNITS.length - 1);
  const scaled = value / 1024 ** Math.max(power, 0);
  return `${Number.parseFloat(scaled.toFixed(2))} ${UNITS[Math.max(power, 0)]}`;
};

/** The status badge's colour: each status its own (antd preset colours). */
export const STATUS_COLORS: Readonly<Record<DocumentStatus, string>> = {
  Pending: 'gold',
  'Under Review': 'blue',
  Approved: 'green',
  Rejected: 'red',
};

/** The status badge's words (the status itself is what the server sends and filters by). */
const STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  Pending: tKey('Pending'),
  'Under Review': tKey('Under Review'),
  Approved: tKey('Approved'),
  Rejected: tKey('Rejected'),
};

/** A status in words; one the UI does not know (a newer server) as the server sent it. */
export const statusText = (status: string): string => {
  const label = (STATUS_LABELS as Readonly<Record<string, string>>)[status];
  return label ? t(label) : status;
};

/** A status the UI does not know (a newer server) is shown in the neutral colour. */
export const statusColor = (status: string): string =>
  (STATUS_COLORS as Readonly<Record<string, string>>)[status] ?? 'default';

/** Upload Document is offered to ChurchFacilitator, ProjectAdmin, ClusterAdmin, RegionalAdmin and NationalDirector. */
export const mayUpload = (actor: Actor): boolean => hasCapability(actor, 'documents.upload');

export type DocumentAction = 'details' | 'download' | 'review' | 'edit' | 'delete';

/** The actions a row offers: Details and Download always; Review, Edit and Delete as the server allows. */
export const rowActions = (
  doc: Pick<DocumentRow, 'mayEdit' | 'mayDelete' | 'mayReview'>,
): readonly DocumentAction[] => [
  'details',
  'download',
  ...(doc.mayReview ? (['review'] as const) : []),
  ...(doc.mayEdit ? (['edit'] as const) : []),
  ...(doc.mayDelete ? (['delete'] as const) : []),
];

export interface DocumentFilter {
  readonly search: string;
  readonly status: DocumentStatus | null;
  readonly typeId: number | null;
}

/** The rows the title search and the status and type filters let through. */
export const filterDocuments = (
  documents: readonly DocumentRow[],
  { search, status, typeId }: DocumentFilter,
): DocumentRow[] => {
  const text = search.trim().toLowerCase();
  return documents.filter(
    (doc) =>
      (!status || doc.status === status) &&
      (typeId === null || doc.documentTypeId === typeId) &&
      (!text || doc.title.toLowerCase().includes(text)),
  );
};

/** The table as the header's Export writes it (what the filters show). */
export const DOCUMENT_CSV_COLUMNS: readonly CsvColumn<DocumentRow>[] = [
  { header: 'Title', value: (d) => d.title },
  { header: 'Description', value: (d) => d.description },
  { header: 'File name', value: (d) => d.fileName },
  { header: 'Size', value: (d) => formatFileSize(d.fileSize) },
  { header: 'Type', value: (d) => d.documentType },
  { header: 'Status', value: (d) => d.status },
  { header: 'Uploaded by', value: (d) => d.uploadedBy },
  { header: 'Upload date', value: (d) => d.uploadDate?.slice(0, 10) },
  { header: 'Reviewed by', value: (d) => d.reviewedBy },
  { header: 'Review notes', value: (d) => d.reviewNotes },
];
