import { BellOutlined } from '@ant-design/icons';
import type { Actor } from '@pm/domain';
import { mayOperateSystem } from '@pm/domain/access/policy';
import type { ReadModelState } from '@pm/domain/api/account-queries';
import { Popover, type PopoverProps } from 'antd';
import { lazy, type MouseEvent, Suspense, useMemo, useState } from 'react';
import { PopupAnchor, usePopupOnDemand } from '@/components/light';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useNotifications } from '../api/get-notifications';
import { useReadModels } from '../api/get-read-models';
import type { Line } from './notification-list';
import { readSeen, rememberSeen, unseenCount } from './notification-seen';

/**
 * A phone's screen is narrower than the list: shifted into it rather than cut at its left edge. (Ant Design
 * passes `shiftX` on to its trigger's alignment, though its type names only `adjustX` and `adjustY`.)
 */
const SHIFT_INTO_SCREEN = { shiftX: true } as PopoverProps['autoAdjustOverflow'];

// the list (antd's List, Empty, Typography) loads when the bell is first opened, not with every page
const NotificationList = lazy(() => import('./notification-list'));

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

/**
 * The header's bell (spec: screens: "behaviour not shown"): what asks for the user's attention in its scope,
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
        autoAdjustOverflow={SHIFT_INTO_SCREEN}
        title={t('Notifications')}
        open={popup.open}
        onOpenChange={onOpenChange}
        content={
          <Suspense
            fallback={
              <div className="pm-notification-list">
                <LoadingSkeleton label={t('Notifications')} lines={2} />
              </div>
            }
          >
            <NotificationList
              lines={lines}
              seen={seen}
              onFollow={() => {
                popup.setOpen(false);
                markSeen();
              }}
            />
          </Suspense>
        }
      >
        {bell()}
      </Popover>
    </PopupAnchor>
  );
}
