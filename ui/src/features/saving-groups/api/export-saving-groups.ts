import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { todayIso } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { SAVING_GROUPS_URL } from './get-saving-groups';

/** spec §7: the export is saved as saving-groups-{YYYY-MM-DD}.csv. */
export const exportFileName = (today: string): string => `saving-groups-${today}.csv`;

/** GET /api/saving-groups/export → CSV of the groups in the caller's scope. */
export const exportSavingGroups = (): Promise<string> =>
  downloadFile(`${SAVING_GROUPS_URL}/export`, undefined, exportFileName(todayIso()));

export const useExportSavingGroups = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: exportSavingGroups,
    onSuccess: (name) => toast.success(`Saving groups saved as ${name}`, 'Export Successful'),
    onError: () => toast.error('Export Failed', 'Failed to export saving groups data'),
  });
};
