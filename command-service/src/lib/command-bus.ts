import type { Actor, ActorRef, Command, Decider, DomainEvent } from '@pm/domain';
import { ConcurrencyError } from '@pm/domain';
import { exactly, type IndexKey, noStream, WrongExpectedVersionError } from '@pm/infra/event-store/port';
import type { IdLedger } from '@pm/infra/ids';
import {
  AggregateCache,
  type AggregateSource,
  forget,
  forOneCommand,
  hasUnverified,
  loadAggregate,
  loadWithSnapshot,
  pendingOf,
  remember,
  StaleReadError,
  verifyLoaded,
} from './aggregate-load';
import { executeSteps, type Step, step } from './command-steps';
import type { CommandContext } from './define-command';
import { CONFLICT, onTurnOf, untilStored } from './stream-turns';

// the loading side of the bus (aggregate-load.ts) and its multi-stream side (command-steps.ts), which
// commands and routes import from here
export type { PendingClaims } from './aggregate-load';
export {
  AggregateCache,
  type AggregateSource,
  executeSteps,
  forOneCommand,
  hasUnverified,
  loadAggregate,
  StaleReadError,
  type Step,
  step,
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

interface OneCommand<C extends Command, E extends DomainEvent, S> {
  readonly source: AggregateSource;
  readonly decider: Decider<C, E, S>;
  readonly streamId: string;
  readonly command: C;
  readonly execution: Execution;
  readonly keys: readonly IndexKey[] | undefined;
  readonly ledger: IdLedger | undefined;
}

/** One attempt: load, decide, append; CONFLICT when a writer of another process appended first. */
const appendOnce = async <C extends Command, E extends DomainEvent, S>(
  one: OneCommand<C, E, S>,
): Promise<Outcome<S> | typeof CONFLICT> => {
  const { source, decider, streamId, command, execution, keys, ledger } = one;
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
  try {
    const result = await source.store.appendToStream(
      streamId,
      events.map((e) => ({ type: e.type, data: e.data, metadata })),
      {
        expected: version === -1 ? noStream : exactly(version),
        commandId: execution.commandId,
        ...(keys ? { keys } : {}),
        ...pendingOf(source, streamId),
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
    return CONFLICT;
  }
};

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
): Promise<Outcome<S>> =>
  onTurnOf(source, [streamId], async (ledger) => {
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
    const one = { source, decider, streamId, command, execution, keys, ledger };
    return untilStored(() => appendOnce(one), execution.expectedVersion !== undefined);
  });

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
