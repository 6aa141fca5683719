import { Alert, Button, Collapse, Empty, Flex, Skeleton, Timeline, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { useHistory } from '../api/get-history';
import { describeEvent, type EventView, type Resolve } from './event-format';

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
 * The audit trail of one stream (e.g. loan-4), newest first: every event in words, with who did it and
 * when (Kenyan time), and its raw data one click away. `resolve` names the ids the page already knows.
 */
export function HistoryTimeline({
  stream,
  resolve,
}: {
  readonly stream: string;
  readonly resolve?: Resolve;
}) {
  const history = useHistory(stream);
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
  const pages = history.data?.pages ?? [];
  const events = pages.flatMap((page) => page.rows);
  const total = pages[0]?.total ?? 0;
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
          content: <EventEntry view={describeEvent(event, stream, resolve)} />,
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
