import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { messageOf, useToast } from '../../../lib/toast';
import { PARTICIPANTS_URL } from './get-participants';

export type FileFormat = 'csv' | 'xlsx';

/** GET /api/participants/template?format=csv|xlsx → participants-template.csv / .xlsx. */
export const downloadTemplate = (format: FileFormat): Promise<string> =>
  downloadFile(`${PARTICIPANTS_URL}/template`, { format }, `participants-template.${format}`);

export const useDownloadTemplate = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: downloadTemplate,
    onError: (error) => toast.error('Download failed', messageOf(error, 'Failed to download the template')),
  });
};
