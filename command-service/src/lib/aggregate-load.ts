// Loading an aggregate for a command (command-bus.ts): the process's cache, snapshots, and the check
// of a cached state against the log before it counts.
import { createHash } from 'node:crypto';
import type { Decider, DomainEvent } from '@pm/domain';
import type { EventStore, IndexKey } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import type { Snapshots } from '@pm/infra/snapshots';

/** Unique keys a command takes for a stream, or gives up, in the transaction of its append there. */
export interface PendingClaims {
  readonly claims: IndexKey[];
  readonly releases: IndexKey[];
}

/** The claims and releases a command staged for its next append to a stream, as AppendOptions. */
export const pendingOf = (source: AggregateSource, streamId: string) => {
  const pending = source.claims?.get(streamId);
  return {
    ...(pending?.claims.length ? { claims: pending.claims } : {}),
    ...(pending?.releases.length ? { releases: pending.releases } : {}),
  };
};

/** A stream's state as one command loaded it, for the decider whose evolve built it. */
export interface Memoised {
  readonly evolve: unknown;
  readonly state: unknown;
  readonly version: number;
  /** The version of the last snapshot taken or read (-1: none). */
  readonly snapshotAt?: number;
  /** Taken from the process's cache without reading the log: checked before the command takes effect. */
  readonly unverified?: boolean;
}

/**
 * Where aggregates are loaded from: the event store, and snapshots of long streams when there are. A
 * command's own source also carries `loaded`: each stream it has loaded, so the access check, the rule
 * checks and the decision of one request read a stream once (the append's compare-and-set still refuses
 * a state someone else changed meanwhile, and a retry reloads).
 */
export interface AggregateSource {
  readonly store: EventStore;
  readonly snapshots?: Snapshots;
  readonly loaded?: Map<string, Memoised>;
  /** States this process loaded or wrote, brought up to date with the events after them on each load. */
  readonly aggregates?: AggregateCache;
  /**
   * A request's command (defineCommand): a cached state is used without reading the log, and checked
   * before the command takes effect (see verifyLoaded): the stream appended to by the append's
   * compare-and-set, every other stream read by a read of the events after it.
   */
  readonly optimistic?: boolean;
  /** Told of every stream a command appended to (the command service drops cached sessions of a user). */
  readonly appended?: (streamIds: readonly string[]) => void;
  /**
   * A command's own source: the unique keys it takes (or gives up) with its next append to each stream
   * (lib/unique-keys.ts), removed once that append is stored.
   */
  readonly claims?: Map<string, PendingClaims>;
}

/**
 * The last state this process saw of each stream (at most `capacity`, least recently used out). A load
 * reads only the events after the cached version, so a group's long stream costs one small query and the
 * events since, not its snapshot and up to a hundred events folded again; another instance's appends are
 * among those events, so the cache is never behind the log when a command decides.
 */
export class AggregateCache {
  private readonly entries = new Map<string, Memoised>();
  constructor(private readonly capacity = 5_000) {}

  get(streamId: string, evolve: unknown): Memoised | undefined {
    const entry = this.entries.get(streamId);
    if (!entry || entry.evolve !== evolve) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return entry;
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }

  /** The cached version of a stream, without touching its recency. */
  versionOf(streamId: string): number | undefined {
    return this.entries.get(streamId)?.version;
  }

