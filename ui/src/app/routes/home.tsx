import { hasCapability } from '@pm/domain/access/policy';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { AgeGroupCard } from '@/features/dashboard/components/age-group-card';
import { dashboardHeading } from '@/features/dashboard/components/dashboard-format';
import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { QuickActions } from '@/features/dashboard/components/quick-actions';
import { RecentActivity } from '@/features/dashboard/components/recent-activity';
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
import { HomeDialogs } from './home/home-dialogs';
import { useQuickActions } from './home/use-quick-actions';

/**
 * The home dashboard (spec: screens "Dashboard"): heading, welcome line, project cards, the four stat cards,
 * participants by age group, recent activity from the event log, and quick actions that open the real
 * Add Participant and Record Payment dialogs (composed here: features do not import each other).
 */
export default function HomePage() {
  const { user, actor } = useSignedInUser();
  const { token } = theme.useToken();
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
  const actions = useQuickActions(actor, selectedId, {
    onAddParticipant: () => adding.open(),
    onRecordPayment: () => recording.open(),
  });

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

      <HomeDialogs
        canAddParticipant={canAddParticipant}
        canRecordPayment={canRecordPayment}
        adding={adding}
        recording={recording}
        projectChoice={projectChoice}
        projectId={selectedId}
      />
    </Flex>
  );
}
