import { t } from '@/i18n';
import type { QueuedCommand, QueueStore, Send } from './queue-types';

export interface SyncResult {
  /** Commands stored by the server in this pass. */
  readonly stored: number;
  /** Commands the server refused in this pass. */
  readonly refused: number;
  /** Why the pass ended: everything was tried, or it stopped and the rest waits. */
  readonly ended: 'done' | 'unreachable' | 'signed-out';
  /** Ended unreachable with the server's Retry-After (a 503 while its database is away): when to try again. */
  readonly retryAfterMs?: number;
}

/**
 * One pass over the user's waiting commands, in the order they were recorded. A command the server stores
 * is marked synced with the id it answered; one it refuses is kept with the reason and the pass goes on
 * (the others do not depend on it, except a command naming its id, which is refused with it); no answer
 * or an ended session stops the pass and everything from there on waits for the next one. Every command
 * keeps its idempotency key, so sending one again after an answer lost on the way stores nothing twice.
 */
export const syncQueue = async (
  store: QueueStore,
  userId: number,
  send: Send,
  now: () => number = Date.now,
): Promise<SyncResult> => {
  const commands = await store.list(userId);
  const byKey = new Map(commands.map((command) => [command.key, command]));
  let stored = 0;
  let refused = 0;
  const keep = async (command: QueuedCommand) => {
    byKey.set(command.key, command);
    await store.put(command);
  };
  for (const command of commands) {
    if (command.state !== 'waiting') continue;
    let url = command.url;
    if (command.dependsOn !== undefined) {
      const owner = byKey.get(command.dependsOn);
      if (owner?.state === 'waiting') return { stored, refused, ended: 'unreachable' };
      if (owner?.state !== 'synced' || owner.resultId === undefined) {
        refused += 1;
        await keep({
          ...command,
          state: 'refused',
          reason: t('Not sent: {{line}} was not stored', { line: owner?.label ?? t('the command it needs') }),
        });
        continue;
      }
      url = url.replace('{id}', String(owner.resultId));
    }
    const outcome = await send(command, url);
    if (outcome.kind === 'signed-out') return { stored, refused, ended: outcome.kind };
    if (outcome.kind === 'unreachable')
      return {
        stored,
        refused,
        ended: outcome.kind,
        ...(outcome.retryAfterMs === undefined ? {} : { retryAfterMs: outcome.retryAfterMs }),
      };
    if (outcome.kind === 'stored') {
      stored += 1;
      await keep({ ...command, state: 'synced', resultId: outcome.id, syncedAt: now(), reason: undefined });
    } else {
      refused += 1;
      await keep({ ...command, state: 'refused', reason: outcome.reason });
    }
  }
  return { stored, refused, ended: 'done' };
};
