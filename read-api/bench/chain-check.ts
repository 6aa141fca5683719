/**
 * The cost of the read API's check of the log's hash chain (src/chain-check-job.ts):
 * `node --import tsx read-api/bench/chain-check.ts`. Fills a fresh database (DATABASE_URL's server) with
 * BENCH_EVENTS events (200,000 by default; about 250 bytes of data and 200 of metadata each, the size of
 * a saving with its stamp) chained by the insert trigger, then times a full pass (every event recomputed
 * in Node), an incremental run after BENCH_INCREMENT more events (2,000: an hour of a busy programme), and
 * an incremental run with nothing new (and the full pass again, and the reads alone). Prints events per second and what that makes at Kenya scale.
 */
import { performance } from 'node:perf_hooks';
import { createTestDatabase } from '@pm/infra/testing/database';
import { runChainCheck } from '../src/chain-check-job';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const INCREMENT = Number(process.env.BENCH_INCREMENT ?? 2_000);
const KENYA = 20_000_000;
const STREAMS = 2_000;

const db = await createTestDatabase();
const fill = async (count: number) => {
  // one statement per 20,000 events: the trigger chains each row to the one before, in position order
  for (let done = 0; done < count; done += 20_000) {
    const n = Math.min(20_000, count - done);
    await db.pool.query(
      `WITH head AS (SELECT position FROM es_global),
            rows AS (SELECT head.position + g AS position FROM head, generate_series(1, $1::int) g),
            moved AS (UPDATE es_global SET position = position + $1::int)
       INSERT INTO es_events (position, stream_id, stream_version, event_id, type, data, metadata)
       SELECT r.position, 'group-' || (r.position % ${STREAMS}), (r.position / ${STREAMS})::int, gen_random_uuid(),
              'SavingRecorded',
              jsonb_build_object('groupId', r.position % ${STREAMS}, 'savingId', r.position, 'memberId', r.position % 97,
                'amount', 50000 + r.position % 1000, 'savingDate', '2026-03-14', 'meetingId', r.position / 20,
                'cycle', 3, 'recordedBy', 'facilitator.kisumu', 'recordedAt', '2026-03-14T09:21:45.123Z',
                'note', 'Weekly saving recorded at the meeting of the group'),
              jsonb_build_object('commandId', gen_random_uuid(), 'correlationId', gen_random_uuid(),
                'actor', jsonb_build_object('kind', 'user', 'userId', 12, 'username', 'facilitator.kisumu'),
                'occurredAt', '2026-03-14T09:21:45.123Z', 'origin', '10.0.0.12')
         FROM rows r ORDER BY r.position`,
      [n],
    );
  }
};

const quiet = { info: () => {}, warn: () => {}, error: console.error };
const deps = { pool: db.pool, key: null, logger: quiet as never };
const rate = (events: number, ms: number) => Math.round((events / ms) * 1000);
try {
  await db.pool.query(
    `INSERT INTO es_streams (stream_id, version) SELECT 'group-' || g, 0 FROM generate_series(0, ${STREAMS - 1}) g`,
  );
  let started = performance.now();
  await fill(EVENTS);
  console.log(`${EVENTS} events stored in ${Math.round(performance.now() - started)} ms`);
  const size = (await db.pool.query(`SELECT pg_size_pretty(pg_total_relation_size('es_events')) AS s`))
    .rows[0].s;

  started = performance.now();
  const full = await runChainCheck(deps, { full: true });
  const fullMs = performance.now() - started;
  if (!full.ran || !full.ok) throw new Error(`the full pass failed: ${JSON.stringify(full)}`);

  // again, the pages now read once (the first read after a bulk load also sets each row's hint bits)
  started = performance.now();
  await runChainCheck(deps, { full: true });
  const againMs = performance.now() - started;

  await fill(INCREMENT);
  started = performance.now();
  const hour = await runChainCheck(deps);
  const hourMs = performance.now() - started;
  if (!hour.ran || !hour.ok || hour.checked !== INCREMENT)
    throw new Error(`the incremental run failed: ${JSON.stringify(hour)}`);

  started = performance.now();
  await runChainCheck(deps);
  const idleMs = performance.now() - started;

  // the same pages read without hashing: how much of the pass is the database's
  started = performance.now();
  for (let next = 1; next <= EVENTS; next += 10_000)
    await db.pool.query(
      `SELECT position::text, stream_id, stream_version, type, data::text AS data, metadata::text AS metadata, hash
         FROM es_events WHERE position >= $1 ORDER BY es_events.position LIMIT 10000`,
      [next],
    );
  const readMs = performance.now() - started;

  const perSecond = rate(EVENTS, fullMs);
  console.log(`reading the same events alone: ${Math.round(readMs)} ms (${rate(EVENTS, readMs)} events/s)`);
  console.log(`es_events: ${size}`);
  console.log(`full pass: ${EVENTS} events in ${Math.round(fullMs)} ms (${perSecond} events/s)`);
  console.log(`full pass again: ${Math.round(againMs)} ms (${rate(EVENTS, againMs)} events/s)`);
  console.log(
    `incremental: ${INCREMENT} new events in ${Math.round(hourMs)} ms; nothing new: ${Math.round(idleMs)} ms`,
  );
  console.log(
    `at ${KENYA / 1e6} million events: a full pass ≈ ${Math.round(KENYA / perSecond / 60)} min; an hour of ${INCREMENT} events ≈ ${Math.round(hourMs)} ms`,
  );
} finally {
  await db.drop();
}
