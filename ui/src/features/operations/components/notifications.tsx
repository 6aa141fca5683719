import { BellOutlined } from '@ant-design/icons';
import type { Actor } from '@pm/domain';
import { mayOperateSystem } from '@pm/domain/access/policy';
import type { ReadModelState } from '@pm/domain/api/account-queries';
import type { NotificationRow } from '@pm/domain/api/notification-queries';
import { Badge, Empty, List, Popover, Typography } from 'antd';
import { type MouseEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PopupAnchor, usePopupOnDemand } from '@/components/popup-on-demand';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useNotifications } from '../api/get-notifications';
import { useReadModels } from '../api/get-read-models';
import { readSeen, rememberSeen, unseenCount } from './notification-seen';

type Line = Omit<NotificationRow, 'kind'> & {
  readonly kind: NotificationRow['kind'] | 'readModelFailing';
  readonly error?: string | null;
};

/** A failing read model, told to the SuperAdmin as a bell line (the screens it feeds are behind). */
const failingLine = (model: ReadModelState): Line => ({
  key: `readModel-${model.name}-${model.failingSince ?? ''}`,
  kind: 'readModelFailing',
  title: t('Read model "{{name}}" is failing', { name: model.name }),
  description: t(
    'Since {{since}}, at event position {{position}}; {{behind}} events waiting; {{attempts}} attempts.',
    {
      since: model.failingSince ? formatDateTime(model.failingSince) : t('now'),
      position: model.failedPosition ?? t('unknown'),
      behind: model.behind,
      attempts: model.attempts,
    },
  ),
  at: model.failingSince ?? new Date().toISOString(),
  link: '',
  error: model.lastError,
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

/**
 * The header's bell (spec §2: "behaviour not shown"): what asks for the user's attention in its scope,
 * from GET /api/notifications (payments reversed, emergency requests waiting for the user's decision,
 * SMS failures, accounts waiting for a role), plus failing read models for the SuperAdmin. The count is
 * of lines this browser has not shown the user yet; opening the bell marks them seen.
 */
export function Notifications({ actor, projectId }: { readonly actor: Actor; readonly projectId?: number }) {
  const operator = mayOperateSystem(actor);
  const models = useReadModels(operator);
  const notifications = useNotifications(projectId, actor.role !== null);
  const [seen, setSeen] = useState(() => readSeen(window.localStorage, actor.userId));
  const popup = usePopupOnDemand();
  const lines: Line[] = useMemo(
    () => [
      ...(models.data ?? []).filter((m) => m.failingSince !== null).map(failingLine),
      ...(notifications.data ?? []),
    ],
    [models.data, notifications.data],
  );
  const keys = lines.map((l) => l.key);
  const unseen = unseenCount(keys, seen);
  const markSeen = () => setSeen(rememberSeen(window.localStorage, actor.userId, keys));
  const onOpenChange = (next: boolean) => {
    popup.setOpen(next);
    // marked on closing, so the dots stay visible while the list is read
    if (!next) markSeen();
  };
  const bell = (onClick?: (event: MouseEvent<HTMLButtonElement>) => void) => (
    <button
      type="button"
      className="pm-button pm-button-text pm-icon-button pm-round"
      aria-label={unseen === 0 ? t('Notifications') : t('Notifications: {{n}} new', { n: unseen })}
      onClick={onClick}
    >
      <BellOutlined aria-hidden />
      {unseen > 0 && (
        <span className="pm-count" aria-hidden>
          {unseen}
        </span>
      )}
    </button>
  );
  if (!popup.setUp) return <PopupAnchor popup={popup}>{bell(popup.openFirst)}</PopupAnchor>;
  return (
    <PopupAnchor popup={popup}>
      <Popover
        trigger="click"
        placement="bottomRight"
        title={t('Notifications')}
        open={popup.open}
        onOpenChange={onOpenChange}
        content={
          lines.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No notifications')} />
          ) : (
            <List
              style={{ maxWidth: 420, maxHeight: 420, overflowY: 'auto' }}
              aria-label={t('Notifications')}
              dataSource={lines}
              renderItem={(line) => (
                <NotificationItem
                  line={line}
                  unseen={!seen.has(line.key)}
                  onFollow={() => {
                    popup.setOpen(false);
                    markSeen();
                  }}
                />
              )}
            />
          )
        }
      >
        {bell()}
      </Popover>
    </PopupAnchor>
  );
}
