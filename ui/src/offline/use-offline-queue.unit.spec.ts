import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, replaceStoreForTests, setQueueOwner } from './queue';
import type { QueuedCommand, QueueStore } from './queue-types';
import { watchedCommands, watchQueue } from './use-offline-queue';

/** The queue in a Map, counting the reads of the list. */
const countingStore = () => {
  const rows = new Map<number, QueuedCommand>();
  let next = 1;
  const counted = { lists: 0 };
  const store: QueueStore = {
    add: async (added) => {
      for (const command of added) rows.set(next, { ...command, seq: next++ });
    },
    list: async (userId) => {
      counted.lists += 1;
      return [...rows.values()].filter((command) => command.userId === userId);
    },
    put: async (command) => void rows.set(command.seq, command),
    remove: async (seq) => void rows.delete(seq),
  };
  return { store, counted };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const saving = (key: string) => ({
  key,
  method: 'POST' as const,
  url: '/api/group-savings',
  body: { key },
  label: `Saving ${key}`,
});

// offline: nothing is sent, so every read of the list counted below is the screens' or the enqueue's own
beforeEach(() => vi.stubGlobal('navigator', { onLine: false }));
afterEach(() => {
  setQueueOwner(null);
  vi.unstubAllGlobals();
});

describe('the queue as the screens show it', () => {
  it('is read once per change however many components show it, and each is told', async () => {
    const { store, counted } = countingStore();
    replaceStoreForTests(store);
    setQueueOwner(7);
    const told = { header: 0, footer: 0, meeting: 0 };
    const stops = (['header', 'footer', 'meeting'] as const).map((who) =>
      watchQueue(7, () => {
        told[who] += 1;
      }),
    );
    await settle();
    expect(counted.lists).toBe(1);
    expect(watchedCommands(7)).toEqual([]);

    await enqueue([saving('a'), saving('b')]);
    await settle();
    // enqueue reads the list once itself (to keep a command once); the watchers read it once more
    expect(counted.lists).toBe(3);
    expect(watchedCommands(7).map((command) => command.key)).toEqual(['a', 'b']);
    expect(told).toEqual({ header: 2, footer: 2, meeting: 2 });

    for (const stop of stops) stop();
    // nobody watches: nothing is read, nothing is kept
    await enqueue([saving('c')]);
    await settle();
    expect(counted.lists).toBe(4);
    expect(watchedCommands(7)).toEqual([]);
  });

  it('shows nobody’s queue when nobody is signed in', () => {
    expect(watchedCommands(null)).toEqual([]);
  });
});
