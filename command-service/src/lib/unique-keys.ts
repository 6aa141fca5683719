import type { Message } from '@pm/domain';
import type { CommandDeps } from '../context';

/** A key reserved to one stream (a region's name, a project's code, a participant's ID), case-insensitively. */
export interface UniqueKey {
  readonly kind: string;
  /** The 409 answer when the key belongs to another stream. */
  readonly taken: (key: string) => Message;
}

/** Reserves `key` for `owner`, runs `work`, and gives the key up again if `work` fails. */
export const reserving = <T>(
  deps: CommandDeps,
  unique: UniqueKey,
  key: string,
  owner: string,
  work: () => Promise<T>,
): Promise<T> => deps.uniqueKeys.withReservation(unique.kind, key, owner, unique.taken(key), work);

/**
 * Runs `work` for a change of `owner`'s key from `from` to `to`: a real change (not only of case)
 * reserves the new key first, so a taken one answers 409 before anything is appended, and releases the
 * old one after.
 */
export const renaming = async <T>(
  deps: CommandDeps,
  unique: UniqueKey,
  change: { readonly from: string; readonly to: string; readonly owner: string },
  work: () => Promise<T>,
): Promise<T> => {
  if (change.to.toLowerCase() === change.from.toLowerCase()) return work();
  const result = await reserving(deps, unique, change.to, change.owner, work);
  await deps.uniqueKeys.release(unique.kind, change.from, change.owner);
  return result;
};
