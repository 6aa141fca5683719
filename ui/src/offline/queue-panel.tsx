import { Alert, App, Button, Card, Flex, List, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { t, tKey } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { discard, sendAgain, syncNow } from './queue';
import { queueSummary } from './queue-summary';
import type { QueuedCommand, QueuedState } from './queue-types';
import { useOnline } from './use-offline-queue';

const STATE_TAG: Readonly<Record<QueuedState, { readonly color: string; readonly text: string }>> = {
  waiting: { color: 'gold', text: tKey('Waiting to sync') },
  synced: { color: 'green', text: tKey('Synced') },
  refused: { color: 'red', text: tKey('Refused') },
};

const timeOf = (epoch: number): string => formatDateTime(new Date(epoch).toISOString());

function CommandItem({ command }: { readonly command: QueuedCommand }) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const tag = STATE_TAG[command.state];
  const confirmDiscard = () =>
    modal.confirm({
      title: t('Discard {{line}}?', { line: command.label }),
      content: t('It was never stored and will not be sent. Record it again if it is still needed.'),
      okText: t('Discard'),
      okButtonProps: { danger: true },
      cancelText: t('Keep'),
      onOk: () => discard([command]),
    });
  const retry = async () => {
    setBusy(true);
    try {
      await sendAgain(command);
    } finally {
      setBusy(false);
    }
  };
  return (
    <List.Item
      data-testid="queued-command"
      actions={
        command.state === 'refused'
          ? [
              <Button key="again" loading={busy} onClick={() => void retry()}>
                {t('Send again')}
              </Button>,
              <Button key="discard" danger onClick={confirmDiscard}>
                {t('Discard')}
              </Button>,
            ]
          : undefined
      }
    >
      <List.Item.Meta
        title={
          <Flex gap={8} wrap align="center">
            <span>{command.label}</span>
            <Tag color={tag.color}>{t(tag.text)}</Tag>
          </Flex>
        }
        description={
          <Flex vertical gap={4}>
            <Typography.Text type="secondary">
              {command.state === 'synced' && command.syncedAt !== undefined
                ? t('Recorded {{at}}, synced {{synced}}', {
                    at: timeOf(command.recordedAt),
                    synced: timeOf(command.syncedAt),
                  })
                : t('Recorded {{at}}', { at: timeOf(command.recordedAt) })}
            </Typography.Text>
            {command.state === 'refused' && (
              <Alert
                type="error"
                showIcon
                title={t('Refused: {{reason}}', { reason: command.reason ?? '' })}
              />
            )}
          </Flex>
        }
      />
    </List.Item>
  );
}

/**
 * The records kept on this phone: what waits to sync, what the server refused (with its reason, to send
 * again once fixed or to discard) and what was synced. Nothing leaves the list unless the user discards it
 * or clears the synced ones.
 */
export function QueuePanel({ commands }: { readonly commands: readonly QueuedCommand[] }) {
  const online = useOnline();
  const { token } = theme.useToken();
  const [syncing, setSyncing] = useState(false);
  const synced = commands.filter((c) => c.state === 'synced');
  const waiting = commands.some((c) => c.state === 'waiting');
  const sync = async () => {
    setSyncing(true);
    try {
      await syncNow();
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Card title={t('Records on this phone')} data-testid="offline-queue">
      <Flex vertical gap={token.marginSM}>
        <Typography.Text role="status" data-testid="offline-queue-summary">
          {queueSummary(commands, online)}
        </Typography.Text>
        {!online && waiting && (
          <Alert
            type="info"
            showIcon
            title={t('They are sent by themselves, in the order recorded, when the connection returns.')}
          />
        )}
        <Flex gap={token.marginXS} wrap>
          <Button onClick={() => void sync()} disabled={!online || !waiting} loading={syncing}>
            {t('Sync now')}
          </Button>
          <Button onClick={() => void discard(synced)} disabled={synced.length === 0}>
            {t('Clear synced')}
          </Button>
        </Flex>
        <List
          dataSource={[...commands]}
          rowKey="seq"
          locale={{ emptyText: t('Nothing recorded offline') }}
          renderItem={(command) => <CommandItem command={command} />}
        />
      </Flex>
    </Card>
  );
}
