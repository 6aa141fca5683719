import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { messageOf, useToast } from '../../../lib/toast';
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

export const useExportParticipants = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: exportParticipants,
    onSuccess: (name) => toast.success(`Participants exported to ${name}`),
    onError: (error) => toast.error('Export failed', messageOf(error, 'Failed to export participants')),
  });
};
