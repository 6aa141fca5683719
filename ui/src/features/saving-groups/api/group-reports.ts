import type { GroupReportStats, GroupReportType } from '@pm/domain/api/group-report-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiGet, type CommandResult, errorFromResponse, notePosition } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { useCommand } from '@/lib/use-command';
import { invalidateAfterMinistryWrite } from './invalidate';

export const GROUP_REPORT_STATS_URL = '/api/reports/stats';

export const useGroupReportStats = (projectId: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [GROUP_REPORT_STATS_URL, { projectId }],
      queryFn: ({ signal }) =>
        apiGet<GroupReportStats>(GROUP_REPORT_STATS_URL, { params: { projectId }, signal }),
    }),
  );

export interface GroupReportChoice {
  readonly type: GroupReportType;
  /** null: All Groups. */
  readonly groupId: number | null;
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

const paramsOf = (choice: GroupReportChoice) => ({
  type: choice.type,
  groupId: choice.groupId ?? undefined,
  dateFrom: choice.dateFrom,
  dateTo: choice.dateTo,
});

/**
 * Generate (spec: screens): the report opens in a new window, which prints it after 500 ms. The window is opened
 * before the request, on the click, so a popup blocker lets it through.
 */
export const useGenerateGroupReport = () =>
  useCommand<GroupReportChoice, { title: string }>({
    mutationFn: async (choice) => {
      const win = window.open('', '_blank');
      const report = await apiGet<{ title: string; htmlContent: string }>('/api/reports/generate', {
        params: paramsOf(choice),
      }).catch((error: unknown) => {
        win?.close();
        throw error;
      });
      if (win) {
        win.document.open();
        win.document.write(report.htmlContent);
        win.document.close();
        setTimeout(() => {
          win.focus();
          win.print();
        }, 500);
      }
      return report;
    },
    success: t('Report generated and downloaded successfully'),
    failure: t('Failed to generate report'),
  });

export const useDownloadGroupReport = () =>
  useCommand<GroupReportChoice, string>({
    mutationFn: (choice) =>
      downloadFile('/api/reports/download', paramsOf(choice), `${choice.type}-report.pdf`),
    success: (_choice, name) => t('Saved as {{name}}', { name }),
    failure: t('Failed to generate report'),
  });

/** The minutes upload of the reports screen: multipart, the text fields before the file. */
export const useUploadMinutes = (onDone: () => void) =>
  useCommand<{ groupId: number; meetingDate: string; description: string; file: File }, CommandResult>({
    mutationFn: async ({ groupId, meetingDate, description, file }) => {
      const form = new FormData();
      form.append('groupId', String(groupId));
      form.append('meetingDate', meetingDate);
      form.append('description', description);
      form.append('file', file, file.name);
      const response = await fetch('/api/meeting-minutes/upload', {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw await errorFromResponse(response);
      const result = (await response.json()) as CommandResult;
      notePosition(result.position);
      return result;
    },
    success: t('Meeting minutes uploaded successfully'),
    failure: t('Failed to upload meeting minutes'),
    onSuccess: onDone,
    invalidate: (client) => invalidateAfterMinistryWrite(client, []),
  });
