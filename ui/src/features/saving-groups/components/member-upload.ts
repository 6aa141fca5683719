import {
  MEMBER_CSV_TEMPLATE,
  type MemberCsvResult,
  validateMemberCsv,
} from '@pm/domain/saving-groups/member-csv';
import Papa from 'papaparse';
import type { Announcement, ProgressView } from '@/components/bulk-upload/upload-stage';
import { t, tKey } from '@/i18n';
import type { MemberUploadResult } from '../api/upload-group-members';

/** spec: limits: the template the dialog offers, generated here rather than fetched. */
export const MEMBER_TEMPLATE_NAME = 'member_upload_template.csv';
export const MEMBER_TEMPLATE_CSV = `${MEMBER_CSV_TEMPLATE}\n`;

/** spec: validation: the file's name must end in .csv ('Please upload a CSV file'). */
export const isCsvFileName = (name: string): boolean => /\.csv$/i.test(name.trim());

/** English; translate it where it is shown: `t(NOT_CSV_MESSAGE)`. */
export const NOT_CSV_MESSAGE = tKey('Please upload a CSV file');

/**
 * Splits a CSV text into cells (quoted fields, commas and newlines inside quotes, CRLF) and applies the
 * domain's bulk rules (spec: validation): the header's columns, a header plus at least one row, the same column
 * count on every row, required fields, a known role. Blank lines stay in, so row numbers match the file.
 */
export const parseMemberCsv = (text: string): MemberCsvResult => {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header = [], ...rows] = parsed.data;
  return validateMemberCsv(header, rows);
};

/** The bar of the upload: rows sent of the valid rows, in whole percent. */
export const uploadPercent = (sent: number, total: number): number =>
  total <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((sent * 100) / total)));

/** spec: error catalogue: the toast of an upload that sent at least one member. */
export const uploadSuccessMessage = (count: number): string =>
  t('Successfully uploaded {{uploaded}} member(s)', { uploaded: count });

/** The bar while the valid rows are sent one at a time. */
export const memberProgressView = (sent: number, total: number): ProgressView => ({
  text: t('Uploading members… {{sent}} of {{total}}', { sent, total }),
  percent: uploadPercent(sent, total),
  valueText: t('{{sent}} of {{count}} members sent', { sent, count: total }),
});

/** What an upload that failed as a whole shows: nothing uploaded, no member refused by the server. */
export const NOTHING_UPLOADED: MemberUploadResult = { uploaded: 0, failures: [] };

/** spec: error catalogue: 'Successfully uploaded N member(s)' when any went in, else 'Error' / 'Upload failed'. */
export const uploadAnnouncement = (result: MemberUploadResult): Announcement =>
  result.uploaded > 0
    ? { ok: true, description: uploadSuccessMessage(result.uploaded) }
    : { ok: false, title: t('Error'), description: t('Upload failed') };
