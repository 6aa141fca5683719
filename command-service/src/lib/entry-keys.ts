import type { Command, Decider, DomainEvent } from '@pm/domain';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { nextId } from '@pm/infra/ids';
import { type Bare, type Outcome, run, runSteps, type Step } from './command-bus';
import type { CommandContext, Written } from './define-command';

/**
 * An entry recorded on a stream under an id fresh from a sequence (a saving, a penalty, a repayment, a
 * payment): the id is indexed to the stream in unique_keys, so a reversal by id finds the stream again.
 * On PostgreSQL the key is written by the append itself, in its transaction (AppendOptions.keys): no
 * statement and no commit of its own. On EventStoreDB it is reserved just before the append
 * and given up if the append fails, as before.
 */
export interface Entry {
  /** The kind of key (ENTRY_KEYS and the like). */
  readonly kind: string;
  readonly id: number;
}

const withEntry = <T>(
  ctx: CommandContext,
  entry: Entry,
  stream: string,
  append: (keys?: { kind: string; key: string }[]) => Promise<T>,
): Promise<T> => {
  const key = String(entry.id);
  if (ctx.deps.store instanceof PostgresEventStore) return append([{ kind: entry.kind, key }]);
  return ctx.deps.uniqueKeys.withReservation(entry.kind, key, stream, 'This id is already in use', () =>
    append(),
  );
};

/** `run`, with the entry's id indexed to `stream`. */
export const runEntry = <C extends Command, E extends DomainEvent, S>(
  ctx: CommandContext,
  decider: Decider<C, E, S>,
  stream: string,
  command: Bare<C>,
  entry: Entry,
): Promise<Outcome<S>> => withEntry(ctx, entry, stream, (keys) => run(ctx, decider, stream, command, keys));

/**
 * A new entry: its id taken from the sequence `ids.sequence`, then recorded by `record` (runEntry or
 * runStepsEntry, with the entry it is given); answers the id and the position.
 */
export const recordEntry = async (
  ctx: CommandContext,
  ids: { readonly sequence: string; readonly kind: string },
  record: (entry: Entry) => Promise<{ readonly position: bigint | null }>,
): Promise<Written> => {
  const id = await nextId(ctx.deps.pool, ids.sequence);
  const { position } = await record({ kind: ids.kind, id });
  return { id, position };
};

/** `runSteps`, with the entry's id indexed to `stream`, one of the steps' streams. */
export const runStepsEntry = (
  ctx: CommandContext,
  steps: readonly Step[],
  stream: string,
  entry: Entry,
): Promise<bigint | null> =>
  withEntry(ctx, entry, stream, (keys) => runSteps(ctx, steps, keys ? new Map([[stream, keys]]) : undefined));
