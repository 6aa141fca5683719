import { ConflictError, type Message } from '@pm/domain';
import { KeyTakenError } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import type { CommandDeps } from '../context';
import type { AggregateSource, PendingClaims } from './command-bus';

/** A key reserved to one stream (a region's name, a project's code, a participant's ID), case-insensitively. */
export interface UniqueKey {
  readonly kind: string;
  /** The 409 answer when the key belongs to another stream. */
  readonly taken: (key: string) => Message;
}

type Source = CommandDeps & AggregateSource;

/**
 * The command's claims, when the key can travel with the append: on PostgreSQL, in a command's own
 * source (forOneCommand). Elsewhere (KurrentDB) the key is reserved by a statement of its own first.
 */
const pendingOf = (deps: CommandDeps, owner: string): PendingClaims | null => {
  const { claims } = deps as Source;
  if (!(deps.store instanceof PostgresEventStore) || !claims) return null;
  let pending = claims.get(owner);
  if (!pending) {
    pending = { claims: [], releases: [] };
    claims.set(owner, pending);
  }
  return pending;
};

/** `work`, with a taken key of `unique` answered by its 409. */
const answeringTaken = async <T>(unique: UniqueKey, key: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (e) {
    if (
      e instanceof KeyTakenError &&
      e.key.kind === unique.kind &&
      e.key.key.toLowerCase() === key.toLowerCase()
    )
      throw new ConflictError(unique.taken(key));
    throw e;
  }
};

/**
 * Runs `work` holding `key` for `owner`. On PostgreSQL the key is taken by `work`'s append to `owner`, in
 * its transaction (AppendOptions.claims): a crash leaves no claim without its stream and no stream without
 * its claim. A key another stream holds answers 409 before any work, and again at the append when one
 * took it meanwhile. Elsewhere it is reserved first and given up if `work` fails.
 */
export const reserving = async <T>(
  deps: CommandDeps,
  unique: UniqueKey,
  key: string,
  owner: string,
  work: () => Promise<T>,
): Promise<T> => {
  const pending = pendingOf(deps, owner);
  if (!pending) return deps.uniqueKeys.withReservation(unique.kind, key, owner, unique.taken(key), work);
  await deps.uniqueKeys.assertFree(unique.kind, key, owner, unique.taken(key));
  pending.claims.push({ kind: unique.kind, key });
  return answeringTaken(unique, key, work);
};

/**
 * Runs `work` for a change of `owner`'s key from `from` to `to`: a real change (not only of case) takes
 * the new key (a taken one answers 409 before anything is appended) and gives up the old one, both with
 * `work`'s append on PostgreSQL, one after the other elsewhere.
 */
export const renaming = async <T>(
  deps: CommandDeps,
  unique: UniqueKey,
  change: { readonly from: string; readonly to: string; readonly owner: string },
  work: () => Promise<T>,
): Promise<T> => {
  if (change.to.toLowerCase() === change.from.toLowerCase()) return work();
  const pending = pendingOf(deps, change.owner);
  if (pending) pending.releases.push({ kind: unique.kind, key: change.from });
  const result = await reserving(deps, unique, change.to, change.owner, work);
  if (!pending) await deps.uniqueKeys.release(unique.kind, change.from, change.owner);
  return result;
};

/** Runs `work`, giving `owner`'s `key` up with its append (a deleted asset's ID), or after it elsewhere. */
export const releasing = async <T>(
  deps: CommandDeps,
  unique: UniqueKey,
  key: string,
  owner: string,
  work: () => Promise<T>,
): Promise<T> => {
  const pending = pendingOf(deps, owner);
  if (pending) pending.releases.push({ kind: unique.kind, key });
  const result = await work();
  if (!pending) await deps.uniqueKeys.release(unique.kind, key, owner);
  return result;
};
