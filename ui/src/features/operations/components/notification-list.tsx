import type { NotificationRow } from '@pm/domain/api/notification-queries';
import { Badge, Empty, List, Typography } from 'antd';
import { Link } from 'react-router';
import { t } from '@/i18n';
import { localised } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

/**
 * A line of the bell: a notification of GET /api/notifications, or a failing read model (whose texts the
 * browser words itself, already in the user's language, so it carries no key).
 */
export type Line = Omit<NotificationRow, 'kind' | 'descriptionKey' | 'descriptionParams'> &
  Partial<Pick<NotificationRow, 'descriptionKey' | 'descriptionParams'>> & {
    readonly kind: NotificationRow['kind'] | 'readModelFailing';
    readonly error?: string | null;
  };

/**
 * A line in the user's language, as the activity feed's lines are shown: the title by its English text,
 * the description by its template filled with its values (both in sw/server.json); the English words
 * when the catalogue lacks them.
 */
export const lineTexts = (line: Line): { readonly title: string; readonly description: string } => ({
  title: localised(line.title),
  description: localised(line.description, line.descriptionKey, line.descriptionParams),
});

function NotificationItem({
  line,
  unseen,
  onFollow,
}: {
  readonly line: Line;
  readonly unseen: boolean;
  readonly onFollow: () => void;
}) {
  const texts = lineTexts(line);
  const title = line.link ? (
    <Link to={line.link} onClick={onFollow}>
      {texts.title}
    </Link>
  ) : (
    texts.title
  );
  return (
    <List.Item>
      <List.Item.Meta
        avatar={unseen ? <Badge status="processing" aria-label={t('New')} /> : <Badge status="default" />}
        title={title}
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{texts.description}</Typography.Paragraph>
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
