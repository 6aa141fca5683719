import type { ReportRequestBody } from '@pm/domain/reports/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { invalidateUrls } from '@/lib/query-client';
import { useCommand } from '@/lib/use-command';
import { REPORTS_URL, type Report } from './get-reports';

/** POST /api/project-reports → 201 {id}: the report is then produced in the background. */
export const requestReport = (body: ReportRequestBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', REPORTS_URL, body);

export const useRequestReport = () =>
  useCommand({
    mutationFn: requestReport,
    failure: t('Failed to generate the report'),
    invalidate: (client) => invalidateUrls(client, [REPORTS_URL]),
  });

/** GET /api/project-reports/{id}/download: the stored file, saved under its own name. */
export const downloadReport = (report: Pick<Report, 'id' | 'fileName' | 'format'>): Promise<string> =>
  downloadFile(
    `${REPORTS_URL}/${report.id}/download`,
    undefined,
    report.fileName ?? `report.${report.format}`,
  );

export const useDownloadReport = () =>
  useCommand({
    mutationFn: downloadReport,
    success: (_report, name) => t('Downloaded {{name}}', { name }),
    failureTitle: t('Download failed'),
    failure: t('Failed to download the report'),
  });
