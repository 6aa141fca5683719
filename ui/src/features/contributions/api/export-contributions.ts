import { t } from '@/i18n';
import { downloadFile } from '@/lib/download';
import { useCommand } from '@/lib/use-command';
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

export const useExportContributions = () =>
  useCommand({
    mutationFn: exportContributions,
    success: (_request, name) => t('Contributions exported to {{name}}', { name }),
    failureTitle: t('Export failed'),
    failure: t('Failed to export contributions'),
  });
