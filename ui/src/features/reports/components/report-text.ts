import { FORMAT_LABELS, type ReportFormat } from '@pm/domain/reports/catalog';
import { t } from '@/i18n';
import type { Report } from '../api/get-reports';

/** What the Recent Reports list and the report cards say about a report, as plain text. */

export const formatLabel = (format: ReportFormat): string => FORMAT_LABELS[format];

/** 'Participant KE0420-001 · 2026-01-01 to 2026-03-31', or 'All dates' / '-' when there is nothing. */
export const parametersText = (
  report: Pick<Report, 'from' | 'to' | 'participantId' | 'participantCode' | 'reportType'>,
  takesRange: boolean,
): string => {
  const parts: string[] = [];
  if (report.participantId !== null)
    parts.push(t('Participant {{code}}', { code: report.participantCode ?? `#${report.participantId}` }));
  if (report.from !== null || report.to !== null)
    parts.push(
      t('{{from}} to {{to}}', { from: report.from ?? t('the beginning'), to: report.to ?? t('today') }),
    );
  else if (takesRange) parts.push(t('All dates'));
  return parts.length === 0 ? '-' : parts.join(' · ');
};

export const statusText = (report: Pick<Report, 'status' | 'progress' | 'error'>): string => {
  switch (report.status) {
    case 'queued':
      return t('Queued');
    case 'running':
      return t('Generating {{progress}}%', { progress: report.progress });
    case 'done':
      return t('Ready');
    case 'failed':
      return report.error ? t('Failed: {{error}}', { error: report.error }) : t('Failed');
  }
};

/** '12.4 KB'. */
export const sizeText = (bytes: number | null): string => {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};
