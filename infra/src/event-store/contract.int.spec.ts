import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import { eventIdFor } from './event-ids';
import { KurrentEventStore } from './kurrent';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  exactly,
  type NewEvent,
  noStream,
  type RecordedEvent,
  WrongExpectedVersionError,
} from './port';
import { PostgresEventStore } from './postgres';

/** An append held open inside its transaction, just before commit. */
interface HeldAppend {
  /** Resolves once the append has reached the hold (its positions are taken). */
  readonly entered: Promise<void>;
  release(): void;
}

interface ContractTarget {
  readonly store: EventStore;
  /** Another store on the same backend (own connections), for lifecycle tests. */
  open(): EventStore;
  /** Holds the next append to `streamId` before commit; absent where the adapter has no such hook. */
  readonly hold?: (streamId: string) => HeldAppend;
  dispose(): Promise<void>;
}

const suffix = () => randomBytes(5).toString('hex');
/** Unique per test and per run, so the suite can share a server with other runs. */
const streamName = (kind: string) => `contract_${kind}-${suffix()}`;
const commandId = () => `cmd-${suffix()}`;

const actor: EventMetadata['actor'] = {
  kind: 'user',
  userId: 7,
  username: 'coordinator',
  role: 'coordinator',
};
const meta = (command: string, overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  commandId: command,
  actor,
  occurredAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
/** Events of one command, `type` Tested, data carrying a label to tell writers apart. */
const newEvents = (command: string, ...labels: string[]): NewEvent[] =>
  labels.map((label) => ({ type: 'Tested', data: { label }, metadata: meta(command) }));
const labelsOf = (events: readonly RecordedEvent[]) => events.map((e) => (e.data as { label: string }).label);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const waitUntil = async (what: string, done: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
};

const expectStrictlyIncreasing = (positions: readonly bigint[]) => {
  for (let i = 1; i < positions.length; i++) expect(positions[i]! > positions[i - 1]!).toBe(true);
};

const expectConflict = async (promise: Promise<unknown>, streamId: string, actual: number | 'noStream') => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect((error as WrongExpectedVersionError).streamId).toBe(streamId);
  expect((error as WrongExpectedVersionError).actual).toBe(actual);
};

/** A checkpoint at the current head of the log: a marker event in its own stream. */
const headPosition = async (store: EventStore): Promise<bigint> => {
  const c = commandId();
  const { position } = await store.appendToStream(streamName('marker'), newEvents(c, 'marker'), {
    expected: noStream,
    commandId: c,
  });
  return position;
};

/**
 * Collects a subscription in the background: `events` fills as batches arrive; `ended` resolves when
 * the iteration finishes (it rejects if the subscription throws).
 */
const collect = (store: EventStore, after: bigint, signal: AbortSignal) => {
  const events: RecordedEvent[] = [];
  const batchSizes: number[] = [];
  const ended = (async () => {
    for await (const batch of store.subscribe(after, signal)) {
      batchSizes.push(batch.length);
      events.push(...batch);
    }
  })();
  return { events, batchSizes, ended };
};

/** Only the PostgreSQL store appends to several streams atomically (see the port). */
const supportsAtomicAppendMany = (name: string): boolean => name === 'PostgreSQL';

