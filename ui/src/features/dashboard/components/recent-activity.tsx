import {
  ApartmentOutlined,
  AppstoreOutlined,
  CalendarOutlined,
  DatabaseOutlined,
  DollarOutlined,
  HistoryOutlined,
  MessageOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Drawer, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { type ActivityEntry, useActivity } from '../api/get-activity';
import {
  type ActivityCategory,
  activityCategory,
  activitySummary,
  actorText,
  relativeTime,
} from './dashboard-format';

const ICONS: Readonly<Record<ActivityCategory, ReactNode>> = {
  participant: <TeamOutlined />,
  payment: <DollarOutlined />,
  contribution: <CalendarOutlined />,
  project: <AppstoreOutlined />,
  hierarchy: <ApartmentOutlined />,
  asset: <DatabaseOutlined />,
  sms: <MessageOutlined />,
  user: <UserOutlined />,
  other: <HistoryOutlined />,
};

function ActivityList({ entries }: { readonly entries: readonly ActivityEntry[] }) {
  const { token } = theme.useToken();
  const now = new Date();
  if (entries.length === 0) return <Empty description={t('No activity yet')} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => (
        <li
          key={entry.position}
          style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}
        >
          <Flex gap={12} align="start">
            <Avatar
              aria-hidden
              icon={ICONS[activityCategory(entry.type)]}
              style={{ backgroundColor: token.colorPrimaryBg, color: token.colorPrimary, flexShrink: 0 }}
            />
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text>{activitySummary(entry)}</Typography.Text>
              <Typography.Text type="secondary">
                {actorText(entry.actor)} ·{' '}
                <time dateTime={entry.occurredAt} title={formatDateTime(entry.occurredAt)}>
                  {relativeTime(entry.occurredAt, now)}
                </time>
              </Typography.Text>
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}

function ActivityFeed({ projectId, limit }: { readonly projectId?: number; readonly limit: number }) {
  const activity = useActivity({ projectId, limit });
  if (activity.isLoading) return <Skeleton active aria-label={t('Loading activity')} />;
  if (activity.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('Could not load the activity')}
        description={activity.error.message}
      />
    );
  return <ActivityList entries={activity.data ?? []} />;
}

/**
 * 'Recent Activity' (spec: screens "Dashboard"): the latest events of the log in the user's scope, instead of the
 * specification's fixed sample list, with 'View all activity' opening a longer list.
 */
export function RecentActivity({ projectId }: { readonly projectId?: number }) {
  const [showAll, setShowAll] = useState(false);
  return (
    <Card
      title={<span id="activity-heading">{t('Recent Activity')}</span>}
      extra={
        <Button type="link" onClick={() => setShowAll(true)}>
          {t('View all activity')}
        </Button>
      }
    >
      <section aria-labelledby="activity-heading">
        <ActivityFeed projectId={projectId} limit={10} />
      </section>
      <Drawer
        open={showAll}
        onClose={() => setShowAll(false)}
        title={t('All Activity')}
        size="large"
        destroyOnHidden
      >
        {showAll && <ActivityFeed projectId={projectId} limit={50} />}
      </Drawer>
    </Card>
  );
}
