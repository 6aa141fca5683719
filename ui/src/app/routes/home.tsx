import { hasCapability } from '@pm/domain/access/policy';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { RecordPaymentDialog } from '@/features/contributions/components/record-payment-dialog';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { AgeGroupCard } from '@/features/dashboard/components/age-group-card';
import { dashboardHeading } from '@/features/dashboard/components/dashboard-format';
import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import {
  QUICK_ACTION_ICONS,
  type QuickAction,
  QuickActions,
} from '@/features/dashboard/components/quick-actions';
import { RecentActivity } from '@/features/dashboard/components/recent-activity';
import { ParticipantDialog } from '@/features/participants/components/participant-dialog';
import { useProjects } from '@/features/projects/api/get-projects';
import { ProjectCards } from '@/features/projects/components/project-cards';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import {
  choosesProject,
  headingRoleOf,
  projectCodeFor,
  useParticipantProjectChoice,
  useSelectedProjectId,
} from '../project-scope';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * The home dashboard (spec: screens "Dashboard"): heading, welcome line, project cards, the four stat cards,
 * participants by age group, recent activity from the event log, and quick actions that open the real
 * Add Participant and Record Payment dialogs (composed here: features do not import each other).
 */
export default function HomePage() {
  const { user, actor } = useSignedInUser();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const selectedId = useSelectedProjectId();
  const projects = useProjects();
  const list = projects.data ?? [];
  const showCards = choosesProject(user) && selectedId === undefined;
  const stats = useDashboardStats(selectedId);
  const projectChoice = useParticipantProjectChoice(user, selectedId);

  const canAddParticipant = hasCapability(actor, 'participants.manage');
  const canRecordPayment = hasCapability(actor, 'payments.record');
  const adding = useDisclosure();
  const recording = useDisclosure();
  const withProject = (path: string) => (selectedId === undefined ? path : `${path}?projectId=${selectedId}`);
  const offered: (QuickAction | false)[] = [
    canAddParticipant && {
      label: t('Add Participant'),
      icon: QUICK_ACTION_ICONS.addParticipant,
      onClick: () => adding.open(),
    },
    canRecordPayment && {
      label: t('Record Payment'),
      icon: QUICK_ACTION_ICONS.recordPayment,
      onClick: () => recording.open(),
    },
    hasCapability(actor, 'sms.send') && {
      label: t('Send SMS'),
      icon: QUICK_ACTION_ICONS.sendSms,
      onClick: () => navigate(withProject('/sms')),
    },
    {
      label: t('View Reports'),
      icon: QUICK_ACTION_ICONS.viewReports,
      onClick: () => navigate(withProject('/reports')),
    },
  ];
  const actions = offered.filter((action): action is QuickAction => action !== false);

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={dashboardHeading(
          headingRoleOf(user),
          selectedId === undefined ? null : projectCodeFor(user, selectedId, list),
        )}
        subtitle={t('Welcome back, {{username}}', { username: user.username })}
      />
      {showCards && (
        <section aria-labelledby="projects-heading">
          <Typography.Title level={3} id="projects-heading" style={{ fontSize: token.fontSizeXL }}>
            {t('Projects')}
          </Typography.Title>
          <ProjectCards projects={list} loading={projects.isLoading} />
        </section>
      )}

      <LoadError what={t('statistics')} error={stats.error} />
      <DashboardStats stats={stats.data} loading={stats.isLoading} />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <AgeGroupCard ageGroups={stats.data?.ageGroups} loading={stats.isLoading} />
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <QuickActions actions={actions} />
            <RecentActivity projectId={selectedId} />
          </Flex>
        </Col>
      </Row>

      {canAddParticipant && (
        <ParticipantDialog
          key={`add-participant-${adding.key}`}
          {...adding.props}
          projectChoice={projectChoice}
        />
      )}
      {canRecordPayment && (
        <RecordPaymentDialog
          key={`record-payment-${recording.key}`}
          {...recording.props}
          projectId={selectedId}
        />
      )}
    </Flex>
  );
}
