import { hasCapability } from '@pm/domain/access/policy';
import { Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RecordPaymentDialog } from '../../features/contributions/components/record-payment-dialog';
import { useDashboardStats } from '../../features/dashboard/api/get-dashboard-stats';
import { AgeGroupCard } from '../../features/dashboard/components/age-group-card';
import { DashboardStats } from '../../features/dashboard/components/dashboard-stats';
import {
  QUICK_ACTION_ICONS,
  type QuickAction,
  QuickActions,
} from '../../features/dashboard/components/quick-actions';
import { RecentActivity } from '../../features/dashboard/components/recent-activity';
import { ParticipantDialog } from '../../features/participants/components/participant-dialog';
import { type Project, useProjects } from '../../features/projects/api/get-projects';
import { ProjectCards } from '../../features/projects/components/project-cards';
import { choosesProject, useParticipantProjectChoice, useSelectedProjectId } from '../project-scope';
import { type AssignedUser, useSignedInUser } from '../use-signed-in-user';

const dashboardHeading = (
  user: AssignedUser,
  selectedId: number | undefined,
  projects: readonly Project[],
): string => {
  if (selectedId !== undefined) {
    const code =
      projects.find((project) => project.id === selectedId)?.code ??
      (user.projectId === selectedId ? user.projectCode : null);
    if (code) return `${code} Project Dashboard`;
  }
  if (user.role === 'SuperAdmin') return 'System Dashboard';
  if (user.role === 'ClusterAdmin') return 'Cluster Dashboard';
  return 'Project Dashboard';
};

interface Opening {
  readonly open: boolean;
  readonly opened: number;
}
const opening = (state: Opening): Opening => ({ open: true, opened: state.opened + 1 });
const closing = (state: Opening): Opening => ({ ...state, open: false });

/**
 * The home dashboard (spec §2 "Dashboard"): heading, welcome line, project cards, the four stat cards,
 * participants by age group, recent activity from the event log, and quick actions that open the real
 * Add Participant and Record Payment dialogs (composed here: features do not import each other).
 */
export default function HomePage() {
  const { user, actor } = useSignedInUser();
  const navigate = useNavigate();
  const selectedId = useSelectedProjectId();
  const projects = useProjects();
  const list = projects.data ?? [];
  const showCards = choosesProject(user) && selectedId === undefined;
  const stats = useDashboardStats(selectedId);
  const projectChoice = useParticipantProjectChoice(user, selectedId);

  const canAddParticipant = hasCapability(actor, 'participants.manage');
  const canRecordPayment = hasCapability(actor, 'payments.record');
  const [adding, setAdding] = useState<Opening>({ open: false, opened: 0 });
  const [recording, setRecording] = useState<Opening>({ open: false, opened: 0 });

  const withProject = (path: string) => (selectedId === undefined ? path : `${path}?projectId=${selectedId}`);
  const actions: QuickAction[] = [
    ...(canAddParticipant
      ? [
          {
            label: 'Add Participant',
            icon: QUICK_ACTION_ICONS.addParticipant,
            onClick: () => setAdding(opening),
          },
        ]
      : []),
    ...(canRecordPayment
      ? [
          {
            label: 'Record Payment',
            icon: QUICK_ACTION_ICONS.recordPayment,
            onClick: () => setRecording(opening),
          },
        ]
      : []),
    ...(hasCapability(actor, 'sms.send')
      ? [
          {
            label: 'Send SMS',
            icon: QUICK_ACTION_ICONS.sendSms,
            onClick: () => navigate(withProject('/sms')),
          },
        ]
      : []),
    {
      label: 'View Reports',
      icon: QUICK_ACTION_ICONS.viewReports,
      onClick: () => navigate(withProject('/reports')),
    },
  ];

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {dashboardHeading(user, selectedId, list)}
        </Typography.Title>
        <Typography.Text type="secondary">Welcome back, {user.username}</Typography.Text>
      </div>
      {showCards && (
        <section aria-labelledby="projects-heading">
          <Typography.Title level={3} id="projects-heading" style={{ fontSize: 18 }}>
            Projects
          </Typography.Title>
          <ProjectCards projects={list} loading={projects.isLoading} />
        </section>
      )}

      <section aria-label="Statistics">
        {stats.error && (
          <Typography.Text type="danger" role="alert">
            Could not load the statistics: {stats.error.message}
          </Typography.Text>
        )}
        <DashboardStats stats={stats.data} loading={stats.isLoading} />
      </section>

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
          key={`add-participant-${adding.opened}`}
          open={adding.open}
          projectChoice={projectChoice}
          onClose={() => setAdding(closing)}
        />
      )}
      {canRecordPayment && (
        <RecordPaymentDialog
          key={`record-payment-${recording.opened}`}
          open={recording.open}
          projectId={selectedId}
          onClose={() => setRecording(closing)}
        />
      )}
    </Flex>
  );
}
