import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
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

/** The user's commands kept on this phone, in the order recorded, following every change. */
export const useQueuedCommands = (userId: number | null): readonly QueuedCommand[] => {
  const [commands, setCommands] = useState<readonly QueuedCommand[]>([]);
  useEffect(() => {
    if (userId === null) {
      setCommands([]);
      return;
    }
    let live = true;
    const load = () =>
      queuedCommands(userId)
        .then((rows) => {
          if (live) setCommands(rows);
        })
        // a browser without IndexedDB (a private window of some browsers) simply has no queue
        .catch(() => undefined);
    void load();
    const off = onQueueChange(() => void load());
    return () => {
      live = false;
      off();
    };
  }, [userId]);
  return commands;
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
