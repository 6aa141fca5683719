import type { EventMetadata, RecordedEvent } from '@pm/infra/event-store/port';
import { aggregateIdOf, type DataOf, type EventType } from '../events';
import { DEFAULT_DATA } from './event-data';

/** An event a spec gives: typed data and the metadata it cares about; positions come from its place in the list. */
export interface GivenEvent<T extends EventType = EventType> {
  readonly type: T;
  readonly data: DataOf<T>;
  readonly streamId: string;
  readonly occurredAt: string;
  readonly actor: EventMetadata['actor'];
}

interface Metadata {
  readonly occurredAt?: string;
  readonly actor?: EventMetadata['actor'];
}

const system = { kind: 'system', name: 'test' } as const;

/** The stream the domain appends an event of this type to, named by the aggregate id in its data. */
const streamOf = (type: EventType, data: object): string => {
  const aggregate = aggregateIdOf(type);
  const id = (data as Record<string, unknown>)[aggregate?.field ?? ''];
  if (!aggregate || typeof id !== 'number') throw new Error(`No aggregate id in the data of ${type}`);
  return aggregate.stream(id);
};

/**
 * `anEvent('SavingRecorded', { amount: 500050 })`: a valid event of that type (DEFAULT_DATA) with the
 * given fields, on the stream its aggregate id names, at 2026-11-20 08:00 UTC by the system.
 */
export const anEvent = <T extends EventType>(
  type: T,
  overrides: Partial<DataOf<T>> = {},
  metadata: Metadata = {},
): GivenEvent<T> => {
  const defaults: DataOf<T> = DEFAULT_DATA[type];
  const data: DataOf<T> = { ...defaults, ...overrides };
  return {
    type,
    data,
    streamId: streamOf(type, data),
    occurredAt: metadata.occurredAt ?? '2026-11-20T08:00:00.000Z',
    actor: metadata.actor ?? system,
  };
};

/** The events as the store would hand them over: positions 1, 2, … in order, versions counted per stream. */
export const recordedInOrder = (events: readonly GivenEvent[]): RecordedEvent[] => {
  const versions = new Map<string, number>();
  return events.map((e, i) => {
    const version = (versions.get(e.streamId) ?? -1) + 1;
    versions.set(e.streamId, version);
    return {
      streamId: e.streamId,
      streamVersion: version,
      position: BigInt(i + 1),
      eventId: `event-${i + 1}`,
      type: e.type,
      data: e.data,
      metadata: { commandId: `command-${i + 1}`, actor: e.actor, occurredAt: e.occurredAt },
      recordedAt: new Date(Date.parse(e.occurredAt) + 1000),
    };
  });
};

/** The event as recorded before its data named its aggregate: without the id, which the upcaster restores. */
export const recordedBeforeIds = <T extends EventType>(event: GivenEvent<T>): GivenEvent<T> => {
  const field = aggregateIdOf(event.type)?.field ?? '';
  const { [field]: _, ...older } = event.data as Record<string, unknown>;
  // Deliberately not a DataOf<T>: that lack is what the spec is about.
  return { ...event, data: older as DataOf<T> };
};
