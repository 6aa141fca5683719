import { Alert, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format';
import { type HistoryEvent, useHistory } from '../api/get-history';
import { summarizeEventData } from './summarize';

const actorText = (actor: HistoryEvent['actor']): string =>
  actor.kind === 'user' ? `${actor.username} (${actor.role ?? 'no role'})` : `System: ${actor.name}`;

function EventEntry({ event }: { readonly event: HistoryEvent }) {
  const lines = summarizeEventData(event.data);
  return (
    <div>
      <Tag color="blue">{event.type}</Tag>
      {lines.length > 0 && (
        <ul style={{ margin: '6px 0', paddingInlineStart: 18 }}>
          {lines.map((line) => (
            <li key={line}>
              <Typography.Text>{line}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        By {actorText(event.actor)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        Occurred {formatDateTime(event.occurredAt)} · recorded {formatDateTime(event.recordedAt)}
      </Typography.Text>
    </div>
  );
}

/**
 * The audit trail of one stream (e.g. project-12), newest first: every event with who did it and when.
 * The event log is the system of record, so this is the full history, not a summary.
 */
export function HistoryTimeline({ stream }: { readonly stream: string }) {
  const history = useHistory(stream);
  if (history.isLoading) return <Skeleton active aria-label="Loading history" />;
  if (history.error)
    return (
      <Alert type="error" showIcon title="Could not load the history" description={history.error.message} />
    );
  const events = [...(history.data ?? [])].reverse();
  if (events.length === 0) return <Empty description="No recorded events" />;
  return (
    <section aria-label="History">
      <Timeline
        items={events.map((event) => ({ key: event.position, content: <EventEntry event={event} /> }))}
      />
    </section>
  );
}
