/**
 * The event store port. Two adapters implement it (PostgreSQL and KurrentDB/EventStoreDB) and one
 * contract suite (contract.int.spec.ts) holds both to the same behaviour.
 *
 * Stream versions are 0-based revisions of the last event in the stream (the first event is version 0),
 * as in EventStoreDB. Global positions are bigints that only grow; a reader that has seen position p
 * will never later be shown an event with a position <= p.
 */

export interface EventMetadata {
  /** The command that produced the event; a retried command id is stored once. */
  readonly commandId: string;
  /** Who acted: `user:{id}` style references are resolved by readers. */
  readonly actor:
    | {
        readonly kind: 'user';
        readonly userId: number;
        readonly username: string;
        readonly role: string | null;
      }
    | { readonly kind: 'system'; readonly name: string };
  /** Business time, ISO 8601. */
  readonly occurredAt: string;
}

export interface NewEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent {
  readonly streamId: string;
  /** 0-based revision of this event within its stream. */
  readonly streamVersion: number;
  readonly position: bigint;
  readonly eventId: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  /** When the store recorded it. */
  readonly recordedAt: Date;
}

export type ExpectedVersion =
  | { readonly kind: 'noStream' }
  | { readonly kind: 'exact'; readonly version: number }
  /** Only for tooling (never for a command): append whatever the current version is. */
  | { readonly kind: 'any' };

export const noStream: ExpectedVersion = { kind: 'noStream' };
export const exactly = (version: number): ExpectedVersion => ({ kind: 'exact', version });

export interface AppendOptions {
  readonly expected: ExpectedVersion;
  /** Idempotency key: appending again with the same command id stores nothing and returns the first result. */
  readonly commandId: string;
  /**
   * PostgreSQL only: keys of the command side's index (unique_keys) that the append reserves to its stream
   * in its own transaction, so an entry's fresh id finds its stream again without a statement and a
   * commit of its own. Only for keys nobody else can hold (ids fresh from a sequence): one already held
   * is left to its holder. Other stores refuse the option (see lib/entry-keys.ts in the command service).
   */
  readonly keys?: readonly IndexKey[];
  /**
   * PostgreSQL only: unique keys (a participant ID, a username, a project code) the append takes for its
   * stream in its own transaction, after its compare-and-set, so a claim never outlives a failed append
   * and a stream never lacks its claim. A key held by another stream refuses the append with
   * KeyTakenError and stores nothing of it; one held for over a minute by a stream that does not exist
   * (a claim orphaned by a crash) is taken over. Other stores refuse the option (the command service
   * reserves before appending there: lib/unique-keys.ts).
   */
  readonly claims?: readonly IndexKey[];
  /** PostgreSQL only: unique keys the stream gives up in the append's transaction (a rename's old name). */
  readonly releases?: readonly IndexKey[];
}

/** A key of the command side's unique-key index: its kind and its value (compared case-insensitively). */
export interface IndexKey {
  readonly kind: string;
  readonly key: string;
}

export interface AppendResult {
  /** Version of the last event now in the stream. */
  readonly version: number;
  /** Global position of the last event appended. */
  readonly position: bigint;
  /** true when this command id had already been appended and nothing new was stored. */
  readonly duplicate: boolean;
}

export interface ReadStreamOptions {
  /** First version to return (inclusive), default 0. */
  readonly from?: number;
  /** Last version to return (inclusive). */
  readonly to?: number;
}

export interface ReadAllOptions {
  /** Return events with position strictly greater than this; 0n (or omitted) reads from the start. */
  readonly after?: bigint;
  readonly limit?: number;
}

/** One stream's part of a multi-stream append. */
export interface StreamAppend extends AppendOptions {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
}

export interface EventStore {
  /**
   * Appends to several streams (bulk imports). PostgreSQL: one transaction, all or nothing, one trip
   * through the position counter. EventStoreDB: one append per stream in order, stopping at the first
   * failure (not atomic). Each part keeps its own expected version and command id (idempotent).
   */
  appendMany(parts: readonly StreamAppend[]): Promise<AppendResult[]>;
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  /**
   * What a command id appended to a stream: the version and position of its last event, or null when
   * it appended nothing there. A retried request asks before deciding again (the stream has moved on
   * since, and the command would be judged on a state that already holds its own events).
   */
  storedResult(streamId: string, commandId: string): Promise<{ version: number; position: bigint } | null>;
  /** Events of one stream in version order; an empty list when the stream does not exist. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** Events of every stream in position order, strictly after `after`. Never skips an event that commits later with a lower position. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Catch-up subscription from `after`: yields batches of events in position order, first the
   * history, then new events as they are appended, until `signal` aborts.
   */
  subscribe(after: bigint, signal: AbortSignal): AsyncIterable<readonly RecordedEvent[]>;
  close(): Promise<void>;
}

/** Thrown by appendToStream when the expected version does not hold. Mapped to 409 by the services. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'noStream',
  ) {
    super(
      `Stream ${streamId}: expected ${expected.kind === 'exact' ? expected.version : expected.kind}, actual ${actual}`,
    );
    this.name = 'WrongExpectedVersionError';
  }
}

/** Thrown by an append whose unique key (AppendOptions.claims) another stream holds; nothing was stored. */
export class KeyTakenError extends Error {
  constructor(
    readonly streamId: string,
    readonly key: IndexKey,
  ) {
    super(`Stream ${streamId}: ${key.kind} ${key.key} is held by another stream`);
    this.name = 'KeyTakenError';
  }
}
