import { describe, expect, it } from 'vitest';
import type { QueuedCommand, QueueStore, Send, SendOutcome } from './queue-types';
import { syncQueue } from './sync';

/** The queue in a Map, as IndexedDB keeps it: by the order of recording. */
const memoryStore = (
  commands: Omit<QueuedCommand, 'seq'>[],
): QueueStore & { rows: Map<number, QueuedCommand> } => {
  const rows = new Map<number, QueuedCommand>();
  let next = 1;
  const store = {
    rows,
    add: async (added: readonly Omit<QueuedCommand, 'seq'>[]) => {
      for (const command of added) rows.set(next, { ...command, seq: next++ });
    },
    list: async (userId: number) => [...rows.values()].filter((c) => c.userId === userId),
    put: async (command: QueuedCommand) => void rows.set(command.seq, command),
    remove: async (seq: number) => void rows.delete(seq),
  };
  void store.add(commands);
  return store;
};

const command = (key: string, extra: Partial<QueuedCommand> = {}): Omit<QueuedCommand, 'seq'> => ({
  key,
  userId: 7,
  method: 'POST',
  url: '/api/group-savings',
  body: { key },
  label: `Saving ${key}`,
  state: 'waiting',
  recordedAt: 1,
  ...extra,
});

/** A server that answers by key, and remembers what it was sent (url and key) in order. */
const server = (answers: Record<string, SendOutcome>) => {
  const sent: string[] = [];
  let id = 100;
  const send: Send = async (c, url) => {
    sent.push(`${c.key} ${url}`);
    return answers[c.key] ?? { kind: 'stored', id: id++, position: '1' };
  };
  return { send, sent };
};

const states = (store: { rows: Map<number, QueuedCommand> }) =>
  [...store.rows.values()].map((c) => `${c.key}:${c.state}${c.reason ? `(${c.reason})` : ''}`);

describe('syncQueue', () => {
  it('sends the waiting commands in the order recorded and marks them synced with their ids', async () => {
    const store = memoryStore([command('a'), command('b'), command('c', { state: 'synced', resultId: 1 })]);
    const { send, sent } = server({});
    const result = await syncQueue(store, 7, send, () => 42);
    expect(result).toEqual({ stored: 2, refused: 0, ended: 'done' });
    expect(sent).toEqual(['a /api/group-savings', 'b /api/group-savings']);
    expect(states(store)).toEqual(['a:synced', 'b:synced', 'c:synced']);
    expect(store.rows.get(1)).toMatchObject({ resultId: 100, syncedAt: 42 });
  });

  it('keeps a refused command with its reason and goes on with the next', async () => {
    const store = memoryStore([command('a'), command('b'), command('c')]);
    const { send } = server({ b: { kind: 'refused', reason: 'Only active members of this group can save' } });
    expect(await syncQueue(store, 7, send)).toEqual({ stored: 2, refused: 1, ended: 'done' });
    expect(states(store)).toEqual([
      'a:synced',
      'b:refused(Only active members of this group can save)',
      'c:synced',
    ]);
  });

  it('stops at no answer or an ended session, and the rest waits for the next pass', async () => {
    for (const kind of ['unreachable', 'signed-out'] as const) {
      const store = memoryStore([command('a'), command('b'), command('c')]);
      const { send, sent } = server({ b: { kind } });
      expect(await syncQueue(store, 7, send)).toEqual({ stored: 1, refused: 0, ended: kind });
      expect(sent).toHaveLength(2);
      expect(states(store)).toEqual(['a:synced', 'b:waiting', 'c:waiting']);
    }
  });

  it("keeps a command the server could not take (its database away) waiting, with the server's Retry-After", async () => {
    const store = memoryStore([command('a'), command('b')]);
    const { send } = server({ a: { kind: 'unreachable', retryAfterMs: 5_000 } });
    expect(await syncQueue(store, 7, send)).toEqual({
      stored: 0,
      refused: 0,
      ended: 'unreachable',
      retryAfterMs: 5_000,
    });
    expect(states(store)).toEqual(['a:waiting', 'b:waiting']);
  });

  it('sends a command again with the same key after its answer was lost, and never sends a synced one', async () => {
    const store = memoryStore([command('a'), command('b')]);
    const first = server({ b: { kind: 'unreachable' } });
    await syncQueue(store, 7, first.send);
    const second = server({});
    await syncQueue(store, 7, second.send);
    await syncQueue(store, 7, second.send);
    expect(first.sent).toEqual(['a /api/group-savings', 'b /api/group-savings']);
    expect(second.sent).toEqual(['b /api/group-savings']);
    expect(states(store)).toEqual(['a:synced', 'b:synced']);
  });

  it("fills a penalty payment's URL with the penalty's id, and refuses it with a refused penalty", async () => {
    const pay = (key: string, owner: string) =>
      command(key, { url: '/api/member-penalties/{id}/pay', dependsOn: owner, label: `Paid ${owner}` });
    const store = memoryStore([command('p1'), pay('pay1', 'p1'), command('p2'), pay('pay2', 'p2')]);
    const { send, sent } = server({ p2: { kind: 'refused', reason: 'Amount must be positive' } });
    await syncQueue(store, 7, send);
    expect(sent).toEqual([
      'p1 /api/group-savings',
      'pay1 /api/member-penalties/100/pay',
      'p2 /api/group-savings',
    ]);
    expect(states(store)).toEqual([
      'p1:synced',
      'pay1:synced',
      'p2:refused(Amount must be positive)',
      'pay2:refused(Not sent: Saving p2 was not stored)',
    ]);
  });

  it("sends only the signed-in user's commands", async () => {
    const store = memoryStore([command('mine'), command('theirs', { userId: 8 })]);
    const { send, sent } = server({});
    await syncQueue(store, 7, send);
    expect(sent).toEqual(['mine /api/group-savings']);
    expect(states(store)).toEqual(['mine:synced', 'theirs:waiting']);
  });
});
