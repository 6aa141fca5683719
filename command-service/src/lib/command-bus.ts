import { createHash } from 'node:crypto';
import type { Actor, ActorRef, Command, Decider, DomainEvent } from '@pm/domain';
import { ConcurrencyError } from '@pm/domain';
import {
  type EventStore,
  exactly,
  type IndexKey,
  noStream,
  WrongExpectedVersionError,
} from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { currentIdLedger } from '@pm/infra/ids';
import type { Snapshots } from '@pm/infra/snapshots';
import type { CommandContext } from './define-command';

/** Who is acting: the policy's view (role and scope) and the reference recorded in event metadata. */
export interface Principal {
  readonly actor: Actor;
  readonly ref: ActorRef;
}

export interface Execution {
  /** Idempotency key for the append; the same key never stores twice. */
  readonly commandId: string;
  /** When the client states the version it saw (If-Match), a stale one answers 409 instead of retrying. */
  readonly expectedVersion?: number;
}

/** Index keys the append reserves to a stream in its own transaction (AppendOptions.keys), by stream. */
export type KeysByStream = ReadonlyMap<string, readonly IndexKey[]>;

/** Unique keys a command takes for a stream, or gives up, in the transaction of its append there. */
export interface PendingClaims {
  readonly claims: IndexKey[];
  readonly releases: IndexKey[];
}

export interface Outcome<S> {
  readonly state: S;
  /** Global position of the last event appended; null when the command changed nothing. */
  readonly position: bigint | null;
  readonly version: number;
}

