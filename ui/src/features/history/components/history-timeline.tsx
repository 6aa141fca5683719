import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Collapse, Empty, Flex, Skeleton, Timeline, Typography, theme } from 'antd';
import { groupMembersQueryOptions, ministryNames } from '@/features/saving-groups';
import { t } from '@/i18n';
import { type HistoryEvent, useHistory } from '../api/get-history';
import { describeEvent, type EventView, groupIdOf, type Resolve } from './event-format';

function RawData({ raw }: { readonly raw: string }) {
  const { token } = theme.useToken();
  return (
    <pre
      style={{
        margin: 0,
        maxHeight: 320,
        overflow: 'auto',
        padding: token.paddingXS,
        fontSize: token.fontSizeSM,
        background: token.colorFillTertiary,
        borderRadius: token.borderRadiusSM,
      }}
    >
      {raw}
    </pre>
  );
}

function EventEntry({ view }: { readonly view: EventView }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginXXS}>
      <Typography.Text strong>{view.name}</Typography.Text>
      {view.lines.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: token.paddingMD }}>
          {view.lines.map((line) => (
            <li key={line.label}>
              <Typography.Text type="secondary">{line.label}:</Typography.Text> {line.value}
            </li>
          ))}
        </ul>
      )}
      <Typography.Text type="secondary">
        {t('By {{actor}} · {{occurred}}', { actor: view.actor, occurred: view.occurred })}
        {view.recorded && ` · ${t('recorded {{recorded}}', { recorded: view.recorded })}`}
      </Typography.Text>
      <Collapse
        ghost
        size="small"
        items={[{ key: 'raw', label: t('Show raw data'), children: <RawData raw={view.raw} /> }]}
      />
    </Flex>
  );
}

/**
 * Names for the members of the saving group a history belongs to, from the group's members read (the
 * same query the ministry's pages make, so usually already loaded): an attendance list or the minutes'
 * attendees read as people, not as ids, on whichever page shows the history.
 */
const useGroupMemberNames = (events: readonly HistoryEvent[]): Resolve => {
  const groupId = groupIdOf(events);
  const members = useQuery({ ...groupMembersQueryOptions(groupId), enabled: groupId !== undefined });
  return ministryNames({ members: members.data ?? [] });
};

/**
 * The audit trail of one stream (e.g. loan-4), newest first: every event in words, with who did it and
 * when (Kenyan time), and its raw data one click away. `resolve` names the ids the page already knows;
 * the members of a saving group's history are named from the group's members.
 */
export function HistoryTimeline({
  stream,
  resolve,
}: {
  readonly stream: string;
  readonly resolve?: Resolve;
}) {
  const history = useHistory(stream);
  const events = (history.data?.pages ?? []).flatMap((page) => page.rows);
  const memberNames = useGroupMemberNames(events);
  const names: Resolve = (key, id) => resolve?.(key, id) ?? memberNames(key, id);
  if (history.isLoading) return <Skeleton active aria-label={t('Loading history')} />;
  if (history.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('Could not load the history')}
        description={history.error.message}
      />
    );
  const total = history.data?.pages[0]?.total ?? 0;
  if (events.length === 0) return <Empty description={t('No recorded events')} />;
  return (
    <section aria-label={t('History')}>
      <Typography.Paragraph type="secondary">
        {total === events.length
          ? t('{{count}} events, newest first', { count: total })
          : t('The newest {{shown}} of {{total}} events', { shown: events.length, total })}
      </Typography.Paragraph>
      <Timeline
        items={events.map((event) => ({
          key: event.position,
          content: <EventEntry view={describeEvent(event, stream, names)} />,
        }))}
      />
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          {t('Show earlier events')}
        </Button>
      )}
    </section>
  );
}
