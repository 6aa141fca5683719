import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { MINISTRY_URL_PREFIXES } from '@/features/saving-groups/api/invalidate';
import { invalidateUrls } from '@/lib/query-client';
import { onQueueChange, onSynced, queuedCommands, setQueueOwner, syncNow } from './queue';
import type { QueuedCommand } from './queue-types';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it is connected, following its online/offline events. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

const NONE: readonly QueuedCommand[] = [];

/** What the screens show of one user's queue: one IndexedDB read per change, however many components show it. */
interface QueueWatch {
  commands: readonly QueuedCommand[];
  readonly listeners: Set<() => void>;
  stop: () => void;
}

const watches = new Map<number, QueueWatch>();

/** Calls `listener` whenever the user's queue as the screens show it changes; returns the unsubscribe. */
export const watchQueue = (userId: number, listener: () => void): (() => void) => {
  let watch = watches.get(userId);
  if (!watch) {
    const created: QueueWatch = { commands: NONE, listeners: new Set(), stop: () => {} };
    let reads = 0;
    const load = () => {
      // an older read answering after a newer one must not replace it
      const read = ++reads;
      queuedCommands(userId)
        .then((rows) => {
          if (read !== reads) return;
          created.commands = rows;
          for (const notify of created.listeners) notify();
        })
        // a browser without IndexedDB (a private window of some browsers) simply has no queue
        .catch(() => undefined);
    };
    created.stop = onQueueChange(load);
    load();
    watches.set(userId, created);
    watch = created;
  }
  const current = watch;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.stop();
    watches.delete(userId);
  };
};

const unwatched = (): void => {};

/** The user's queue as last read, while someone watches it. */
export const watchedCommands = (userId: number | null): readonly QueuedCommand[] =>
  userId === null ? NONE : (watches.get(userId)?.commands ?? NONE);

/** The user's commands kept on this phone, in the order recorded, following every change. */
export const useQueuedCommands = (userId: number | null): readonly QueuedCommand[] => {
  const subscribe = useCallback(
    (listener: () => void) => (userId === null ? unwatched : watchQueue(userId, listener)),
    [userId],
  );
  return useSyncExternalStore(
    subscribe,
    () => watchedCommands(userId),
    () => NONE,
  );
};

/** While some command waits, another attempt this often (a weak connection may come and go unnoticed). */
const RETRY_MS = 30_000;

/**
 * The shell's part: the signed-in user owns the queue; it is sent when the app starts, when the browser
 * comes back online and every half minute while something waits; what was stored refreshes the screens.
 */
export const useOfflineSync = (userId: number): void => {
  const client = useQueryClient();
  useEffect(() => {
    setQueueOwner(userId);
    const sync = () => void syncNow();
    sync();
    window.addEventListener('online', sync);
    const timer = window.setInterval(sync, RETRY_MS);
    const off = onSynced(() => void invalidateUrls(client, [], [...MINISTRY_URL_PREFIXES, '/api/history/']));
    return () => {
      window.removeEventListener('online', sync);
      window.clearInterval(timer);
      off();
      setQueueOwner(null);
    };
  }, [userId, client]);
};
