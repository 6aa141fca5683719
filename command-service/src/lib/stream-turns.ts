import { ConcurrencyError } from '@pm/domain';
import type { EventStore } from '@pm/infra/event-store/port';
import { currentIdLedger, type IdLedger } from '@pm/infra/ids';
import type { AggregateSource } from './aggregate-load';

/**
 * The commands of this process take turns on a stream: one loads, decides and appends while the others
 * wait, in the order they came, and each then decides on the state the one before it left (the process's
 * cache holds it: no read of the log). So commands on a busy group queue instead of failing each other's
 * compare-and-set. Shared by every source of one store (the routes, the jobs, the SMS dispatcher).
 */
export class StreamTurns {
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

export const turns = new WeakMap<EventStore, StreamTurns>();
export const turnsOf = (store: EventStore): StreamTurns => {
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
export const catchUp = (source: AggregateSource, streamIds: readonly string[]) => {
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
export const CONTENTION_DEADLINE_MS = 10_000;

/** A short random pause after a collision with another process, so that the two do not collide again. */
export const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(25, 2 ** attempt)));

/**
 * Runs a command's work on the turn of its streams (StreamTurns), caught up with the appends of the
 * commands before it. The ids this request allocated are saved before it waits for its turn, not while
 * others wait.
 */
export const onTurnOf = async <T>(
  source: AggregateSource,
  streamIds: readonly string[],
  work: (ledger: IdLedger | undefined) => Promise<T>,
): Promise<T> => {
  const ledger = currentIdLedger();
  await ledger?.beforeAppend();
  const done = await turnsOf(source.store).take(streamIds);
  try {
    catchUp(source, streamIds);
    return await work(ledger);
  } finally {
    done();
  }
};

/** An attempt's answer when a writer of another process appended first (the compare-and-set failed). */
export const CONFLICT = Symbol('conflict');

/**
 * Decides and appends again after each CONFLICT, for as long as that keeps happening up to
 * CONTENTION_DEADLINE_MS; `pinned` (the client stated the version it saw) answers 409 at once.
 */
export const untilStored = async <T>(
  attempt: () => Promise<T | typeof CONFLICT>,
  pinned = false,
): Promise<T> => {
  const deadline = Date.now() + CONTENTION_DEADLINE_MS;
  for (let n = 1; ; n++) {
    const outcome = await attempt();
    if (outcome !== CONFLICT) return outcome;
    if (pinned || Date.now() >= deadline) throw new ConcurrencyError();
    await backOff(n);
  }
};
