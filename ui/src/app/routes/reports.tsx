import { Flex, theme } from 'antd';
import { useMemo } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useParticipants } from '@/features/participants/api/get-participants';
import { useRecentReports, useReportStats } from '@/features/reports/api/get-reports';
import { RecentReports } from '@/features/reports/components/recent-reports';
import { ReportGroups } from '@/features/reports/components/report-groups';
import { ReportStats } from '@/features/reports/components/report-stats';
import { t } from '@/i18n';
import { useProjectPage } from '../project-scope';

/**
 * /reports (spec 1 "Reports"): the four cards, the Participant, Financial and Asset reports (each
 * generated in the background as Excel, PDF or CSV, its progress shown) and Recent Reports with their
 * downloads. Everything covers the header's project, or the caller's whole scope.
 */
export default function ReportsPage() {
  const { projectId, code } = useProjectPage();
  const { token } = theme.useToken();
  const stats = useReportStats(projectId);
  const recent = useRecentReports(projectId);
  const participants = useParticipants({ projectId });
  const options = useMemo(
    () =>
      (participants.data ?? []).map((p) => ({
        value: p.id,
        label: `${p.participantId} ${p.fullName}`,
      })),
    [participants.data],
  );

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Reports & Analytics')}
        subtitle={
          code
            ? t('Generate and download reports of {{code}}', { code })
            : t('Generate and download reports of the projects in your scope')
        }
      />
      <LoadError what={t('report figures')} error={stats.error} />
      <ReportStats stats={stats.data} loading={stats.isLoading} />
      <ReportGroups
        projectId={projectId}
        participants={options}
        participantsLoading={participants.isLoading}
      />
      <LoadError what={t('recent reports')} error={recent.error} />
      <RecentReports reports={recent.data ?? []} loading={recent.isLoading} />
    </Flex>
  );
}
