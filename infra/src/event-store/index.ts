import type pg from 'pg';
import { KurrentEventStore } from './kurrent';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres';

export { EVENT_ID_NAMESPACE, eventIdFor, eventIdsFor } from './event-ids';
export { KurrentEventStore } from './kurrent';
export type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
} from './port';
export { exactly, KeyTakenError, noStream, WrongExpectedVersionError } from './port';
export { APPENDED_CHANNEL, PostgresEventStore, type PostgresEventStoreOptions } from './postgres';

export interface CreateEventStoreOptions {
  /** The command-side database; the PostgreSQL adapter uses it, and never ends it. */
  readonly pool: pg.Pool;
  /** Of the same database: the PostgreSQL adapter's dedicated LISTEN connection. */
  readonly connectionString: string;
  /** A KurrentDB / EventStoreDB connection string (`esdb://` or `kurrentdb://`): selects that adapter. */
  readonly eventStoreUrl?: string | undefined;
  /** The PostgreSQL adapter's gathering window of caught-up subscriptions (see PostgresEventStoreOptions). */
  readonly gatherMs?: number;
}

/** KurrentDB when an event store URL is configured (production shape), PostgreSQL otherwise. */
export const createEventStore = (options: CreateEventStoreOptions): EventStore =>
  options.eventStoreUrl
    ? new KurrentEventStore(options.eventStoreUrl)
    : new PostgresEventStore(options.pool, {
        connectionString: options.connectionString,
        ...(options.gatherMs === undefined ? {} : { gatherMs: options.gatherMs }),
      });
