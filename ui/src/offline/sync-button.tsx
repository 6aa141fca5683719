import { CloudOutlined, CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { t } from '@/i18n';
import { queueSummary } from './queue-summary';
import { unsentOf } from './queue-types';
import { useOnline, useQueuedCommands } from './use-offline-queue';

// the list (cards, tags, lists) loads when the drawer first opens: the shell of every page does not carry it
const QueuePanel = lazy(() => import('./queue-panel').then((m) => ({ default: m.QueuePanel })));

/**
 * The header's sync status: shown when the phone is offline or holds records, with the count not yet
 * stored; it opens the list of records on this phone.
 */
export function SyncButton({ userId, compact }: { readonly userId: number; readonly compact: boolean }) {
  const online = useOnline();
  const commands = useQueuedCommands(userId);
  const [open, setOpen] = useState(false);
  if (online && commands.length === 0) return null;
  const unsent = unsentOf(commands).length;
  const icon = !online ? (
    <DisconnectOutlined aria-hidden />
  ) : unsent > 0 ? (
    <CloudSyncOutlined aria-hidden />
  ) : (
    <CloudOutlined aria-hidden />
  );
  return (
    <>
      <Badge count={unsent} size="small" offset={[-4, 4]}>
        <Button
          icon={icon}
          onClick={() => setOpen(true)}
          aria-label={`${t('Sync')}: ${queueSummary(commands, online)}`}
          data-testid="sync-button"
        >
          {compact ? null : online ? t('Sync') : t('Offline')}
        </Button>
      </Badge>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('Sync')} size="large">
        {/* the drawer draws its content when first opened: the list loads then */}
        <Suspense fallback={<LoadingSkeleton label={t('Records on this phone')} />}>
          <QueuePanel commands={commands} />
        </Suspense>
      </Drawer>
    </>
  );
}
