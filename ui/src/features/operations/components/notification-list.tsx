import type { NotificationRow } from '@pm/domain/api/notification-queries';
import { Badge, Empty, List, Typography } from 'antd';
import { Link } from 'react-router';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';

/** A line of the bell: a notification of GET /api/notifications, or a failing read model. */
export type Line = Omit<NotificationRow, 'kind'> & {
  readonly kind: NotificationRow['kind'] | 'readModelFailing';
  readonly error?: string | null;
};

function NotificationItem({
  line,
  unseen,
  onFollow,
}: {
  readonly line: Line;
  readonly unseen: boolean;
  readonly onFollow: () => void;
}) {
  const title = line.link ? (
    <Link to={line.link} onClick={onFollow}>
      {line.title}
    </Link>
  ) : (
    line.title
  );
  return (
    <List.Item>
      <List.Item.Meta
        avatar={unseen ? <Badge status="processing" aria-label={t('New')} /> : <Badge status="default" />}
        title={title}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{line.description}</Typography.Paragraph>
            <Typography.Text type="secondary">{formatDateTime(line.at)}</Typography.Text>
            {line.error && (
              <Typography.Paragraph type="secondary" copyable style={{ marginBottom: 0 }}>
                {line.error}
              </Typography.Paragraph>
            )}
          </>
        }
      />
    </List.Item>
  );
}

/** The bell's list (notifications.tsx), loaded when the bell is first opened. */
export default function NotificationList({
  lines,
  seen,
  onFollow,
}: {
  readonly lines: readonly Line[];
  /** The keys of the lines this browser has shown the user. */
  readonly seen: ReadonlySet<string>;
  /** A line's link was followed. */
  readonly onFollow: () => void;
}) {
  if (lines.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No notifications')} />;
  return (
    <List
      className="pm-notification-list"
      style={{ maxHeight: 420, overflowY: 'auto' }}
      aria-label={t('Notifications')}
      dataSource={[...lines]}
      renderItem={(line) => <NotificationItem line={line} unseen={!seen.has(line.key)} onFollow={onFollow} />}
    />
  );
}
