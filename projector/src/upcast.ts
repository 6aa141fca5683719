import type { RecordedEvent } from '@pm/infra/event-store/port';
import { aggregateIdOf } from './events';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Events recorded before their data named their aggregate (a developer's existing log, old fixtures)
 * get the id from their stream's name, `group-7` → `groupId: 7`. The projector and the rebuild apply
 * this before any handler runs; it is the only place that reads an id out of a stream name.
 */
export const upcastIds = (event: RecordedEvent): RecordedEvent => {
  const aggregate = aggregateIdOf(event.type);
  if (!aggregate || !isRecord(event.data) || event.data[aggregate.field] !== undefined) return event;
  const id = Number(event.streamId.slice(event.streamId.lastIndexOf('-') + 1));
  if (!Number.isSafeInteger(id) || aggregate.stream(id) !== event.streamId)
    throw new Error(
      `${event.type} at position ${event.position} has no ${aggregate.field} and its stream ${event.streamId} names none`,
    );
  return { ...event, data: { ...event.data, [aggregate.field]: id } };
};

/** Ids in the read tables are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
const fitsId = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID);

/**
 * Repairs of values stored before the edge bounded them (hardening): an optional meeting reference
 * out of the integer range was accepted by POST /api/group-savings and its siblings; it names no meeting,
 * so it reads as none.
 */
const REPAIRS: ReadonlyArray<(event: RecordedEvent) => RecordedEvent> = [
  (event) => {
    if (!isRecord(event.data) || fitsId(event.data.meetingId)) return event;
    return { ...event, data: { ...event.data, meetingId: null } };
  },
];

/** What every handler sees: ids completed from the stream name where missing, then the repairs. */
export const upcast = (event: RecordedEvent): RecordedEvent =>
  REPAIRS.reduce((e, repair) => repair(e), upcastIds(event));
