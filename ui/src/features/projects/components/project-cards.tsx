import { Badge, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { t } from '@/i18n';
import type { Project } from '../api/get-projects';

/** The dashboard's project cards for SuperAdmin and ClusterAdmin (spec: screens "Dashboard"). */
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
          {/* the link's name is its text, as shown: 'KE0420 - Kakamega Central Active' */}
          <Link to={`/?projectId=${project.id}`}>
            <Card hoverable size="small">
              <Typography.Paragraph style={{ margin: '0 0 8px' }} ellipsis={{ rows: 2 }}>
                <Typography.Text strong>{project.code}</Typography.Text> - {project.name}
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
