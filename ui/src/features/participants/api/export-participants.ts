import { t } from '@/i18n';
import { downloadFile } from '@/lib/download';
import { useCommand } from '@/lib/use-command';
import type { FileFormat } from './download-template';
import { PARTICIPANTS_URL, type ParticipantFilters, participantParams } from './get-participants';

export interface ParticipantExport {
  readonly format: FileFormat;
  readonly filters: ParticipantFilters;
}

/** GET /api/participants/export?format&projectId&search&ageGroup: the list as the filters show it. */
export const exportParticipants = ({ format, filters }: ParticipantExport): Promise<string> =>
  downloadFile(
    `${PARTICIPANTS_URL}/export`,
    { format, ...participantParams(filters) },
    `participants.${format}`,
  );

export const useExportParticipants = () =>
  useCommand({
    mutationFn: exportParticipants,
    success: (_request, name) => t('Participants exported to {{name}}', { name }),
    failureTitle: t('Export failed'),
    failure: t('Failed to export participants'),
  });
