import type { Announcement, ProgressView } from '@/components/bulk-upload/upload-stage';
import { t } from '@/i18n';
import type { BulkUploadResult, UploadProgress } from '../api/upload-participants';

/** The file picker's filter (spec: validation). */
export const UPLOAD_ACCEPT = '.csv,.xlsx,.xls';

const ACCEPTED_TYPES = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/**
 * spec: validation: a CSV, legacy Excel or xlsx type, or a name ending in .csv. Names ending in .xlsx or .xls are
 * accepted too: browsers that cannot tell a spreadsheet's type send an empty one, and the picker offers them.
 */
export const isAcceptedUploadFile = (file: { readonly name: string; readonly type: string }): boolean =>
  ACCEPTED_TYPES.has(file.type) || /\.(csv|xlsx|xls)$/i.test(file.name);

/**
 * The bar reflects real progress in two parts: the bytes sent fill 0-20, then the rows the server has
 * processed (it reports them while it works) fill 20-90. It stays at or under 90 until the answer
 * arrives (spec: limits), then shows 100.
 */
export const SENDING_SHARE = 20;
export const PROCESSING_PERCENT = 90;

/** Percent while the file is sent; null when the browser cannot tell the total. */
export const sendingPercent = (loaded: number, total: number | null): number | null => {
  if (total === null || total <= 0) return null;
  return Math.max(0, Math.min(SENDING_SHARE, Math.floor((loaded / total) * SENDING_SHARE)));
};

/** Percent while the server stores the rows: processed of total rows, onto 20-90. */
export const processingPercent = (processed: number, total: number): number => {
  if (total <= 0) return SENDING_SHARE;
  const share = Math.max(0, Math.min(1, processed / total));
  return SENDING_SHARE + Math.floor(share * (PROCESSING_PERCENT - SENDING_SHARE));
};

/** The bar while the file is sent: its percent, or none when the browser cannot tell the total. */
export const sendingView = (percent: number | null): ProgressView => ({
  text: percent === null ? t('Sending the file…') : t('Sending the file… {{percent}}%', { percent }),
  percent: percent ?? 0,
});

/** The bar of an upload as it runs: the file sent, then the rows the server has processed of how many. */
export const progressView = (progress: UploadProgress): ProgressView => {
  if (progress.stage === 'sending') return sendingView(sendingPercent(progress.loaded, progress.total));
  const { processed, total } = progress;
  return total === null
    ? { text: t('Processing rows…'), percent: SENDING_SHARE }
    : {
        text: t('Processing rows… {{processed}} of {{total}}', { processed, total }),
        percent: processingPercent(processed, total),
      };
};

/** The toast of a finished upload (spec: error catalogue). */
export const uploadSummary = (result: Pick<BulkUploadResult, 'success' | 'errors'>): Announcement =>
  result.errors.length === 0
    ? {
        ok: true,
        title: t('Upload successful'),
        description: t('{{n}} participants uploaded successfully', { n: result.success }),
      }
    : {
        ok: false,
        title: t('Upload completed with warnings'),
        description: t('{{n}} successful, {{errors}} errors', {
          n: result.success,
          errors: result.errors.length,
        }),
      };

/** 'Row {n}: {error}', in row order. */
export const rowErrorLines = (errors: BulkUploadResult['errors']): string[] =>
  [...errors]
    .sort((a, b) => a.row - b.row)
    .map((entry) => t('Row {{row}}: {{error}}', { row: entry.row, error: entry.error }));
