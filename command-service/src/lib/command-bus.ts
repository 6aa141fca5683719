import type { Actor, ActorRef, Command, Decider, DomainEvent } from '@pm/domain';
import { ConcurrencyError, fold } from '@pm/domain';
import { type EventStore, exactly, noStream, WrongExpectedVersionError } from '@pm/infra/event-store/port';
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

export interface Outcome<S> {
  readonly state: S;
  /** Global position of the last event appended; null when the command changed nothing. */
  readonly position: bigint | null;
  readonly version: number;
}

export const loadAggregate = async <E extends DomainEvent, S>(
  store: EventStore,
  decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
  streamId: string,
): Promise<{ state: S; version: number }> => {
  const events = await store.readStream(streamId);
  const state = fold(
    decider,
    events.map((e) => ({ type: e.type, data: e.data }) as E),
  );
  return { state, version: events.length === 0 ? -1 : events[events.length - 1]!.streamVersion };
};

const MAX_ATTEMPTS = 3;

/**
 * Load, decide, append. A concurrent writer makes the append fail its compare-and-set; the command is
 * then decided again on the new state (at most three times), unless the client pinned the version it
 * saw, in which case it gets 409.
 */
export const execute = async <C extends Command, E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  execution: Execution,
): Promise<Outcome<S>> => {
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await loadAggregate(store, decider, streamId);
    if (execution.expectedVersion !== undefined && execution.expectedVersion !== version)
      throw new ConcurrencyError();
    const events = decider.decide(command, state);
    if (events.length === 0) return { state, position: null, version };
    const metadata = {
      commandId: execution.commandId,
      actor: command.metadata.actor,
      occurredAt: command.metadata.now,
    };
    try {
      const result = await store.appendToStream(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        { expected: version === -1 ? noStream : exactly(version), commandId: execution.commandId },
      );
      const next = result.duplicate
        ? (await loadAggregate(store, decider, streamId)).state
        : events.reduce(decider.evolve, state);
      return { state: next, position: result.position, version: result.version };
    } catch (e) {
      if (!(e instanceof WrongExpectedVersionError)) throw e;
      if (execution.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) throw new ConcurrencyError();
    }
  }
};

/** One stream's part of a command that touches several streams: load it, decide, report the version. */
export interface Step {
  readonly streamId: string;
  decide(): Promise<{ events: DomainEvent[]; version: number }>;
}

export const step = <C extends Command, E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C | ((state: S) => C),
): Step => ({
  streamId,
  decide: async () => {
    const { state, version } = await loadAggregate(store, decider, streamId);
    return {
      events: decider.decide(typeof command === 'function' ? command(state) : command, state),
      version,
    };
  },
});

/**
 * A command decided on several streams at once (a loan debits its group's fund and opens the loan):
 * every stream is decided on its current state and all are appended together, each at the version it
 * was decided on (atomically on PostgreSQL). A concurrent change to any of them fails the append and the
 * whole command is decided again, so two loans can never together overdraw one fund.
 */
export const executeSteps = async (
  store: EventStore,
  steps: readonly Step[],
  execution: Execution,
  metadata: { actor: ActorRef; now: string },
): Promise<bigint | null> => {
  for (let attempt = 1; ; attempt++) {
    const decided = await Promise.all(steps.map(async (s) => ({ s, ...(await s.decide()) })));
    const parts = decided
      .filter((d) => d.events.length > 0)
      .map((d) => {
        const commandId = `${execution.commandId}:${d.s.streamId}`;
        return {
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
    try {
      const results = await store.appendMany(parts);
      return results.reduce<bigint | null>(
        (max, r) => (max === null || r.position > max ? r.position : max),
        null,
      );
    } catch (e) {
      if (!(e instanceof WrongExpectedVersionError) || attempt >= 5)
        throw e instanceof WrongExpectedVersionError ? new ConcurrencyError() : e;
    }
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
): Promise<Outcome<S>> =>
  execute(ctx.deps.store, decider, streamId, { ...command, metadata: metadataOf(ctx) } as C, ctx.execution);

/** One stream's part of a multi-stream command, with the context's metadata. */
export const stepOf = <C extends Command, E extends DomainEvent, S>(
  ctx: CommandContext,
  decider: Decider<C, E, S>,
  streamId: string,
  command: Bare<C> | ((state: S) => Bare<C>),
): Step =>
  step(
    ctx.deps.store,
    decider,
    streamId,
    (state: S) =>
      ({
        ...(typeof command === 'function' ? command(state) : command),
        metadata: metadataOf(ctx),
      }) as C,
  );

/** Decide every step and append them together (see executeSteps). */
export const runSteps = (ctx: CommandContext, steps: readonly Step[]): Promise<bigint | null> =>
  executeSteps(ctx.deps.store, steps, ctx.execution, metadataOf(ctx));
