import type { ExportFormat } from '@/components/export-menu';
import { t } from '@/i18n';
import { downloadFile } from '@/lib/download';
import { useCommand } from '@/lib/use-command';
import { PARTICIPANTS_URL } from './get-participants';

export type FileFormat = ExportFormat;

/** GET /api/participants/template?format=csv|xlsx → participants-template.csv / .xlsx. */
export const downloadTemplate = (format: FileFormat): Promise<string> =>
  downloadFile(`${PARTICIPANTS_URL}/template`, { format }, `participants-template.${format}`);

export const useDownloadTemplate = () =>
  useCommand({
    mutationFn: downloadTemplate,
    failureTitle: t('Download failed'),
    failure: t('Failed to download the template'),
  });
