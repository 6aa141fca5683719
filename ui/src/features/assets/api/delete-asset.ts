import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { ASSETS_URL } from './get-assets';
import { invalidateAfterAssetWrite } from './invalidate';

/** DELETE /api/assets/{id} → 200 {id, position}. */
export const deleteAsset = (id: number): Promise<CommandResult> =>
  apiSend<CommandResult>('DELETE', `${ASSETS_URL}/${id}`);

export const useDeleteAsset = () =>
  useCommand({
    mutationFn: deleteAsset,
    success: t('Asset deleted successfully'),
    // spec: error catalogue fixes this text
    failure: t('Failed to delete asset'),
    failureText: 'fixed',
    invalidate: (client, id) => invalidateAfterAssetWrite(client, id),
  });
