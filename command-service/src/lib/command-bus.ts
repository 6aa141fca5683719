import type { Actor, ActorRef, Command, Decider, DomainEvent } from '@pm/domain';
import { ConcurrencyError } from '@pm/domain';
import { exactly, type IndexKey, noStream, WrongExpectedVersionError } from '@pm/infra/event-store/port';
import { currentIdLedger } from '@pm/infra/ids';
import {
  AggregateCache,
  type AggregateSource,
  forget,
  forOneCommand,
  hasUnverified,
  loadAggregate,
  loadWithSnapshot,
  remember,
  StaleReadError,
  verifyLoaded,
} from './aggregate-load';
import type { CommandContext } from './define-command';
import { backOff, CONTENTION_DEADLINE_MS, catchUp, turnsOf } from './stream-turns';

// the loading side of the bus, which commands and routes import from here
export type { PendingClaims } from './aggregate-load';
export {
  AggregateCache,
  type AggregateSource,
  forOneCommand,
  hasUnverified,
  loadAggregate,
  StaleReadError,
  verifyLoaded,
};

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

export interface Outcome<S> {
  readonly state: S;
  /** Global position of the last event appended; null when the command changed nothing. */
  readonly position: bigint | null;
  readonly version: number;
}

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
