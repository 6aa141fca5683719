import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceStoreForTests, sendCommand, setQueueOwner, syncNow } from './queue';
import type { QueuedCommand, QueueStore } from './queue-types';
import { sendOrQueue, wasQueued } from './send-or-queue';

const saving = {
  key: 'k-1',
  method: 'POST',
  url: '/api/group-savings',
  body: { groupId: 1, memberId: 2, amount: 100, savingDate: '2026-01-20' },
} as unknown as QueuedCommand;

const answering = (status: number, body: object, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    ),
  );

/** The services' answer while their database is away (infra/src/http/base-app.ts). */
const DATABASE_AWAY = {
  message: 'The service cannot reach its database just now. Please try again in a few seconds.',
  code: 'database_unavailable',
};

/** The queue in a Map. */
const memoryStore = (): QueueStore & { rows: Map<number, QueuedCommand> } => {
  const rows = new Map<number, QueuedCommand>();
  let next = 1;
  return {
    rows,
    add: async (added) => {
      for (const command of added) rows.set(next, { ...command, seq: next++ });
    },
    list: async (userId) => [...rows.values()].filter((command) => command.userId === userId),
    put: async (command) => void rows.set(command.seq, command),
    remove: async (seq) => void rows.delete(seq),
  };
};

describe('sending a queued command', () => {
  afterEach(() => {
    setQueueOwner(null);
    vi.unstubAllGlobals();
  });

  it('keeps a command whose first attempt still runs on the server, to send it again later', async () => {
    answering(409, {
      message: 'This request is still being processed. Try again in a few seconds.',
      code: 'request_in_progress',
    });
    expect(await sendCommand(saving, saving.url)).toEqual({ kind: 'unreachable' });
  });

  it('still reports a real conflict as refused', async () => {
    answering(409, {
      message: 'This record was changed by someone else. Reload and try again.',
      code: 'concurrency_conflict',
    });
    expect(await sendCommand(saving, saving.url)).toMatchObject({ kind: 'refused' });
  });

  it("keeps a command the server could not take while its database is away, until the server's Retry-After", async () => {
    answering(503, DATABASE_AWAY, { 'retry-after': '5' });
    expect(await sendCommand(saving, saving.url)).toEqual({ kind: 'unreachable', retryAfterMs: 5_000 });
  });
});

describe('a field command while the server’s database is away', () => {
  afterEach(() => {
    setQueueOwner(null);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is kept on the phone with its key, not failed, and sent again with that key once the server takes it', async () => {
    vi.useFakeTimers();
    const store = memoryStore();
    replaceStoreForTests(store);
    setQueueOwner(7);
    answering(503, DATABASE_AWAY, { 'retry-after': '5' });

    const result = await sendOrQueue(saving.url, saving.body, 'Saving of Jane Auma', 'form-key-1');

    expect(wasQueued(result)).toBe(true);
    // the pass the queue started at once met the same 503: the command waits, with its key
    await vi.advanceTimersByTimeAsync(0);
    expect([...store.rows.values()]).toMatchObject([
      { key: 'form-key-1', state: 'waiting', url: saving.url, body: saving.body },
    ]);
    // the database is back: the pass the server's Retry-After asked for sends it, with the same key
    const fetched = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ id: 41, position: '9' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetched);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(new Headers(fetched.mock.calls[0]![1]?.headers).get('Idempotency-Key')).toBe('form-key-1');
    expect([...store.rows.values()]).toMatchObject([{ key: 'form-key-1', state: 'synced', resultId: 41 }]);
    expect(await syncNow()).toEqual({ stored: 0, refused: 0, ended: 'done' });
  });

  it('is still refused with its reason when the server answers', async () => {
    replaceStoreForTests(memoryStore());
    setQueueOwner(7);
    answering(422, { message: 'Amount must be positive', code: 'validation_failed' });
    await expect(sendOrQueue(saving.url, saving.body, 'Saving', 'form-key-2')).rejects.toThrow(
      '422: Amount must be positive',
    );
  });
});