export const eventStoreContract = (name: string, factory: () => Promise<ContractTarget>): void => {
  describe(`event store contract: ${name}`, () => {
    let target: ContractTarget;
    let store: EventStore;

    beforeAll(async () => {
      target = await factory();
      store = target.store;
    });
    afterAll(async () => {
      await target?.dispose();
    });

    describe('appendToStream', () => {
      it('creates a stream with noStream, and a second noStream append conflicts', async () => {
        const stream = streamName('project');
        const c1 = commandId();
        const first = await store.appendToStream(stream, newEvents(c1, 'a', 'b'), {
          expected: noStream,
          commandId: c1,
        });
        expect(first.version).toBe(1);
        expect(first.position > 0n).toBe(true);
        expect(first.duplicate).toBe(false);

        const c2 = commandId();
        await expectConflict(
          store.appendToStream(stream, newEvents(c2, 'c'), { expected: noStream, commandId: c2 }),
          stream,
          1,
        );
        const events = await store.readStream(stream);
        expect(labelsOf(events)).toEqual(['a', 'b']);
        expect(events.map((e) => e.streamVersion)).toEqual([0, 1]);
        expect(events.at(-1)!.position).toBe(first.position);
      });

      it('appends at an exact version and rejects a stale one, leaving the stream unchanged', async () => {
        const stream = streamName('participant');
        const c1 = commandId();
        await store.appendToStream(stream, newEvents(c1, 'a'), { expected: noStream, commandId: c1 });
        const c2 = commandId();
        const second = await store.appendToStream(stream, newEvents(c2, 'b', 'c'), {
          expected: exactly(0),
          commandId: c2,
        });
        expect(second.version).toBe(2);
        expect(second.duplicate).toBe(false);
        const before = await store.readStream(stream);

        const stale = commandId();
        await expectConflict(
          store.appendToStream(stream, newEvents(stale, 'stale'), { expected: exactly(0), commandId: stale }),
          stream,
          2,
        );
        const ahead = commandId();
        await expectConflict(
          store.appendToStream(stream, newEvents(ahead, 'ahead'), { expected: exactly(5), commandId: ahead }),
          stream,
          2,
        );
        expect(await store.readStream(stream)).toEqual(before);
        expect(labelsOf(before)).toEqual(['a', 'b', 'c']);

        // a conflicting command stored nothing, not even its id: once fixed, it can be appended
        const fixed = await store.appendToStream(stream, newEvents(stale, 'fixed'), {
          expected: exactly(2),
          commandId: stale,
        });
        expect(fixed).toMatchObject({ version: 3, duplicate: false });
      });

      it('rejects an exact version on a stream that does not exist', async () => {
        const stream = streamName('group');
        const c = commandId();
        await expectConflict(
          store.appendToStream(stream, newEvents(c, 'a'), { expected: exactly(0), commandId: c }),
          stream,
          'noStream',
        );
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('appends at any version (tooling only), creating the stream if needed', async () => {
        const stream = streamName('tooling');
        const [c1, c2] = [commandId(), commandId()];
        const any = { kind: 'any' } as const;
        expect(
          await store.appendToStream(stream, newEvents(c1, 'a', 'b'), { expected: any, commandId: c1 }),
        ).toMatchObject({ version: 1, duplicate: false });
        expect(
          await store.appendToStream(stream, newEvents(c2, 'c'), { expected: any, commandId: c2 }),
        ).toMatchObject({
          version: 2,
          duplicate: false,
        });
        expect(labelsOf(await store.readStream(stream))).toEqual(['a', 'b', 'c']);
      });

      it('rejects an empty append', async () => {
        const c = commandId();
        await expect(
          store.appendToStream(streamName('empty'), [], { expected: noStream, commandId: c }),
        ).rejects.toThrow(RangeError);
      });

      it('lets exactly one of two racing appends with the same expected version win', async () => {
        for (let round = 0; round < 5; round++) {
          const stream = streamName('loan');
          const c0 = commandId();
          await store.appendToStream(stream, newEvents(c0, 'start'), { expected: noStream, commandId: c0 });
          const [cx, cy] = [commandId(), commandId()];
          const results = await Promise.allSettled([
            store.appendToStream(stream, newEvents(cx, 'x1', 'x2'), { expected: exactly(0), commandId: cx }),
            store.appendToStream(stream, newEvents(cy, 'y1', 'y2'), { expected: exactly(0), commandId: cy }),
          ]);
          const won = results.filter((r) => r.status === 'fulfilled');
          const lost = results.filter((r) => r.status === 'rejected');
          expect(won).toHaveLength(1);
          expect(lost).toHaveLength(1);
          expect(lost[0]!.reason).toBeInstanceOf(WrongExpectedVersionError);
          expect((lost[0]!.reason as WrongExpectedVersionError).actual).toBe(2);
          const winner = results[0]!.status === 'fulfilled' ? 'x' : 'y';
          expect(labelsOf(await store.readStream(stream))).toEqual(['start', `${winner}1`, `${winner}2`]);
        }
      });

      it('lets exactly one of two racing stream creations win', async () => {
        for (let round = 0; round < 5; round++) {
          const stream = streamName('user');
          const [cx, cy] = [commandId(), commandId()];
          const results = await Promise.allSettled([
            store.appendToStream(stream, newEvents(cx, 'x'), { expected: noStream, commandId: cx }),
            store.appendToStream(stream, newEvents(cy, 'y'), { expected: noStream, commandId: cy }),
          ]);
          expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          const lost = results.find((r) => r.status === 'rejected');
          expect(lost?.reason).toBeInstanceOf(WrongExpectedVersionError);
          const winner = results[0]!.status === 'fulfilled' ? 'x' : 'y';
          expect(labelsOf(await store.readStream(stream))).toEqual([winner]);
        }
      });
    });

    describe('appendMany', () => {
      it('appends to several streams in one call, positions in order, each at its expected version', async () => {
        const [a, b] = [streamName('participant'), streamName('contribution')];
        const [ca, cb] = [commandId(), commandId()];
        const results = await store.appendMany([
          { streamId: a, events: newEvents(ca, 'a1'), expected: noStream, commandId: ca },
          { streamId: b, events: newEvents(cb, 'b1', 'b2'), expected: noStream, commandId: cb },
        ]);
        expect(results.map((r) => [r.version, r.duplicate])).toEqual([
          [0, false],
          [1, false],
        ]);
        expect(results[1]!.position > results[0]!.position).toBe(true);
        expect(labelsOf(await store.readStream(a))).toEqual(['a1']);
        expect(labelsOf(await store.readStream(b))).toEqual(['b1', 'b2']);
      });

      it('stores a retried part once', async () => {
        const stream = streamName('participant');
        const c = commandId();
        const part = { streamId: stream, events: newEvents(c, 'only'), expected: noStream, commandId: c };
        const [first] = await store.appendMany([part]);
        const [again] = await store.appendMany([part]);
        expect(again).toEqual({ ...first, duplicate: true });
        expect(labelsOf(await store.readStream(stream))).toEqual(['only']);
      });

      if (supportsAtomicAppendMany(name))
        it('is all or nothing: a conflict in one part stores none of them', async () => {
          const [fresh, existing] = [streamName('participant'), streamName('participant')];
          const c0 = commandId();
          await store.appendToStream(existing, newEvents(c0, 'there'), { expected: noStream, commandId: c0 });
          const [c1, c2] = [commandId(), commandId()];
          await expectConflict(
            store.appendMany([
              { streamId: fresh, events: newEvents(c1, 'new'), expected: noStream, commandId: c1 },
              { streamId: existing, events: newEvents(c2, 'clash'), expected: noStream, commandId: c2 },
            ]),
            existing,
            0,
          );
          expect(await store.readStream(fresh)).toEqual([]);
          expect(labelsOf(await store.readStream(existing))).toEqual(['there']);
        });
    });

    describe('idempotency', () => {
      it('stores a retried command once and answers the first result (sequential retry)', async () => {
        const stream = streamName('contribution');
        const c0 = commandId();
        await store.appendToStream(stream, newEvents(c0, 'open'), { expected: noStream, commandId: c0 });
        const c = commandId();
        const first = await store.appendToStream(stream, newEvents(c, 'a', 'b'), {
          expected: exactly(0),
          commandId: c,
        });
        expect(first.duplicate).toBe(false);

        const retry = await store.appendToStream(stream, newEvents(c, 'a', 'b'), {
          expected: exactly(0),
          commandId: c,
        });
        expect(retry).toEqual({ version: first.version, position: first.position, duplicate: true });

        // the stream moved on, and the retry was decided again against the newer version
        const other = commandId();
        await store.appendToStream(stream, newEvents(other, 'other'), {
          expected: exactly(2),
          commandId: other,
        });
        const late = await store.appendToStream(stream, newEvents(c, 'a', 'b'), {
          expected: exactly(3),
          commandId: c,
        });
        expect(late).toEqual({ version: first.version, position: first.position, duplicate: true });

        const events = await store.readStream(stream);
        expect(labelsOf(events)).toEqual(['open', 'a', 'b', 'other']);
        expect(events.filter((e) => e.metadata.commandId === c)).toHaveLength(2);
      });

      it('stores a command retried concurrently once; one attempt gets the first result as a duplicate', async () => {
        for (let round = 0; round < 5; round++) {
          const stream = streamName('document');
          const c = commandId();
          const attempt = () =>
            store.appendToStream(stream, newEvents(c, 'a', 'b'), { expected: noStream, commandId: c });
          const results = await Promise.all([attempt(), attempt(), attempt()]);
          const originals = results.filter((r) => !r.duplicate);
          expect(originals).toHaveLength(1);
          for (const r of results) expect(r).toEqual({ ...originals[0]!, duplicate: r.duplicate });
          const events = await store.readStream(stream);
          expect(labelsOf(events)).toEqual(['a', 'b']);
          expect(events.at(-1)!.position).toBe(originals[0]!.position);
        }
      });

      it("answers a command id's stored result on a stream, and null where it stored nothing", async () => {
        const stream = streamName('participant');
        const c0 = commandId();
        await store.appendToStream(stream, newEvents(c0, 'open'), { expected: noStream, commandId: c0 });
        const c = commandId();
        const first = await store.appendToStream(stream, newEvents(c, 'a', 'b'), {
          expected: exactly(0),
          commandId: c,
        });
        const later = commandId();
        await store.appendToStream(stream, newEvents(later, 'c'), { expected: exactly(2), commandId: later });

        expect(await store.storedResult(stream, c)).toEqual({ version: 2, position: first.position });
        expect(await store.storedResult(stream, commandId())).toBeNull();
        expect(await store.storedResult(streamName('none'), c)).toBeNull();
      });

      it('derives event ids from the command id and the index', async () => {
        const stream = streamName('project');
        const c = commandId();
        await store.appendToStream(stream, newEvents(c, 'a', 'b', 'c'), { expected: noStream, commandId: c });
        const events = await store.readStream(stream);
        expect(events.map((e) => e.eventId)).toEqual([0, 1, 2].map((i) => eventIdFor(c, i)));
      });
    });

    describe('readStream', () => {
      it('reads a version range, inclusive at both ends', async () => {
        const stream = streamName('participant');
        const c = commandId();
        await store.appendToStream(stream, newEvents(c, 'v0', 'v1', 'v2', 'v3', 'v4'), {
          expected: noStream,
          commandId: c,
        });
        expect(labelsOf(await store.readStream(stream))).toEqual(['v0', 'v1', 'v2', 'v3', 'v4']);
        expect(labelsOf(await store.readStream(stream, { from: 1, to: 3 }))).toEqual(['v1', 'v2', 'v3']);
        expect(labelsOf(await store.readStream(stream, { from: 3 }))).toEqual(['v3', 'v4']);
        expect(labelsOf(await store.readStream(stream, { to: 1 }))).toEqual(['v0', 'v1']);
        expect(labelsOf(await store.readStream(stream, { from: 2, to: 2 }))).toEqual(['v2']);
        expect(await store.readStream(stream, { from: 5 })).toEqual([]);
        const all = await store.readStream(stream);
        expect(all.map((e) => e.streamVersion)).toEqual([0, 1, 2, 3, 4]);
        expect(all.every((e) => e.streamId === stream)).toBe(true);
        expectStrictlyIncreasing(all.map((e) => e.position));
      });

      it('reads a missing stream as an empty list', async () => {
        expect(await store.readStream(streamName('missing'))).toEqual([]);
        expect(await store.readStream(streamName('missing'), { from: 3, to: 9 })).toEqual([]);
      });
    });

    describe('readAll', () => {
      it('resumes after a checkpoint with exactly the remaining events: no miss, no duplicate', async () => {
        const start = await headPosition(store);
        const streams = [streamName('project'), streamName('group'), streamName('loan')];
        const appended: RecordedEvent[] = [];
        for (let i = 0; i < 4; i++) {
          for (const [s, stream] of streams.entries()) {
            const c = commandId();
            const labels = [`${s}.${i}.a`, `${s}.${i}.b`].slice(0, 1 + ((i + s) % 2));
            await store.appendToStream(stream, newEvents(c, ...labels), {
              expected:
                i === 0 ? noStream : exactly(appended.filter((e) => e.streamId === stream).length - 1),
              commandId: c,
            });
            appended.push(
              ...(await store.readStream(stream, {
                from: appended.filter((e) => e.streamId === stream).length,
              })),
            );
          }
        }
        const ours = new Set(streams);
        const byPosition = [...appended].sort((a, b) => (a.position < b.position ? -1 : 1));
        const lastPosition = byPosition.at(-1)!.position;

        // page through with a small limit, checkpointing after each page
        const paged: RecordedEvent[] = [];
        let checkpoint = start;
        while (checkpoint < lastPosition) {
          const page = await store.readAll({ after: checkpoint, limit: 3 });
          expect(page.length).toBeGreaterThan(0);
          expect(page.length).toBeLessThanOrEqual(3);
          expect(page.every((e) => e.position > checkpoint)).toBe(true);
          expectStrictlyIncreasing(page.map((e) => e.position));
          paged.push(...page);
          checkpoint = page.at(-1)!.position;
        }
        const pagedOurs = paged.filter((e) => ours.has(e.streamId));
        expect(pagedOurs.map((e) => e.eventId)).toEqual(byPosition.map((e) => e.eventId));
        expect(new Set(paged.map((e) => e.position)).size).toBe(paged.length);

        // resuming from the middle returns exactly the rest
        const middle = byPosition[4]!.position;
        const rest = (await store.readAll({ after: middle })).filter((e) => ours.has(e.streamId));
        expect(rest.map((e) => e.eventId)).toEqual(byPosition.slice(5).map((e) => e.eventId));
        // and the events read from the log equal those read from their streams
        expect(pagedOurs).toEqual(byPosition);
      });

      it('never skips a slow append that took its position before a fast one', async () => {
        const start = await headPosition(store);
        const streamA = streamName('slow');
        const streamB = streamName('fast');
        const [ca, cb] = [commandId(), commandId()];
        const held = target.hold?.(streamA);

        const ours = (events: readonly RecordedEvent[]) =>
          events.filter((e) => e.streamId === streamA || e.streamId === streamB);
        const tailed: RecordedEvent[] = [];
        let tailing = true;
        const controller = new AbortController();
        let tail: Promise<void> | undefined;
        let subscription: ReturnType<typeof collect> | undefined;
        let results: AppendResult[];
        try {
          const appendA = store.appendToStream(streamA, newEvents(ca, 'a1', 'a2'), {
            expected: noStream,
            commandId: ca,
          });
          if (held) await held.entered;
          else await appendA; // no hook: the same scenario without the delay
          const appendB = store.appendToStream(streamB, newEvents(cb, 'b1'), {
            expected: noStream,
            commandId: cb,
          });

          // a tailing reader (readAll loop from the last seen position) and a subscription, both from `start`
          tail = (async () => {
            let checkpoint = start;
            while (tailing) {
              const page = await store.readAll({ after: checkpoint, limit: 2 });
              tailed.push(...page);
              if (page.length > 0) checkpoint = page.at(-1)!.position;
              else await sleep(5);
            }
          })();
          subscription = collect(store, start, controller.signal);

          if (held) {
            // A is held open with its positions taken and B started meanwhile: B, which must get a
            // higher position, may not become visible before A
            await sleep(300);
            expect(ours([...tailed, ...subscription.events])).toEqual([]);
            held.release();
          }
          results = await Promise.all([appendA, appendB]);
          await waitUntil('the tailing reader to see A and B', () => ours(tailed).length === 3);
          await waitUntil('the subscription to see A and B', () => ours(subscription!.events).length === 3);
        } finally {
          held?.release();
          tailing = false;
          controller.abort();
          await Promise.allSettled([tail, subscription?.ended]);
        }
        const [resultA, resultB] = results as [AppendResult, AppendResult];
        expect(resultB.position > resultA.position).toBe(true);

        for (const seen of [tailed, subscription.events]) {
          expect(labelsOf(ours(seen))).toEqual(['a1', 'a2', 'b1']);
          const positions = seen.map((e) => e.position);
          expect(new Set(positions).size).toBe(positions.length);
          expectStrictlyIncreasing(positions);
          expect(ours(seen).at(-1)!.position).toBe(resultB.position);
          expect(ours(seen)[1]!.position).toBe(resultA.position);
        }
      });
    });

    describe('subscribe', () => {
      it('yields the history, then live events, and stops on abort', async () => {
        const start = await headPosition(store);
        const stream = streamName('group');
        const c1 = commandId();
        await store.appendToStream(stream, newEvents(c1, 'h1', 'h2'), { expected: noStream, commandId: c1 });

        const controller = new AbortController();
        const subscription = collect(store, start, controller.signal);
        const ours = () => labelsOf(subscription.events.filter((e) => e.streamId === stream));
        await waitUntil('the history', () => ours().length === 2);
        expect(ours()).toEqual(['h1', 'h2']);

        const c2 = commandId();
        const live = await store.appendToStream(stream, newEvents(c2, 'live'), {
          expected: exactly(1),
          commandId: c2,
        });
        // well within the fallback poll period: the subscription is woken by the append
        await waitUntil('the live event', () => ours().length === 3, 3000);
        expect(ours()).toEqual(['h1', 'h2', 'live']);
        expect(subscription.events.at(-1)!.position).toBe(live.position);
        expect(subscription.events.every((e) => e.position > start)).toBe(true);
        expectStrictlyIncreasing(subscription.events.map((e) => e.position));
        expect(subscription.batchSizes.every((size) => size > 0)).toBe(true);

        controller.abort();
        await expect(subscription.ended).resolves.toBeUndefined();
        const c3 = commandId();
        await store.appendToStream(stream, newEvents(c3, 'after abort'), {
          expected: exactly(2),
          commandId: c3,
        });
        await sleep(200);
        expect(ours()).toEqual(['h1', 'h2', 'live']);
      });

      it('ends at once when the signal is already aborted', async () => {
        const controller = new AbortController();
        controller.abort();
        const subscription = collect(store, 0n, controller.signal);
        await expect(subscription.ended).resolves.toBeUndefined();
        expect(subscription.events).toEqual([]);
      });

      it('ends running subscriptions when the store is closed', async () => {
        const other = target.open();
        const start = await headPosition(other);
        const controller = new AbortController();
        const subscription = collect(other, start, controller.signal);
        const stream = streamName('closing');
        const c = commandId();
        await store.appendToStream(stream, newEvents(c, 'seen'), { expected: noStream, commandId: c });
        await waitUntil('the event', () => subscription.events.some((e) => e.streamId === stream), 3000);
        await other.close();
        await expect(subscription.ended).resolves.toBeUndefined();
        expect(controller.signal.aborted).toBe(false);
      });
    });

    describe('metadata', () => {
      it('round-trips data, metadata (commandId, actor, occurredAt) and records recordedAt', async () => {
        const stream = streamName('user');
        const c = commandId();
        const system: EventMetadata = {
          commandId: c,
          actor: { kind: 'system', name: 'importer' },
          occurredAt: '2025-12-31T23:59:59.999Z',
        };
        const user = meta(c, { actor: { kind: 'user', userId: 3, username: 'ana', role: null } });
        const data = {
          amountCents: 123_456,
          tags: ['é', 'ß', '✓'],
          nested: { ok: true, none: null },
          list: [1, 2],
        };
        const before = Date.now();
        await store.appendToStream(
          stream,
          [
            { type: 'UserRegistered', data, metadata: user },
            { type: 'UserImported', data: [1, 'two'], metadata: system },
          ],
          { expected: noStream, commandId: c },
        );
        const after = Date.now();
        const fromStream = await store.readStream(stream);
        const fromLog = (await store.readAll({ after: fromStream[0]!.position - 1n, limit: 2 })).filter(
          (e) => e.streamId === stream,
        );
        for (const events of [fromStream, fromLog]) {
          expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserImported']);
          expect(events[0]!.data).toEqual(data);
          expect(events[1]!.data).toEqual([1, 'two']);
          expect(events[0]!.metadata).toEqual(user);
          expect(events[1]!.metadata).toEqual(system);
          for (const e of events) {
            expect(e.recordedAt).toBeInstanceOf(Date);
            // a server clock may differ a little from ours
            expect(e.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
            expect(e.recordedAt.getTime()).toBeLessThanOrEqual(after + 5000);
          }
        }
      });
    });
  });
};

eventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase();
  const holds = new Map<string, { entered: () => void; released: Promise<void> }>();
  const stores: EventStore[] = [];
  // A long fallback poll, so that the live-delivery test only passes when LISTEN/NOTIFY works.
  const pollIntervalMs = 10_000;
  const beforeCommit = async (streamId: string) => {
    const held = holds.get(streamId);
    if (!held) return;
    holds.delete(streamId);
    held.entered();
    await held.released;
  };
  const store = new PostgresEventStore(db.pool, { connectionString: db.url, pollIntervalMs, beforeCommit });
  stores.push(store);
  return {
    store,
    // without a connection string: its listener borrows a pool client
    open: () => {
      const other = new PostgresEventStore(db.pool, { pollIntervalMs });
      stores.push(other);
      return other;
    },
    hold: (streamId) => {
      let entered!: () => void;
      let release!: () => void;
      const enteredPromise = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(streamId, { entered, released });
      return { entered: enteredPromise, release };
    },
    dispose: async () => {
      for (const s of stores) await s.close();
      await db.drop();
    },
  };
});

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) {
  eventStoreContract('KurrentDB', async () => {
    const stores: EventStore[] = [];
    const open = () => {
      const s = new KurrentEventStore(eventStoreUrl);
      stores.push(s);
      return s;
    };
    return {
      store: open(),
      open,
      dispose: async () => {
        for (const s of stores) await s.close();
      },
    };
  });
} else {
  describe.skip('EventStoreDB contract skipped: set EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false) to run it', () => {
    it('runs the event store contract against KurrentDB / EventStoreDB', () => {});
  });
}
