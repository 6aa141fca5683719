import type { EventStore, RecordedEvent } from '@pm/infra/event-store/port';

/**
 * Streams are append-only, so a stream's events read once never change: the audit views keep each
 * stream's events and read only those appended since (`from` the cached length), so replaying a long
 * history costs one empty read per stream plus the replay itself. Bounded by a total number of events
 * (about 100 MB at 1 KB an event), least recently used streams dropped first.
 *
 * That holds of the log as the event store writes it, not of a database someone edits by hand: the
 * replay check reads with `fresh`, the whole stream from the log, so an event altered after it was
 * cached is replayed as the log now holds it (and the cache takes that reading).
 */
export class StreamCache {
  private readonly streams = new Map<string, RecordedEvent[]>();
  private held = 0;

  constructor(
    private readonly store: EventStore,
    private readonly maxEvents = 100_000,
  ) {}

  async read(
    streamId: string,
    options: { readonly fresh?: boolean } = {},
  ): Promise<readonly RecordedEvent[]> {
    const cached = options.fresh ? [] : (this.streams.get(streamId) ?? []);
    const fresh = await this.store.readStream(streamId, { from: cached.length });
    const held = this.streams.get(streamId)?.length ?? 0;
    const events = fresh.length === 0 ? cached : cached.concat(fresh);
    this.streams.delete(streamId);
    this.streams.set(streamId, events);
    this.held += events.length - held;
    for (const [id, old] of this.streams) {
      if (this.held <= this.maxEvents || id === streamId) break;
      this.streams.delete(id);
      this.held -= old.length;
    }
    return events;
  }
}

const caches = new WeakMap<EventStore, StreamCache>();

/** The one cache of a store (each service has one store). */
export const streamCacheOf = (store: EventStore): StreamCache => {
  let cache = caches.get(store);
  if (!cache) {
    cache = new StreamCache(store);
    caches.set(store, cache);
  }
  return cache;
};
