import type { ActorRef, Command, Decider, DomainEvent } from '@pm/domain';
import {
  type EventStore,
  exactly,
  type NewEvent,
  noStream,
  type StreamAppend,
} from '@pm/infra/event-store/port';
import { nextIds } from '@pm/infra/ids';
import type { UniqueKeys } from '@pm/infra/uniqueness';
import type pg from 'pg';
import type { Bare } from '../lib/command-bus';

/** When a command happened and under which id, as the command bus records it in each event's metadata. */
export interface Moment {
  readonly now: string;
  readonly commandId: string;
}

/** Appends whenever this many events are waiting (at a unit's end, so a unit's streams stay together). */
const BATCH_EVENTS = 20_000;
/** Ids are taken from the product's sequences in blocks of up to this many; what a run leaves unused is a harmless gap. */
const ID_BLOCK = 1_000;

/**
 * Collects the events the generator decides and appends them in batches with the store's multi-stream
 * append. Consecutive commands on one stream share a part (one expected-version check), so a unit
 * written in business-time order costs a few parts per week, not one per command. Each batch's unique
 * keys (entry id → stream, as the command service reserves them) are reserved just before its append.
 * One batch is appended while the next is being decided.
 */
export class Writer {
  private parts: (StreamAppend & { events: NewEvent[] })[] = [];
  private pendingEvents = 0;
  private keys = new Map<string, { key: string; owner: string }[]>();
  private versions = new Map<string, number>();
  private ids = new Map<string, number[]>();
  private blockSizes = new Map<string, number>();
  private inFlight: Promise<void> = Promise.resolve();
  /** Events appended (or queued) per event type. */
  readonly counts = new Map<string, number>();
  appended = 0;
  appends = 0;

  constructor(
    private readonly deps: { pool: pg.Pool; store: EventStore; uniqueKeys: UniqueKeys },
    readonly actor: ActorRef,
    /** Prefixes command ids: `generate:s42`. */
    readonly tag: string,
    private readonly idBlock = ID_BLOCK,
  ) {}

  /** A fresh id of a kind, from the same sequence the command service uses. */
  async id(kind: string): Promise<number> {
    let block = this.ids.get(kind);
    if (!block || block.length === 0) {
      // blocks double from 16, so a kind used a few times (regions) leaves a gap of a few ids, not a thousand
      const size = Math.min(this.idBlock, 2 * (this.blockSizes.get(kind) ?? 8));
      this.blockSizes.set(kind, size);
      block = (await nextIds(this.deps.pool, kind, size)).reverse();
      this.ids.set(kind, block);
    }
    return block.pop()!;
  }

  /** Reserves `key` of `kind` to `owner` stream with the next append (as the command service does before its own). */
  reserve(kind: string, key: string | number, owner: string): void {
    let list = this.keys.get(kind);
    if (!list) {
      list = [];
      this.keys.set(kind, list);
    }
    list.push({ key: String(key), owner });
  }

  /** The moment of a command: its business time and its command id. */
  moment(now: string, what: string): Moment {
    return { now, commandId: `${this.tag}:${what}` };
  }

  /** Decides a command against `state`, queues its events on `streamId`, and answers the new state. */
  decide<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    state: S,
    command: Bare<C>,
    at: Moment,
    commandId = at.commandId,
  ): { state: S; events: E[] } {
    const events = decider.decide({ ...command, metadata: { now: at.now, actor: this.actor } } as C, state);
    this.emit(streamId, events, { now: at.now, commandId });
    return { state: events.reduce(decider.evolve, state), events };
  }

  emit(streamId: string, events: readonly DomainEvent[], at: Moment): void {
    if (events.length === 0) return;
    const metadata = { commandId: at.commandId, actor: this.actor, occurredAt: at.now };
    const newEvents = events.map((e) => ({ type: e.type, data: e.data, metadata }));
    const version = this.versions.get(streamId);
    const last = this.parts[this.parts.length - 1];
    if (last && last.streamId === streamId) last.events.push(...newEvents);
    else
      this.parts.push({
        streamId,
        events: newEvents,
        expected: version === undefined ? noStream : exactly(version),
        commandId: `${this.tag}:${streamId}@${(version ?? -1) + 1}`,
      });
    this.versions.set(streamId, (version ?? -1) + events.length);
    this.pendingEvents += events.length;
    for (const e of events) this.counts.set(e.type, (this.counts.get(e.type) ?? 0) + 1);
  }

  /** Ends a unit (a project's children, a group's year): its streams are not written again. */
  async endUnit(): Promise<void> {
    this.versions.clear();
    if (this.pendingEvents >= BATCH_EVENTS) await this.flush();
  }

  /** Starts appending what is queued; waits for the append before it, so batches land in order. */
  async flush(): Promise<void> {
    const parts = this.parts;
    const keys = this.keys;
    const events = this.pendingEvents;
    this.parts = [];
    this.keys = new Map();
    this.pendingEvents = 0;
    const previous = this.inFlight;
    const current = previous.then(async () => {
      for (const [kind, entries] of keys) {
        const reserved = await this.deps.uniqueKeys.reserveMany(kind, entries);
        if (reserved.size !== new Set(entries.map((e) => e.key.toLowerCase())).size)
          throw new Error(`Some ${kind} keys are already taken: is this seed already generated here?`);
      }
      if (parts.length > 0) await this.deps.store.appendMany(parts);
      this.appended += events;
      this.appends += 1;
    });
    // a failure surfaces at the next flush or at `done`
    current.catch(() => {});
    this.inFlight = current;
    await previous;
  }

  /** Appends what is left and waits for every append. */
  async done(): Promise<void> {
    await this.flush();
    await this.inFlight;
  }
}
