import type { EventMetadata, RecordedEvent } from './port';

/** Options and row mapping of the PostgreSQL event store. */

export interface PostgresEventStoreOptions {
  /**
   * Opens the dedicated LISTEN connection with its own client. Without it the listener borrows a
   * client from the pool for as long as at least one subscription runs.
   */
  readonly connectionString?: string;
  /**
   * Longest wait of a caught-up subscription when no notification arrives: it only matters when a
   * NOTIFY is lost (listener reconnecting), so it can be long. Default 1000 ms.
   */
  readonly pollIntervalMs?: number;
  /** Largest batch a subscription yields. Default 1000. */
  readonly subscribeBatchSize?: number;
  /**
   * How long a subscription waits before its next read while appends keep arriving (after a
   * notification, or after a short batch the log has grown past), so the events of commands arriving
   * together are read, and handled, as one batch: at most one read per gatherMs under a steady stream.
   * Default 0 (read at once).
   */
  readonly gatherMs?: number;
  /**
   * Test hook: awaited inside the append transaction just before COMMIT, after the positions were
   * taken. Lets the contract suite hold one append open while others run.
   */
  readonly beforeCommit?: (streamId: string) => Promise<void>;
}

export const DEFAULT_READ_LIMIT = 1000;

export interface EventRow {
  readonly position: string;
  readonly stream_id: string;
  readonly stream_version: number;
  readonly event_id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly recorded_at: Date | string;
}

/** The columns of an EventRow, as typed SQL selects them from es_events. */
export const EVENT_COLUMNS = [
  'position',
  'stream_id',
  'stream_version',
  'event_id',
  'type',
  'data',
  'metadata',
  'recorded_at',
] as const;

export const toRecorded = (row: EventRow): RecordedEvent => ({
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  // bigint columns arrive as strings (pg does not parse int8 to avoid precision loss)
  position: BigInt(row.position),
  eventId: row.event_id,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
});

export const nonNegativeInteger = (value: number, what: string): number => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a non-negative integer: ${value}`);
  return value;
};
