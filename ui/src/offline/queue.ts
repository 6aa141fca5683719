import { apiSend, isApiError } from '@/lib/api-client';
import { idbStore } from './idb-store';
import type { NewCommand, QueuedCommand, QueueStore, Send } from './queue-types';
import { type SyncResult, syncQueue } from './sync';

/**
 * The browser's side of the offline queue: who owns it now, adding to it, sending it, and telling every
 * open tab when it changed.
 */

let store: QueueStore = idbStore;
/** Unit tests keep the queue in memory. */
export const replaceStoreForTests = (replacement: QueueStore): void => {
  store = replacement;
};

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pm-offline-queue');
const notifyHere = () => {
  for (const listener of listeners) listener();
};
channel?.addEventListener('message', notifyHere);
const changed = () => {
  notifyHere();
  channel?.postMessage('changed');
};

/** Calls `listener` whenever the queue changes, in this tab or another; returns the unsubscribe. */
export const onQueueChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let owner: number | null = null;
/** The next pass the server's Retry-After asked for (the shell's own tries every 30 s go on besides). */
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The signed-in user: only their commands are listed and sent (set by the shell, null when signed out). */
export const setQueueOwner = (userId: number | null): void => {
  owner = userId;
  if (userId === null) {
    clearTimeout(retryTimer);
    retryTimer = undefined;
  }
};

export const queuedCommands = (userId: number): Promise<QueuedCommand[]> => store.list(userId);

/** Keeps commands on the phone, in one transaction, to be sent in this order when the connection returns. */
export const enqueue = async (commands: readonly NewCommand[]): Promise<void> => {
  if (owner === null) throw new Error('Nobody is signed in to record this');
  const userId = owner;
  const recordedAt = Date.now();
  // a command already kept (the same form kept twice) is kept once: its key would store it once anyway
  const known = new Set((await store.list(userId)).map((command) => command.key));
  const fresh = commands.filter((command) => !known.has(command.key));
  await store.add(fresh.map((command) => ({ ...command, userId, state: 'waiting', recordedAt })));
  changed();
  void syncNow();
};

/** The browser believes it has no connection (a command then goes straight to the queue). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** fetch rejects (TypeError) when no answer came at all, as opposed to an answer refusing the request. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');

const SEND_TIMEOUT_MS = 20_000;

/**
 * One command over HTTP with its idempotency key; a 5xx (a 503 while the server's database is away among
 * them), 408, 429 or a 409 "still in progress" is "no answer yet", not a refusal: the command stays
 * waiting, with its key, and is sent again (after the answer's Retry-After, when it gave one).
 */
export const sendCommand: Send = async (command, url) => {
  try {
    const answer = await apiSend<{ id?: unknown; position?: unknown } | null>(
      command.method,
      url,
      command.body,
      {
        headers: { 'Idempotency-Key': command.key },
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
    );
    return {
      kind: 'stored',
      id: typeof answer?.id === 'number' ? answer.id : undefined,
      position: answer?.position,
    };
  } catch (error) {
    if (!isApiError(error)) return { kind: 'unreachable' };
    if (error.status === 401) return { kind: 'signed-out' };
    const later = {
      kind: 'unreachable',
      ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
    } as const;
    if (error.status >= 500 || error.status === 408 || error.status === 429) return later;
    // its first attempt still runs on the server (a slow database): asked again later, it is answered
    if (error.code === 'request_in_progress') return later;
    return { kind: 'refused', reason: error.text };
  }
};

let running: Promise<SyncResult | null> | null = null;
const afterSync = new Set<(result: SyncResult) => void>();

/** Calls `listener` after each pass that stored or refused something (to refresh what the screen shows). */
export const onSynced = (listener: (result: SyncResult) => void): (() => void) => {
  afterSync.add(listener);
  return () => afterSync.delete(listener);
};

/** Retry-After is kept within these bounds: not a burst of requests, not a wait longer than the shell's own. */
const RETRY_AFTER_MIN_MS = 1_000;
const RETRY_AFTER_MAX_MS = 30_000;

const retryLater = (afterMs: number) => {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(
    () => {
      retryTimer = undefined;
      void syncNow();
    },
    Math.min(RETRY_AFTER_MAX_MS, Math.max(RETRY_AFTER_MIN_MS, afterMs)),
  );
};

const pass = async (userId: number): Promise<SyncResult> => {
  const result = await syncQueue(store, userId, sendCommand);
  if (result.ended === 'unreachable' && result.retryAfterMs !== undefined) retryLater(result.retryAfterMs);
  if (result.stored > 0 || result.refused > 0) {
    changed();
    for (const listener of afterSync) listener(result);
  }
  return result;
};

/**
 * Sends the owner's waiting commands now (no-op while offline or signed out). One pass at a time in this
 * tab, and across tabs (Web Locks) where the browser has them, so no two tabs send the same command at once.
 */
export const syncNow = (): Promise<SyncResult | null> => {
  const userId = owner;
  if (userId === null || isOffline()) return Promise.resolve(null);
  running ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && navigator.locks)
        return await navigator.locks.request('pm-offline-sync', () => pass(userId));
      return await pass(userId);
    } finally {
      running = null;
    }
  })();
  return running;
};

/** Puts a refused command back in the queue (after fixing what the server refused) and sends it. */
export const sendAgain = async (command: QueuedCommand, body: unknown = command.body): Promise<void> => {
  await store.put({ ...command, body, state: 'waiting', reason: undefined });
  changed();
  await syncNow();
};

/** Removes a command from the phone for good (a refused one discarded, or synced ones cleared). */
export const discard = async (commands: readonly QueuedCommand[]): Promise<void> => {
  for (const command of commands) await store.remove(command.seq);
  changed();
};
