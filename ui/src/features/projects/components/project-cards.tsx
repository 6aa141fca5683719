import { Badge, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { t } from '@/i18n';
import type { Project } from '../api/get-projects';

/** The dashboard's project cards for SuperAdmin and ClusterAdmin (spec §2 "Dashboard"). */
export function ProjectCards({
  projects,
  loading,
}: {
  readonly projects: readonly Project[];
  readonly loading: boolean;
}) {
  if (loading) return <Skeleton active />;
  if (projects.length === 0) {
    return <Empty description={t('No projects found. Use Project Management to create new projects.')} />;
  }
  return (
    <Row gutter={[16, 16]}>
      {projects.map((project) => (
        <Col key={project.id} xs={24} sm={12} lg={8} xl={6}>
          <Link
            to={`/?projectId=${project.id}`}
            aria-label={`${project.code} - ${project.name} (${project.isActive ? t('Active') : t('Inactive')})`}
          >
            <Card hoverable size="small">
              <Typography.Text strong>{project.code}</Typography.Text>
              <Typography.Paragraph style={{ margin: '4px 0 8px' }} ellipsis={{ rows: 1 }}>
                {project.name}
              </Typography.Paragraph>
              {project.isActive ? (
                <Badge status="success" text={t('Active')} />
              ) : (
                <Badge status="default" text={t('Inactive')} />
              )}
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
