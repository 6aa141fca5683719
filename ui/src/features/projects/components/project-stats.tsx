import { AppstoreOutlined, CheckCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { Project } from '../api/get-projects';

/** The three cards above the projects table (spec §2 "Projects"). */
export function ProjectStats({
  projects,
  loading,
}: {
  readonly projects: readonly Project[];
  readonly loading: boolean;
}) {
  const active = projects.filter((project) => project.isActive).length;
  const participants = projects.reduce((sum, project) => sum + (project.participantCount ?? 0), 0);
  const cards = [
    { title: 'Total Projects', value: projects.length, icon: <AppstoreOutlined aria-hidden /> },
    { title: 'Active Projects', value: active, icon: <CheckCircleOutlined aria-hidden /> },
    { title: 'Total Participants', value: participants, icon: <TeamOutlined aria-hidden /> },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} md={8}>
          <Card loading={loading}>
            <Statistic title={card.title} value={card.value} prefix={card.icon} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
