import { BarChartOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { type Project, useProjects } from '../../features/projects/api/get-projects';
import { ProjectCards } from '../../features/projects/components/project-cards';
import { type AssignedUser, useSignedInUser } from '../use-signed-in-user';

const dashboardHeading = (
  user: AssignedUser,
  selectedId: string | null,
  projects: readonly Project[],
): string => {
  if (selectedId) {
    const code =
      projects.find((project) => String(project.id) === selectedId)?.code ??
      (String(user.projectId) === selectedId ? user.projectCode : null);
    if (code) return `${code} Project Dashboard`;
  }
  if (user.role === 'SuperAdmin') return 'System Dashboard';
  if (user.role === 'ClusterAdmin') return 'Cluster Dashboard';
  return 'Project Dashboard';
};

/** The home dashboard (spec §2 "Dashboard"): heading, welcome line, project cards; statistics come later. */
export default function HomePage() {
  const { user } = useSignedInUser();
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get('projectId');
  const projects = useProjects();
  const list = projects.data ?? [];
  const showCards = (user.role === 'SuperAdmin' || user.role === 'ClusterAdmin') && !selectedId;

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
      <Card title="Statistics">
        <Empty
          image={<BarChartOutlined aria-hidden style={{ fontSize: 40 }} />}
          description="Participant, contribution and asset statistics arrive with the participants module."
        />
      </Card>
    </Flex>
  );
}
