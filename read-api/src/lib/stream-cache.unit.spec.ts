import type { EventStore, ReadStreamOptions, RecordedEvent } from '@pm/infra/event-store/port';
import { describe, expect, it } from 'vitest';
import { StreamCache } from './stream-cache';

/** A log of streams in memory that counts what each read returned. */
const aStore = () => {
  const streams = new Map<string, RecordedEvent[]>();
  const reads: { streamId: string; from: number; returned: number }[] = [];
  let position = 0n;
  const append = (streamId: string, count: number) => {
    const events = streams.get(streamId) ?? [];
    for (let i = 0; i < count; i++) {
      position += 1n;
      events.push({
        streamId,
        streamVersion: events.length,
        position,
        eventId: `${streamId}-${events.length}`,
        type: 'Happened',
        data: {},
        metadata: { actor: { kind: 'system', name: 'test' } } as RecordedEvent['metadata'],
        recordedAt: new Date(0),
      });
    }
    streams.set(streamId, events);
  };
  const store = {
    readStream: async (streamId: string, options: ReadStreamOptions = {}) => {
      const from = options.from ?? 0;
      const events = (streams.get(streamId) ?? []).slice(from);
      reads.push({ streamId, from, returned: events.length });
      return events;
    },
  } as unknown as EventStore;
  return { store, append, reads };
};

describe('the stream cache of the audit views', () => {
  it('reads a stream whole once, then only what was appended since', async () => {
    const { store, append, reads } = aStore();
    const cache = new StreamCache(store);
    append('group-1', 3);
    expect((await cache.read('group-1')).map((e) => e.streamVersion)).toEqual([0, 1, 2]);
    expect((await cache.read('group-1')).length).toBe(3);
    append('group-1', 2);
    expect((await cache.read('group-1')).map((e) => e.streamVersion)).toEqual([0, 1, 2, 3, 4]);
    expect(reads).toEqual([
      { streamId: 'group-1', from: 0, returned: 3 },
      { streamId: 'group-1', from: 3, returned: 0 },
      { streamId: 'group-1', from: 3, returned: 2 },
    ]);
  });

  it('drops the least recently used streams beyond its bound, never the one just read', async () => {
    const { store, append, reads } = aStore();
    const cache = new StreamCache(store, 5);
    append('a', 3);
    append('b', 3);
    await cache.read('a');
    await cache.read('b'); // 6 held: 'a' goes
    await cache.read('a');
    expect(reads.at(-1)).toEqual({ streamId: 'a', from: 0, returned: 3 });
    append('c', 10);
    expect((await cache.read('c')).length).toBe(10);
    await cache.read('c');
    expect(reads.at(-1)).toEqual({ streamId: 'c', from: 10, returned: 0 });
  });
});

describe('a fresh read of the stream cache', () => {
  it('reads the whole stream from the log, not from what it holds, and keeps that reading', async () => {
    const { store, append, reads } = aStore();
    const cache = new StreamCache(store, 5);
    append('group-1', 3);
    await cache.read('group-1');
    expect((await cache.read('group-1', { fresh: true })).length).toBe(3);
    expect(reads.at(-1)).toEqual({ streamId: 'group-1', from: 0, returned: 3 });
    // counted once, not twice: two more events fit under the bound of 5
    append('other', 2);
    await cache.read('other');
    await cache.read('group-1');
    expect(reads.at(-1)).toEqual({ streamId: 'group-1', from: 3, returned: 0 });
  });
});
