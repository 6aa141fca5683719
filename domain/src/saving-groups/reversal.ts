import { GRANTS } from '../access/policy';
import type { Recorder } from '../contributions/contribution/events';
import { businessDate } from '../shared/dates';
import type { CommandMetadata } from '../shared/decider';
import { ForbiddenError, msg, RuleViolation } from '../shared/errors';
import { isSamePerson, recorderOf } from './shared';

/** What a reversible entry keeps in its aggregate's state. */
export interface ReversibleEntry {
  readonly recordedBy: Recorder | null;
  /** The business date it was recorded on; null for entries stored before it was kept. */
  readonly recordedOn: string | null;
  readonly reversed: boolean;
}

export const entryOf = (recordedBy: Recorder | null, recordedOn: string | undefined): ReversibleEntry => ({
  recordedBy,
  recordedOn: recordedOn ?? null,
  reversed: false,
});

/**
 * A mistaken saving, repayment, penalty, emergency contribution or fee payment is reversed, never edited:
 * once only (a reversed entry, like a reversal, cannot be reversed again), by a ProjectAdmin or above
 * (the access policy's `savingGroups.reverse`, in scope as the service checked), or by whoever recorded
 * it on the same business day. Answers the stamp the reversal event carries.
 */
export const assertReversible = (
  entry: ReversibleEntry,
  what: string,
  metadata: CommandMetadata,
): { reversedBy: Recorder; reversedOn: string } => {
  if (entry.reversed) throw new RuleViolation(msg`This ${{ what }} has already been reversed`);
  const { actor, now } = metadata;
  const reversedBy = recorderOf(actor);
  const reversedOn = businessDate(now);
  const privileged =
    actor.kind === 'system' || (actor.role !== null && GRANTS['savingGroups.reverse'].includes(actor.role));
  const ownToday =
    entry.recordedBy !== null &&
    isSamePerson(entry.recordedBy, reversedBy) &&
    entry.recordedOn === reversedOn;
  if (!privileged && !ownToday)
    throw new ForbiddenError(
      `Only a project administrator or above, or whoever recorded this ${what} on the same day, can reverse it`,
    );
  return { reversedBy, reversedOn };
};
