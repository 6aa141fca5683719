import type { RecordedEvent } from '@pm/infra/event-store/port';
import { aggregateIdOf } from './events';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Events recorded before their data named their aggregate (a developer's existing log, old fixtures)
 * get the id from their stream's name, `group-7` → `groupId: 7`. The projector and the rebuild apply
 * this before any handler runs; it is the only place that reads an id out of a stream name.
 */
export const upcast = (event: RecordedEvent): RecordedEvent => {
  const aggregate = aggregateIdOf(event.type);
  if (!aggregate || !isRecord(event.data) || event.data[aggregate.field] !== undefined) return event;
  const id = Number(event.streamId.slice(event.streamId.lastIndexOf('-') + 1));
  if (!Number.isSafeInteger(id) || aggregate.stream(id) !== event.streamId)
    throw new Error(
      `${event.type} at position ${event.position} has no ${aggregate.field} and its stream ${event.streamId} names none`,
    );
  return { ...event, data: { ...event.data, [aggregate.field]: id } };
};
