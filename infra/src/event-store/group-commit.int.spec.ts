import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { exactly, type NewEvent, noStream, WrongExpectedVersionError } from './port';
import { PostgresEventStore } from './postgres';

/**
 * Group commit: appends that arrive together share one transaction, yet each keeps its own
 * claim and compare-and-set. (The event store contract suite runs against the same store as well.)
 */
const suffix = () => randomBytes(5).toString('hex');
const events = (commandId: string, n = 1): NewEvent[] =>
  Array.from({ length: n }, (_, i) => ({
    type: 'Tested',
    data: { i },
    metadata: {
      commandId,
      actor: { kind: 'user', userId: 1, username: 'tester', role: 'tester' },
      occurredAt: '2026-11-26T10:00:00.000Z',
    },
  }));

describe('group commit of the PostgreSQL event store', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.pool, { connectionString: db.url });
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('commits appends that arrive together in fewer transactions, positions in order and without gaps', async () => {
    const head = BigInt((await db.pool.query('SELECT position::text AS p FROM es_global')).rows[0].p);
    const streams = Array.from({ length: 32 }, () => `gc_many-${suffix()}`);
    const results = await Promise.all(
      streams.map((s) =>
        store.appendToStream(s, events(`c-${s}`, 2), { expected: noStream, commandId: `c-${s}` }),
      ),
    );
    const positions = results.map((r) => r.position).sort((a, b) => (a < b ? -1 : 1));
    // 64 events: every second position is the last event of one append, from head + 2 to head + 64
    expect(positions).toEqual(Array.from({ length: 32 }, (_, i) => head + BigInt(2 * (i + 1))));
    const { rows } = await db.pool.query<{ transactions: number; events: number }>(
      `SELECT count(DISTINCT xmin::text)::int AS transactions, count(*)::int AS events
         FROM es_events WHERE stream_id = ANY($1)`,
      [streams],
    );
    expect(rows[0]!.events).toBe(64);
    expect(rows[0]!.transactions).toBeLessThan(32);
    const chain = await db.pool.query<{ position: string }>('SELECT position::text FROM es_chain');
    expect(BigInt(chain.rows[0]!.position)).toBe(head + 64n);
  });

  it('answers each stale append of a batch alone, rolling back its claim', async () => {
    const stream = `gc_race-${suffix()}`;
    await store.appendToStream(stream, events(`first-${stream}`), {
      expected: noStream,
      commandId: `first-${stream}`,
    });
    const ids = Array.from({ length: 8 }, (_, i) => `race-${i}-${stream}`);
    const settled = await Promise.allSettled(
      ids.map((id) => store.appendToStream(stream, events(id), { expected: exactly(0), commandId: id })),
    );
    const won = settled.filter((s) => s.status === 'fulfilled');
    const lost = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(7);
    for (const l of lost) {
      expect(l.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect((l.reason as WrongExpectedVersionError).actual).toBe(1);
    }
    // a loser's command id was not kept: decided again on the new version, it is stored, not a duplicate
    const loser = ids[settled.findIndex((s) => s.status === 'rejected')]!;
    const retried = await store.appendToStream(stream, events(loser), {
      expected: exactly(1),
      commandId: loser,
    });
    expect(retried).toMatchObject({ version: 2, duplicate: false });
  });

  it('keeps a multi-stream append all or nothing while another append of its batch commits', async () => {
    const [x, y, z] = ['x', 'y', 'z'].map((k) => `gc_multi_${k}-${suffix()}`) as [string, string, string];
    await store.appendToStream(x, events(`make-${x}`), { expected: noStream, commandId: `make-${x}` });
    const [stale, other] = await Promise.allSettled([
      store.appendMany([
        { streamId: x, events: events(`a-${x}`), expected: exactly(0), commandId: `a-${x}` },
        { streamId: y, events: events(`a-${y}`), expected: exactly(5), commandId: `a-${y}` },
      ]),
      store.appendToStream(z, events(`b-${z}`), { expected: noStream, commandId: `b-${z}` }),
    ]);
    expect(stale.status).toBe('rejected');
    expect(other.status).toBe('fulfilled');
    expect(await store.readStream(x)).toHaveLength(1);
    expect(await store.readStream(y)).toHaveLength(0);
    expect(await store.readStream(z)).toHaveLength(1);
  });

  it('lets a caught-up subscription gather the events of a short window into one batch', async () => {
    const gathering = new PostgresEventStore(db.pool, { connectionString: db.url, gatherMs: 200 });
    const head = BigInt((await db.pool.query('SELECT position::text AS p FROM es_global')).rows[0].p);
    const controller = new AbortController();
    const batches: number[] = [];
    const following = (async () => {
      for await (const batch of gathering.subscribe(head, controller.signal)) {
        batches.push(batch.length);
        if (batches.reduce((a, b) => a + b, 0) >= 3) controller.abort();
      }
    })();
    await new Promise((r) => setTimeout(r, 300)); // caught up and waiting
    for (let i = 0; i < 3; i++) {
      const stream = `gc_gather-${suffix()}`;
      await store.appendToStream(stream, events(`g-${stream}`), {
        expected: noStream,
        commandId: `g-${stream}`,
      });
    }
    await following;
    await gathering.close();
    expect(batches).toEqual([3]);
  });

  it('lets a subscription under a steady stream of appends read once per window, not once per commit', async () => {
    const gathering = new PostgresEventStore(db.pool, { connectionString: db.url, gatherMs: 100 });
    const head = BigInt((await db.pool.query('SELECT position::text AS p FROM es_global')).rows[0].p);
    const controller = new AbortController();
    let appended = 0;
    const append = async () => {
      const stream = `gc_steady-${suffix()}`;
      await store.appendToStream(stream, events(`s-${stream}`), {
        expected: noStream,
        commandId: `s-${stream}`,
      });
      appended += 1;
    };
    const batches: number[] = [];
    let seen = 0;
    const allSeen = () => !appending && seen === appended;
    let appending = true;
    const following = (async () => {
      for await (const batch of gathering.subscribe(head, controller.signal)) {
        batches.push(batch.length);
        seen += batch.length;
        if (allSeen()) controller.abort();
        else await new Promise((r) => setTimeout(r, 30)); // what a follower does with a batch
      }
    })();
    await new Promise((r) => setTimeout(r, 300)); // caught up and waiting
    // 4 appenders back to back for a second
    const end = Date.now() + 1000;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (Date.now() < end) await append();
      }),
    );
    appending = false;
    while (!allSeen()) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    await following;
    await gathering.close();
    console.log('BATCHES', batches.length, appended);
    expect(seen).toBe(appended);
    // one read per 100 ms window (and the last); without the wait, a read after every batch, every 30 ms
    expect(batches.length).toBeLessThanOrEqual(14);
    expect(appended).toBeGreaterThan(batches.length * 2);
  });

  it('answers the same command sent twice at once with one stored result', async () => {
    const stream = `gc_twice-${suffix()}`;
    const id = `twice-${stream}`;
    const [a, b] = await Promise.all([
      store.appendToStream(stream, events(id), { expected: noStream, commandId: id }),
      store.appendToStream(stream, events(id), { expected: noStream, commandId: id }),
    ]);
    expect(a.position).toBe(b.position);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it("reserves an append's index keys in its own transaction: kept when it commits, never when it is refused", async () => {
    const [kept, refused] = [`gc_keys_a-${suffix()}`, `gc_keys_b-${suffix()}`];
    await store.appendToStream(refused, events(`make-${refused}`), {
      expected: noStream,
      commandId: `make-${refused}`,
    });
    const kind = `kind-${suffix()}`;
    const [ok, stale] = await Promise.allSettled([
      store.appendToStream(kept, events(`k-${kept}`), {
        expected: noStream,
        commandId: `k-${kept}`,
        keys: [{ kind, key: 'Saving-1' }],
      }),
      store.appendToStream(refused, events(`k-${refused}`), {
        expected: exactly(7),
        commandId: `k-${refused}`,
        keys: [{ kind, key: 'saving-2' }],
      }),
    ]);
    expect(ok.status).toBe('fulfilled');
    expect(stale.status).toBe('rejected');
    const { rows } = await db.pool.query<{ key: string; owner: string; same: boolean }>(
      `SELECT u.key, u.owner, u.xmin = e.xmin AS same
         FROM unique_keys u LEFT JOIN es_events e ON e.stream_id = u.owner
        WHERE u.kind = $1`,
      [kind],
    );
    // the key is lower-cased like every reserved key, and written by the transaction of the event
    expect(rows).toEqual([{ key: 'saving-1', owner: kept, same: true }]);
  });

  it('completes its command rows by their key, never by reading the whole table of command ids', async () => {
    // a programme's every command has a row; 0018 completed a batch's rows with a join that PostgreSQL
    // planned as a hash join over the whole table, so every group commit read every command id
    // the plans of the statements inside the function, as PostgreSQL's auto_explain tells this client
    const client = new pg.Client({ connectionString: db.url });
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    await client.connect();
    try {
      await client.query("LOAD 'auto_explain'");
      await client.query(
        'SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET client_min_messages = log',
      );
      // plpgsql plans a statement for its arguments five times, then keeps a generic plan; the table
      // grows under it (20,000 more commands) before the last calls
      for (let i = 0; i < 10; i += 1) {
        if (i === 7) {
          await db.pool.query(
            `INSERT INTO es_commands (command_id, stream_id, version, "position")
             SELECT 'filler-' || i, 'filler', 0, 0 FROM generate_series(1, 20000) AS i`,
          );
          plans.length = 0;
        }
        const stream = `gc_scan-${suffix()}`;
        const [event] = events(`scan-${stream}`);
        const { rows } = await client.query<{ status: string; position: string }>(
          `SELECT status, "position"::text FROM es_append_batch($1::jsonb, $2, $3, $4, $5, $6, $7, $8, $9, 'gc_scan')`,
          [
            JSON.stringify([{ r: 0, c: `scan-${stream}`, s: stream, k: 'noStream', v: null, n: 1 }]),
            [0],
            [randomUUID()],
            [event!.type],
            [JSON.stringify(event!.data)],
            [JSON.stringify(event!.metadata)],
            [],
            [],
            [],
          ],
        );
        expect(rows).toEqual([{ status: 'fresh', position: expect.stringMatching(/^\d+$/) }]);
        const stored = await client.query<{ position: string }>(
          'SELECT "position"::text FROM es_commands WHERE command_id = $1',
          [`scan-${stream}`],
        );
        expect(stored.rows[0]!.position).toBe(rows[0]!.position);
      }
    } finally {
      await client.end();
    }
    expect(plans.some((plan) => plan.includes('es_commands'))).toBe(true);
    expect(plans.filter((plan) => /Seq Scan on es_commands/.test(plan))).toEqual([]);
  });
});