  set(streamId: string, entry: Memoised): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The same dependencies with a fresh per-command memo of loaded streams (optimistic: see AggregateSource). */
export const forOneCommand = <D extends AggregateSource>(deps: D, optimistic = false): D => ({
  ...deps,
  loaded: new Map(),
  optimistic,
  claims: new Map(),
});

export const forget = (source: AggregateSource, streamIds: readonly string[]) => {
  for (const id of streamIds) source.loaded?.delete(id);
};

/** A cached state turned out to be behind the log: the command is decided again from the start. */
export class StaleReadError extends Error {
  constructor(readonly streamIds: readonly string[]) {
    super(`Decided on a state behind the log: ${streamIds.join(', ')}`);
  }
}

/**
 * Checks the states this command took from the cache without reading the log, except the streams it is
 * about to append to (their compare-and-set checks them): each is read from its cached version on, and
 * one that moved is dropped from the cache and fails the command with StaleReadError, before anything of
 * it took effect, so it is decided again on the log as it is.
 */
export const verifyLoaded = async (source: AggregateSource, appending: readonly string[] = []) => {
  const pending = [...(source.loaded ?? [])].filter(
    ([streamId, memo]) => memo.unverified && !appending.includes(streamId),
  );
  const stale: string[] = [];
  for (const [streamId, memo] of pending) {
    const newer = await source.store.readStream(streamId, { from: memo.version + 1 });
    if (newer.length > 0) stale.push(streamId);
    else source.loaded?.set(streamId, { ...memo, unverified: false });
  }
  if (stale.length === 0) return;
  for (const streamId of stale) source.aggregates?.delete(streamId);
  forget(source, stale);
  throw new StaleReadError(stale);
};

/** Whether this command used a cached state it has not checked against the log yet. */
export const hasUnverified = (source: AggregateSource): boolean =>
  [...(source.loaded?.values() ?? [])].some((memo) => memo.unverified);

/** Bumped when a state's shape changes in a way its evolve's text (or stated shape) does not show. */
export const SNAPSHOT_SCHEMA = 2;
export const schemas = new WeakMap<object, string>();
export const schemaOf = (
  decider: Pick<Decider<never, DomainEvent, unknown>, 'initialState' | 'evolve'>,
): string => {
  let schema = schemas.get(decider.evolve);
  if (schema === undefined) {
    // an evolve built from a table of handlers says its shape (domain/src/shared/handlers.ts); a plain
    // function is named by its own text
    const shape = (decider.evolve as { shape?: string }).shape ?? String(decider.evolve);
    schema = `${SNAPSHOT_SCHEMA}:${createHash('sha256').update(`${decider.initialState}|${shape}`).digest('hex').slice(0, 16)}`;
    schemas.set(decider.evolve, schema);
  }
  return schema;
};

/** Leaves a snapshot of the state behind when one is due; answers the version of the stream's last one. */
export const snapshotIfDue = <E extends DomainEvent, S>(
  source: AggregateSource,
  decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
  streamId: string,
  version: number,
  state: S,
  snapshotAt: number,
): number => {
  if (!source.snapshots?.due(version, snapshotAt)) return snapshotAt;
  source.snapshots.keep(streamId, schemaOf(decider as never), { version, state });
  return version;
};

/**
 * An aggregate's state and version: its latest snapshot (if any) and the events after it. When many
 * events were folded on top of the snapshot, a new one is taken, so a stream that grows for years
 * (a group's savings) still loads in a few small queries.
 */
export const loadWithSnapshot = async <E extends DomainEvent, S>(
  source: AggregateSource,
  decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<{ state: S; version: number; snapshotAt: number }> => {
  const memo = source.loaded?.get(streamId);
  if (memo && memo.evolve === decider.evolve)
    return { state: memo.state as S, version: memo.version, snapshotAt: memo.snapshotAt ?? -1 };
  const cached = source.aggregates?.get(streamId, decider.evolve);
  if (cached && source.optimistic) {
    source.loaded?.set(streamId, { ...cached, unverified: true });
    return { state: cached.state as S, version: cached.version, snapshotAt: cached.snapshotAt ?? -1 };
  }
  if (cached) {
    const newer = await source.store.readStream(streamId, { from: cached.version + 1 });
    const state = newer
      .map((e) => ({ type: e.type, data: e.data }) as E)
      .reduce(decider.evolve, cached.state as S);
    const version = newer.length === 0 ? cached.version : newer[newer.length - 1]!.streamVersion;
    // a long-lived cache still leaves snapshots behind, for the next process to start from
    const snapshotAt = snapshotIfDue(source, decider, streamId, version, state, cached.snapshotAt ?? -1);
    const entry = { evolve: decider.evolve, state, version, snapshotAt };
    source.aggregates?.set(streamId, entry);
    source.loaded?.set(streamId, entry);
    return { state, version, snapshotAt };
  }
  const schema = source.snapshots ? schemaOf(decider as never) : '';
  const { snapshot, events } = await readAggregate<S>(source, streamId, schema);
  const state = events
    .map((e) => ({ type: e.type, data: e.data }) as E)
    .reduce(decider.evolve, snapshot ? snapshot.state : decider.initialState());
  const version = events.length === 0 ? (snapshot?.version ?? -1) : events[events.length - 1]!.streamVersion;
  const snapshotAt = snapshotIfDue(source, decider, streamId, version, state, snapshot?.version ?? -1);
  const entry = { evolve: decider.evolve, state, version, snapshotAt };
  if (version >= 0) source.aggregates?.set(streamId, entry);
  source.loaded?.set(streamId, entry);
  return { state, version, snapshotAt };
};

/** An aggregate's state and version (loadWithSnapshot, without where its last snapshot is). */
export const loadAggregate = async <E extends DomainEvent, S>(
  source: AggregateSource,
  decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<{ state: S; version: number }> => {
  const { state, version } = await loadWithSnapshot(source, decider, streamId);
  return { state, version };
};

/** The snapshot and the events after it: one query on the PostgreSQL event store, two otherwise. */
export const readAggregate = async <S>(source: AggregateSource, streamId: string, schema: string) => {
  if (source.snapshots && source.store instanceof PostgresEventStore)
    return source.snapshots.loadWithEvents<S>(streamId, schema);
  const snapshot = source.snapshots ? await source.snapshots.load<S>(streamId, schema) : null;
  const events = await source.store.readStream(streamId, snapshot ? { from: snapshot.version + 1 } : {});
  return { snapshot, events };
};

/**
 * Caches the state a command appended, and leaves a snapshot behind when one is due (a cached
 * stream is not read again while this process writes it, so the next process starts from a snapshot).
 */
export const remember = <E extends DomainEvent, S>(
  source: AggregateSource,
  decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
  streamId: string,
  entry: Memoised,
): void => {
  const snapshotAt = snapshotIfDue(
    source,
    decider,
    streamId,
    entry.version,
    entry.state as S,
    entry.snapshotAt ?? -1,
  );
  source.aggregates?.set(streamId, { ...entry, snapshotAt });
};
