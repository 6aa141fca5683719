import { t } from '@/i18n';
import { downloadFile } from '@/lib/download';
import { todayIso } from '@/lib/format';
import { useCommand } from '@/lib/use-command';
import { SAVING_GROUPS_URL } from './get-saving-groups';

/** spec: API calls: the export is saved as saving-groups-{YYYY-MM-DD}.csv. */
export const exportFileName = (today: string): string => `saving-groups-${today}.csv`;

/** GET /api/saving-groups/export → CSV of the groups in the caller's scope. */
export const exportSavingGroups = (): Promise<string> =>
  downloadFile(`${SAVING_GROUPS_URL}/export`, undefined, exportFileName(todayIso()));

export const useExportSavingGroups = () =>
  useCommand<void, string>({
    mutationFn: exportSavingGroups,
    success: (_nothing, name) => t('Saving groups saved as {{name}}', { name }),
    successTitle: t('Export Successful'),
    failureTitle: t('Export Failed'),
    failure: t('Failed to export saving groups data'),
    failureText: 'fixed',
  });
