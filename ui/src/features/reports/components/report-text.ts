import { FORMAT_LABELS, type ReportFormat } from '@pm/domain/reports/catalog';
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
    parts.push(`Participant ${report.participantCode ?? `#${report.participantId}`}`);
  if (report.from !== null || report.to !== null)
    parts.push(`${report.from ?? 'the beginning'} to ${report.to ?? 'today'}`);
  else if (takesRange) parts.push('All dates');
  return parts.length === 0 ? '-' : parts.join(' · ');
};

export const statusText = (report: Pick<Report, 'status' | 'progress' | 'error'>): string => {
  switch (report.status) {
    case 'queued':
      return 'Queued';
    case 'running':
      return `Generating ${report.progress}%`;
    case 'done':
      return 'Ready';
    case 'failed':
      return report.error ? `Failed: ${report.error}` : 'Failed';
  }
};

/** '12.4 KB'. */
export const sizeText = (bytes: number | null): string => {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};
