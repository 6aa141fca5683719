/**
 * npm run bench — every performance figure in one table, on a fresh database of DATABASE_URL's server
 * (default the machine's PostgreSQL, through its Unix socket when it has one), dropped at the end:
 *   1. the product started for real (npm start's launcher with demo data, UI build off); RecordSaving over
 *      HTTP by signed-in clients with keep-alive at 1, 16 and 64 clients, beside bare INSERT … COMMIT from
 *      16 connections (the baseline, same run, same server);
 *   2. contention: BENCH_WRITERS (default 8) clients recording savings back to back on one group for
 *      BENCH_CONTENTION_SECONDS (default 20): how many were refused, p50, p99 and the rate;
 *   3. projection lag at a steady 500 commands/s;
 *   4. the product stopped; `npm run generate -- --scale BENCH_SCALE` (default small); every read model
 *      rebuilt from the log, beside reading the log alone;
 *   5. the product started again on the generated programme; the dashboard, paged-list and analytics
 *      routes, each BENCH_REQUESTS times (default 100), p95 against its target, and once more EXPLAINed
 *      (read-api/src/lib/plan-check.ts): a route whose plans read a table of more than 10,000 rows by
 *      sequential scan says which; and the USSD menu's pages for a parent and a member (./ussd.ts).
 * BENCH_PARTS (default "commands,contention,lag,rebuild,reads") chooses parts; BENCH_SECONDS (default 8) per load;
 * BENCH_KEEP=1 keeps the database (to look at a generated Kenya programme again) and prints its URL;
 * BENCH_DATABASE=url (with BENCH_PARTS=reads) measures the reads again on such a kept database.
 */
import os from 'node:os';
import pg from 'pg';
import { type Figure, freshDatabase, printTable, startProduct } from './harness';
import {
  commandFigures,
  contentionFigures,
  generate,
  lagFigures,
  readFigures,
  rebuildFigures,
  savers,
} from './parts';
import { readRoutes } from './routes';
import { ussdFigures } from './ussd';

const PARTS = new Set((process.env.BENCH_PARTS ?? 'commands,contention,lag,rebuild,reads').split(','));
const SCALE = process.env.BENCH_SCALE ?? 'small';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const CONTENTION_SECONDS = Number(process.env.BENCH_CONTENTION_SECONDS ?? 20);

const figures: Figure[] = [];
// BENCH_DATABASE: a database that already holds a generated programme (kept by BENCH_KEEP): only reads
const kept = process.env.BENCH_DATABASE;
const db = kept ? { url: kept, drop: async () => {}, keep: async () => {} } : await freshDatabase();
const started = Date.now();
try {
  if (PARTS.has('commands') || PARTS.has('contention') || PARTS.has('lag')) {
    const product = await startProduct(db.url);
    try {
      const save = PARTS.has('commands') || PARTS.has('lag') ? await savers(64) : null;
      if (save && PARTS.has('commands')) figures.push(...(await commandFigures(save, db.url, SECONDS)));
      if (PARTS.has('contention')) figures.push(...(await contentionFigures(WRITERS, CONTENTION_SECONDS)));
      if (save && PARTS.has('lag')) figures.push(...(await lagFigures(save, 64, db.url, SECONDS)));
    } finally {
      await product.stop();
    }
  }
  if (PARTS.has('rebuild') || PARTS.has('reads')) {
    if (!kept) {
      if (!PARTS.has('commands') && !PARTS.has('contention') && !PARTS.has('lag'))
        await (await startProduct(db.url)).stop(); // schema, demo data
      const made = await generate(db.url, SCALE);
      figures.push({
        figure: `Generator, ${SCALE} scale`,
        value: `${(made.events / made.seconds).toFixed(0)} events/s (${made.events.toLocaleString('en')} in ${made.seconds.toFixed(1)} s)`,
        target: '',
        ratio: '',
      });
    }
    if (PARTS.has('rebuild')) figures.push(...(await rebuildFigures(db.url)));
    if (PARTS.has('reads')) {
      const product = await startProduct(db.url, { caughtUp: true });
      try {
        figures.push(...(await readFigures(await readRoutes(), REQUESTS, db.url)));
        figures.push(...(await ussdFigures(db.url, Math.min(REQUESTS, 50))));
      } finally {
        await product.stop();
      }
    }
  }
} finally {
  const server = new pg.Client({ connectionString: db.url });
  const version = await server
    .connect()
    .then(() => server.query<{ v: string }>("SELECT current_setting('server_version') AS v"))
    .then((r) => r.rows[0]!.v)
    .catch(() => '?')
    .finally(() => server.end().catch(() => {}));
  if (process.env.BENCH_KEEP === '1' || kept) {
    console.log(`\nkept the database: ${db.url}`);
    await db.keep();
  } else await db.drop();
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `\nnpm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${cpu}), ` +
      `PostgreSQL ${version}, Node ${process.version}, scale ${SCALE}, ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  printTable(figures);
}
