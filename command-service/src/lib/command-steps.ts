// A command decided on several streams at once and appended together (executeSteps, through command-bus.ts).
import type { ActorRef, Command, Decider, DomainEvent } from '@pm/domain';
import { exactly, noStream, WrongExpectedVersionError } from '@pm/infra/event-store/port';
import type { IdLedger } from '@pm/infra/ids';
import {
  type AggregateSource,
  forget,
  loadWithSnapshot,
  pendingOf,
  remember,
  verifyLoaded,
} from './aggregate-load';
import type { Execution, KeysByStream } from './command-bus';
import { CONFLICT, onTurnOf, untilStored } from './stream-turns';

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

interface StepsCommand {
  readonly source: AggregateSource;
  readonly steps: readonly Step[];
  readonly execution: Execution;
  readonly metadata: { actor: ActorRef; now: string };
  readonly keys: KeysByStream | undefined;
  readonly ledger: IdLedger | undefined;
}

/** The position a retried command's first attempt stored (all its streams together), if it did. */
const storedPosition = async (
  source: AggregateSource,
  streamIds: readonly string[],
  commandId: string,
): Promise<bigint | undefined> => {
  const stored = await Promise.all(
    streamIds.map((id) => source.store.storedResult(id, `${commandId}:${id}`)),
  );
  if (!stored.some((r) => r !== null)) return undefined;
  // appended (all together) by the attempt that died before it answered: answered as stored
  for (const id of streamIds) source.claims?.delete(id);
  return stored.reduce<bigint | null>(
    (max, r) => (r === null || (max !== null && max >= r.position) ? max : r.position),
    null,
  ) as bigint;
};

/** Each step decided on its current state, and what its stream appends (none: it changed nothing). */
const decideAll = async ({ source, steps, execution, metadata, keys }: StepsCommand) => {
  const decided = await Promise.all(steps.map(async (s) => ({ s, ...(await s.decide()) })));
  const parts = decided
    .filter((d) => d.events.length > 0)
    .map((d) => {
      const commandId = `${execution.commandId}:${d.s.streamId}`;
      const streamKeys = keys?.get(d.s.streamId);
      return {
        ...(streamKeys ? { keys: streamKeys } : {}),
        ...pendingOf(source, d.s.streamId),
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
  return { decided, parts };
};

/** One attempt: decide every step and append them together; CONFLICT when another process came first. */
const appendSteps = async (command: StepsCommand): Promise<bigint | null | typeof CONFLICT> => {
  const { source, steps, ledger } = command;
  const { decided, parts } = await decideAll(command);
  if (parts.length === 0) return null;
  await verifyLoaded(
    source,
    parts.map((p) => p.streamId),
  );
  await ledger?.beforeAppend();
  try {
    const streamIds = steps.map((s) => s.streamId);
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
    return CONFLICT;
  }
};

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
  return onTurnOf(source, streamIds, async (ledger) => {
    if (ledger?.retried) {
      const stored = await storedPosition(source, streamIds, execution.commandId);
      if (stored !== undefined) return stored;
    }
    return untilStored(() => appendSteps({ source, steps, execution, metadata, keys, ledger }));
  });
};
