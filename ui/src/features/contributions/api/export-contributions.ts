import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { messageOf, useToast } from '../../../lib/toast';
import { CONTRIBUTIONS_URL, type ContributionFilters, contributionParams } from './get-contributions';

export interface ContributionExport {
  readonly format: 'csv' | 'xlsx';
  readonly filters: ContributionFilters;
}

/** GET /api/contributions/export?format&projectId&month&status&search: the rows as the filters show them. */
export const exportContributions = ({ format, filters }: ContributionExport): Promise<string> =>
  downloadFile(
    `${CONTRIBUTIONS_URL}/export`,
    { format, ...contributionParams(filters) },
    `contributions${filters.month ? `-${filters.month}` : ''}.${format}`,
  );

export const useExportContributions = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: exportContributions,
    onSuccess: (name) => toast.success(`Contributions exported to ${name}`),
    onError: (error) => toast.error('Export failed', messageOf(error, 'Failed to export contributions')),
  });
};