/** A stream's state as one command loaded it, for the decider whose evolve built it. */
interface Memoised {
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

const forget = (source: AggregateSource, streamIds: readonly string[]) => {
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

/** Bumped when a state's shape changes in a way its evolve function's text does not show. */
const SNAPSHOT_SCHEMA = 2;
const schemas = new WeakMap<object, string>();
const schemaOf = (decider: Pick<Decider<never, DomainEvent, unknown>, 'initialState' | 'evolve'>): string => {
  let schema = schemas.get(decider.evolve);
  if (schema === undefined) {
    schema = `${SNAPSHOT_SCHEMA}:${createHash('sha256').update(`${decider.initialState}|${decider.evolve}`).digest('hex').slice(0, 16)}`;
    schemas.set(decider.evolve, schema);
  }
  return schema;
};

/** Leaves a snapshot of the state behind when one is due; answers the version of the stream's last one. */
const snapshotIfDue = <E extends DomainEvent, S>(
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
const loadWithSnapshot = async <E extends DomainEvent, S>(
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
const readAggregate = async <S>(source: AggregateSource, streamId: string, schema: string) => {
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
const remember = <E extends DomainEvent, S>(
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

/**
 * The commands of this process take turns on a stream: one loads, decides and appends while the others
 * wait, in the order they came, and each then decides on the state the one before it left (the process's
 * cache holds it: no read of the log). So commands on a busy group queue instead of failing each other's
 * compare-and-set. Shared by every source of one store (the routes, the jobs, the SMS dispatcher).
 */
class StreamTurns {
  private readonly tails = new Map<string, Promise<void>>();

  /** Waits for the turn on every stream (in one order, so two commands never wait for each other). */
  async take(streamIds: readonly string[]): Promise<() => void> {
    const done: (() => void)[] = [];
    for (const streamId of [...new Set(streamIds)].sort()) done.push(await this.takeOne(streamId));
    return () => {
      for (const release of done.reverse()) release();
    };
  }

  private async takeOne(streamId: string): Promise<() => void> {
    const before = this.tails.get(streamId);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.tails.set(streamId, mine);
    if (before) await before;
    return () => {
      if (this.tails.get(streamId) === mine) this.tails.delete(streamId);
      release();
    };
  }
}

const turns = new WeakMap<EventStore, StreamTurns>();
const turnsOf = (store: EventStore): StreamTurns => {
  let found = turns.get(store);
  if (!found) {
    found = new StreamTurns();
    turns.set(store, found);
  }
  return found;
};

/**
 * After its wait for the turn: a stream this command loaded before another command of this process
 * appended to it is loaded again (from the process's cache, which holds that append).
 */
const catchUp = (source: AggregateSource, streamIds: readonly string[]) => {
  for (const streamId of streamIds) {
    const memo = source.loaded?.get(streamId);
    const cached = source.aggregates?.versionOf(streamId);
    if (memo && cached !== undefined && cached !== memo.version) source.loaded?.delete(streamId);
  }
};

/**
 * How long a command without If-Match is decided again while writers of other processes keep changing
 * its streams before it answers 409 (within one process commands take turns and never collide).
 */
const CONTENTION_DEADLINE_MS = 10_000;

/** A short random pause after a collision with another process, so that the two do not collide again. */
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(25, 2 ** attempt)));

/**
 * Load, decide, append, on the stream's turn (StreamTurns). A writer of another process makes the append
 * fail its compare-and-set; the command is then decided again on the new state, for as long as that
 * keeps happening up to CONTENTION_DEADLINE_MS, unless the client pinned the version it saw (If-Match),
 * in which case it gets 409 at once. A retry of a request whose first attempt died (IdLedger.retried)
 * first asks the store whether this command's append landed, and is then answered as stored.
 */
export const execute = async <C extends Command, E extends DomainEvent, S>(
  source: AggregateSource,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  execution: Execution,
  keys?: readonly IndexKey[],
): Promise<Outcome<S>> => {
  const ledger = currentIdLedger();
  // the ids this request allocated are saved before it waits for its turn, not while others wait
  await ledger?.beforeAppend();
  const done = await turnsOf(source.store).take([streamId]);
  try {
    catchUp(source, [streamId]);
    if (ledger?.retried) {
      const stored = await source.store.storedResult(streamId, execution.commandId);
      if (stored) {
        // appended by the attempt that died before it answered: answered as it was stored
        source.claims?.delete(streamId);
        forget(source, [streamId]);
        source.aggregates?.delete(streamId);
        const { state } = await loadAggregate(source, decider, streamId);
        return { state, position: stored.position, version: stored.version };
      }
    }
    const deadline = Date.now() + CONTENTION_DEADLINE_MS;
    for (let attempt = 1; ; attempt++) {
      const { state, version, snapshotAt } = await loadWithSnapshot(source, decider, streamId);
      if (execution.expectedVersion !== undefined && execution.expectedVersion !== version)
        throw new ConcurrencyError();
      const events = decider.decide(command, state);
      if (events.length === 0) return { state, position: null, version };
      const metadata = {
        commandId: execution.commandId,
        actor: command.metadata.actor,
        occurredAt: command.metadata.now,
      };
      await verifyLoaded(source, [streamId]);
      await ledger?.beforeAppend();
      const pending = source.claims?.get(streamId);
      try {
        const result = await source.store.appendToStream(
          streamId,
          events.map((e) => ({ type: e.type, data: e.data, metadata })),
          {
            expected: version === -1 ? noStream : exactly(version),
            commandId: execution.commandId,
            ...(keys ? { keys } : {}),
            ...(pending?.claims.length ? { claims: pending.claims } : {}),
            ...(pending?.releases.length ? { releases: pending.releases } : {}),
          },
        );
        source.claims?.delete(streamId);
        forget(source, [streamId]);
        source.appended?.([streamId]);
        if (result.duplicate) {
          // stored before, by an earlier try of the same command: the state is the log's
          source.aggregates?.delete(streamId);
          const { state: stored } = await loadAggregate(source, decider, streamId);
          return { state: stored, position: result.position, version: result.version };
        }
        const next = events.reduce(decider.evolve, state);
        remember(source, decider, streamId, {
          evolve: decider.evolve,
          state: next,
          version: result.version,
          // as loaded: a source without the process's cache (or a state it dropped) had taken -1 here, and
          // written the whole state again after every command
          snapshotAt,
        });
        return { state: next, position: result.position, version: result.version };
      } catch (e) {
        forget(source, [streamId]);
        if (!(e instanceof WrongExpectedVersionError)) throw e;
        // someone else appended: decided again on the log, not on the cached state
        source.aggregates?.delete(streamId);
        if (execution.expectedVersion !== undefined || Date.now() >= deadline) throw new ConcurrencyError();
        await backOff(attempt);
      }
    }
  } finally {
    done();
  }
};

/** One stream's part of a command that touches several streams: load it, decide, report the version. */
export interface Step {
  readonly streamId: string;
  decide(): Promise<{
    events: DomainEvent[];
    version: number;
    /** Caches the state after these events once they are stored at `version` (the next command's). */
    keep?: (version: number) => void;
  }>;
}

export const step = <C extends Command, E extends DomainEvent, S>(
  source: AggregateSource,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C | ((state: S) => C),
): Step => ({
  streamId,
  decide: async () => {
    const { state, version, snapshotAt } = await loadWithSnapshot(source, decider, streamId);
    const events = decider.decide(typeof command === 'function' ? command(state) : command, state);
    return {
      events,
      version,
      keep: (stored) =>
        remember(source, decider, streamId, {
          evolve: decider.evolve,
          state: events.reduce(decider.evolve, state),
          version: stored,
          snapshotAt,
        }),
    };
  },
});

/**
 * A command decided on several streams at once (a loan debits its group's fund and opens the loan):
 * every stream is decided on its current state and all are appended together, each at the version it
 * was decided on (atomically on PostgreSQL), on the turn of all of them (StreamTurns). A concurrent
 * change to any of them by another process fails the append and the whole command is decided again (as
 * execute does), so two loans can never together overdraw one fund.
 */
export const executeSteps = async (
  source: AggregateSource,
  steps: readonly Step[],
  execution: Execution,
  metadata: { actor: ActorRef; now: string },
  keys?: KeysByStream,
): Promise<bigint | null> => {
  const streamIds = steps.map((s) => s.streamId);
  const ledger = currentIdLedger();
  await ledger?.beforeAppend();
  const done = await turnsOf(source.store).take(streamIds);
  try {
    catchUp(source, streamIds);
    if (ledger?.retried) {
      const stored = await Promise.all(
        streamIds.map((id) => source.store.storedResult(id, `${execution.commandId}:${id}`)),
      );
      if (stored.some((r) => r !== null)) {
        // appended (all together) by the attempt that died before it answered: answered as stored
        for (const id of streamIds) source.claims?.delete(id);
        return stored.reduce<bigint | null>(
          (max, r) => (r === null || (max !== null && max >= r.position) ? max : r.position),
          null,
        );
      }
    }
    const deadline = Date.now() + CONTENTION_DEADLINE_MS;
    for (let attempt = 1; ; attempt++) {
      const decided = await Promise.all(steps.map(async (s) => ({ s, ...(await s.decide()) })));
      const parts = decided
        .filter((d) => d.events.length > 0)
        .map((d) => {
          const commandId = `${execution.commandId}:${d.s.streamId}`;
          const streamKeys = keys?.get(d.s.streamId);
          const pending = source.claims?.get(d.s.streamId);
          return {
            ...(streamKeys ? { keys: streamKeys } : {}),
            ...(pending?.claims.length ? { claims: pending.claims } : {}),
            ...(pending?.releases.length ? { releases: pending.releases } : {}),
            streamId: d.s.streamId,
            events: d.events.map((e) => ({
              type: e.type,
              data: e.data,
              metadata: { commandId, actor: metadata.actor, occurredAt: metadata.now },
            })),
            expected: d.version === -1 ? noStream : exactly(d.version),
            commandId,
          };
        });
      if (parts.length === 0) return null;
      await verifyLoaded(
        source,
        parts.map((p) => p.streamId),
      );
      await ledger?.beforeAppend();
      try {
        const results = await source.store.appendMany(parts).finally(() => forget(source, streamIds));
        parts.forEach((p, i) => {
          source.claims?.delete(p.streamId);
          const { keep } = decided.find((d) => d.s.streamId === p.streamId)!;
          // the next command of this process decides on the state these events left, without a read
          if (keep && !results[i]!.duplicate) keep(results[i]!.version);
          else source.aggregates?.delete(p.streamId);
        });
        source.appended?.(parts.map((p) => p.streamId));
        return results.reduce<bigint | null>(
          (max, r) => (max === null || r.position > max ? r.position : max),
          null,
        );
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError)) throw e;
        // someone else appended to one of them: each is decided again on the log
        for (const p of parts) source.aggregates?.delete(p.streamId);
        if (Date.now() >= deadline) throw new ConcurrencyError();
        await backOff(attempt);
      }
    }
  } finally {
    done();
  }
};

/** A domain command as a handler writes it: the metadata (who, when) comes from the context. */
export type Bare<C> = C extends Command ? Omit<C, 'metadata'> : never;

const metadataOf = (ctx: CommandContext) => ({ now: ctx.now, actor: ctx.principal.ref });

/** Load, decide and append one command on one stream, with the context's actor, time and command id. */
export const run = <C extends Command, E extends DomainEvent, S>(
  ctx: CommandContext,
  decider: Decider<C, E, S>,
  streamId: string,
  command: Bare<C>,
  keys?: readonly IndexKey[],
): Promise<Outcome<S>> =>
  execute(ctx.deps, decider, streamId, { ...command, metadata: metadataOf(ctx) } as C, ctx.execution, keys);

/** One stream's part of a multi-stream command, with the context's metadata. */
export const stepOf = <C extends Command, E extends DomainEvent, S>(
  ctx: CommandContext,
  decider: Decider<C, E, S>,
  streamId: string,
  command: Bare<C> | ((state: S) => Bare<C>),
): Step =>
  step(
    ctx.deps,
    decider,
    streamId,
    (state: S) =>
      ({
        ...(typeof command === 'function' ? command(state) : command),
        metadata: metadataOf(ctx),
      }) as C,
  );

/** Decide every step and append them together (see executeSteps). */
export const runSteps = (
  ctx: CommandContext,
  steps: readonly Step[],
  keys?: KeysByStream,
): Promise<bigint | null> => executeSteps(ctx.deps, steps, ctx.execution, metadataOf(ctx), keys);
