/**
 * The performance figures, each measured on the running product or its database (see all.ts).
 */

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { withCliRuntime } from '@pm/infra/launcher/database';
import { ROOT } from '@pm/infra/launcher/processes';
import { READ_MODELS } from '@pm/projector/models';
import { rebuildModels } from '@pm/projector/rebuild';
import { PLAN_CHECK_HEADER, SEQ_SCANS_HEADER } from '@pm/read-api/lib/plan-check';
import pg from 'pg';
import { aGroup, aMember } from '../src/group-bodies';
import {
  Client,
  COMMAND_SERVICE,
  type Figure,
  measure,
  ms,
  paced,
  percentile,
  ratio,
  SERVER,
} from './harness';

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/** `n` signed-in project admins, each with a group of one member to record savings on. */
export const savers = async (n: number) => {
  const clients: Client[] = [];
  for (let i = 0; i < n; i += 1) clients.push(await Client.signIn('project'));
  const targets: { groupId: number; memberId: number }[] = [];
  for (let i = 0; i < n; i += 1) {
    const group = await clients[0]!.post('/api/saving-groups', aGroup({ registrationDate: today() }));
    if (group.status !== 201) throw new Error(`group: ${group.status} ${JSON.stringify(group.body)}`);
    const member = await clients[0]!.post(
      '/api/group-members',
      aMember(group.body.id, '001', { joinedOn: today() }),
    );
    if (member.status !== 201) throw new Error(`member: ${member.status} ${JSON.stringify(member.body)}`);
    targets.push({ groupId: group.body.id, memberId: member.body.id });
  }
  const day = today();
  // `via`: the command service's own address instead of the one origin (see COMMAND_SERVICE)
  return (i: number, via = '') =>
    clients[i]!.post(`${via}/api/group-savings`, { ...targets[i]!, amount: 1, savingDate: day });
};

/**
 * RecordSaving at 1, 16 and 64 clients, bare INSERT … COMMIT at 16 connections, and the ceiling of the
 * HTTP path itself at 16 clients: the same command refused by its schema (an empty body, 400), which goes
 * through the one origin, the gateway, the session check and the body's parsing to the command service and
 * back, with no domain work and no statement. No command can go faster than that path; its ratio to the
 * bare INSERT bounds what the command's own ratio can reach on this machine.
 */
export const commandFigures = async (
  save: (i: number, via?: string) => Promise<{ status: number }>,
  url: string,
  seconds: number,
): Promise<Figure[]> => {
  const op = async (i: number) => (await save(i)).status === 201;
  await measure(4, 2, op); // warm-up
  const at = new Map<number, Awaited<ReturnType<typeof measure>>>();
  for (const n of [1, 16, 64]) at.set(n, await measure(n, seconds, op));
  const idle: Client[] = [];
  for (let i = 0; i < 16; i += 1) idle.push(await Client.signIn('project'));
  const refused = (via: string) => async (i: number) =>
    (await idle[i]!.post(`${via}/api/group-savings`, {})).status === 400;
  const ceiling = await measure(16, seconds, refused(''));
  // the same two without the gateway's hop, as behind nginx in production
  const directCeiling = await measure(16, seconds, refused(COMMAND_SERVICE));
  const direct = await measure(16, seconds, async (i) => (await save(i, COMMAND_SERVICE)).status === 201);
  const connections = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  await connections[0]!.query('CREATE TABLE bench_baseline (id bigserial PRIMARY KEY, v text)');
  const baseline = await measure(16, seconds, async (i) => {
    await connections[i]!.query('INSERT INTO bench_baseline (v) VALUES ($1)', ['x']);
    return true;
  });
  await connections[0]!.query('DROP TABLE bench_baseline');
  await Promise.all(connections.map((c) => c.end()));
  const [one, sixteen, sixtyFour] = [at.get(1)!, at.get(16)!, at.get(64)!];
  const errors = (r: { errors: number }) => (r.errors ? `, ${r.errors} errors` : '');
  return [
    {
      figure: 'RecordSaving over HTTP, 1 client',
      value: `${one.rate.toFixed(0)}/s, p50 ${ms(one.p50)}, p99 ${ms(one.p99)}${errors(one)}`,
      target: '',
      ratio: '',
    },
    {
      figure: 'RecordSaving over HTTP, 16 clients',
      value: `${sixteen.rate.toFixed(0)}/s${errors(sixteen)}`,
      target: '≥ 1000/s',
      ratio: ratio(sixteen.rate, 1000),
    },
    {
      figure: '  p99 at 16 clients',
      value: ms(sixteen.p99),
      target: '≤ 25 ms',
      ratio: ratio(sixteen.p99, 25, true),
    },
    {
      figure: 'RecordSaving over HTTP, 64 clients',
      value: `${sixtyFour.rate.toFixed(0)}/s, p99 ${ms(sixtyFour.p99)}${errors(sixtyFour)}`,
      target: '≥ rate at 16',
      ratio: ratio(sixtyFour.rate, sixteen.rate),
    },
    {
      figure: 'RecordSaving ÷ bare INSERT at 16',
      value: (sixteen.rate / baseline.rate).toFixed(3),
      target: '≥ 0.5',
      ratio: ratio(sixteen.rate / baseline.rate, 0.5),
      baseline: `INSERT … COMMIT ×16: ${baseline.rate.toFixed(0)}/s, p99 ${ms(baseline.p99)}`,
    },
    {
      figure: '  HTTP path alone (400, no work) ÷ bare INSERT at 16',
      value: (ceiling.rate / baseline.rate).toFixed(3),
      target: '',
      ratio: '',
      baseline: `RecordSaving refused at its schema (400) ×16: ${ceiling.rate.toFixed(0)}/s, p99 ${ms(ceiling.p99)}${errors(ceiling)}`,
    },
    {
      figure: '  without the gateway: RecordSaving ÷ bare INSERT',
      value: (direct.rate / baseline.rate).toFixed(3),
      target: '',
      ratio: '',
      baseline: `RecordSaving ×16 to the command service's port: ${direct.rate.toFixed(0)}/s, p99 ${ms(direct.p99)}${errors(direct)}`,
    },
    {
      figure: '  without the gateway: HTTP path alone ÷ bare INSERT',
      value: (directCeiling.rate / baseline.rate).toFixed(3),
      target: '',
      ratio: '',
      baseline: `refused at its schema ×16 to the command service's port: ${directCeiling.rate.toFixed(0)}/s, p99 ${ms(directCeiling.p99)}${errors(directCeiling)}`,
    },
  ];
};

/**
 * Contention on one group: `writers` signed-in clients record savings back to back on the same group for
 * `seconds`, each request with its own Idempotency-Key as the UI sends it. Commands on one stream queue
 * (command-bus.ts, StreamTurns) instead of failing each other's compare-and-set: nobody should be refused
 * (a 409 nobody caused), and the queue must stay short (p99 ≤ 250 ms at 8 writers).
 */
export const contentionFigures = async (writers: number, seconds: number): Promise<Figure[]> => {
  const clients: Client[] = [];
  for (let i = 0; i < writers; i += 1) clients.push(await Client.signIn('project'));
  const group = await clients[0]!.post('/api/saving-groups', aGroup({ registrationDate: today() }));
  if (group.status !== 201) throw new Error(`group: ${group.status} ${JSON.stringify(group.body)}`);
  const members: number[] = [];
  for (let i = 0; i < writers; i += 1) {
    const number = String(i + 1).padStart(3, '0');
    const member = await clients[0]!.post(
      '/api/group-members',
      aMember(group.body.id, number, { joinedOn: today() }),
    );
    if (member.status !== 201) throw new Error(`member: ${member.status} ${JSON.stringify(member.body)}`);
    members.push(member.body.id);
  }
  const day = today();
  const refused = new Map<number, number>();
  let accepted = 0;
  const run = await measure(writers, seconds, async (i) => {
    const answer = await clients[i]!.post(
      '/api/group-savings',
      { groupId: group.body.id, memberId: members[i]!, amount: 1, savingDate: day },
      { 'idempotency-key': randomUUID() },
    );
    if (answer.status === 201) accepted += 1;
    else refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
    return answer.status === 201;
  });
  const total = run.errors + accepted;
  const byStatus = [...refused].map(([status, n]) => `${n} × ${status}`).join(', ');
  return [
    {
      figure: `One group, ${writers} writers back to back for ${seconds} s: refused`,
      value: `${run.errors} of ${total}${byStatus ? ` (${byStatus})` : ''}`,
      target: '0',
      ratio: run.errors === 0 ? '1' : '0',
    },
    {
      figure: `  p99 on one group at ${writers} writers`,
      value: `${ms(run.p99)} (p50 ${ms(run.p50)}, ${run.rate.toFixed(0)} accepted/s)`,
      target: '≤ 250 ms',
      ratio: ratio(run.p99, 250, true),
    },
  ];
};

/**
 * Projection lag at a steady 500 commands/s: from each RecordSaving's answer until the saving-groups
 * model (group_savings) has passed its position, watched through the projector's NOTIFY.
 */
export const lagFigures = async (
  save: (i: number) => Promise<{ status: number; body: { position: string | null } }>,
  groups: number,
  url: string,
  seconds: number,
): Promise<Figure[]> => {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  let projected = 0n;
  const waiting: { position: bigint; resolve: () => void }[] = [];
  let reading = false;
  let again = false;
  const refresh = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    do {
      again = false;
      const { rows } = await listener.query<{ p: string }>(
        `SELECT position::text AS p FROM projection_checkpoints WHERE name = 'saving-groups'`,
      );
      projected = BigInt(rows[0]?.p ?? '0');
      for (let i = waiting.length - 1; i >= 0; i -= 1)
        if (waiting[i]!.position <= projected) waiting.splice(i, 1)[0]!.resolve();
    } while (again);
    reading = false;
  };
  listener.on('notification', () => void refresh().catch(() => {}));
  await listener.query('LISTEN projection_advanced');
  const failures = new Map<string, number>();
  // a group takes one saving at a time (as a treasurer would), so no command races another on its stream
  const free = Array.from({ length: groups }, (_, i) => i);
  const queued: ((i: number) => void)[] = [];
  const acquire = () =>
    free.length > 0 ? Promise.resolve(free.pop()!) : new Promise<number>((r) => queued.push(r));
  const release = (i: number) => {
    const next = queued.shift();
    if (next) next(i);
    else free.push(i);
  };
  const run = await paced(500, seconds, async () => {
    const group = await acquire();
    const answer = await save(group)
      .catch((e: Error) => ({ status: e.message, body: { position: null } }))
      .finally(() => release(group));
    if (answer.status !== 201 || !answer.body.position) {
      failures.set(String(answer.status), (failures.get(String(answer.status)) ?? 0) + 1);
      return null;
    }
    const answered = performance.now();
    const position = BigInt(answer.body.position);
    if (position > projected) {
      await new Promise<void>((resolve) => {
        waiting.push({ position, resolve });
        void refresh().catch(() => {});
      });
    }
    return performance.now() - answered;
  });
  while (reading) await new Promise((r) => setTimeout(r, 5));
  await listener.end();
  return [
    {
      figure: 'Projection lag at 500 commands/s, p99',
      value: `${ms(run.p99)} (p50 ${ms(run.p50)}, ${run.rate.toFixed(0)} answered/s${run.errors ? `, errors ${JSON.stringify(Object.fromEntries(failures))}` : ''})`,
      target: '≤ 50 ms',
      ratio: ratio(run.p99, 50, true),
    },
  ];
};

/** `npm run generate` on the database; its events and seconds as printed. */
export const generate = (url: string, scale: string) =>
  new Promise<{ events: number; seconds: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'command-service/src/generate/cli.ts'),
        '--scale',
        scale,
        '--database-url',
        url,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const started = performance.now();
    child.on('exit', (code) => {
      const events = Number(/events appended\s+([\d,]+)/.exec(out)?.[1]?.replaceAll(',', '') ?? Number.NaN);
      if (code !== 0 || Number.isNaN(events)) reject(new Error(`generate exited ${code}: ${out}`));
      else resolve({ events, seconds: (performance.now() - started) / 1000 });
    });
  });

/** Rebuilds every read model from the log; the baseline is reading the log alone. */
export const rebuildFigures = async (url: string): Promise<Figure[]> => {
  process.env.DATABASE_URL = url;
  return withCliRuntime(async ({ pool, store }) => {
    let t = performance.now();
    let read = 0;
    for (let after = 0n; ; ) {
      const page = await store.readAll({ after, limit: 2000 });
      if (page.length === 0) break;
      read += page.length;
      after = page[page.length - 1]!.position;
    }
    const readRate = read / ((performance.now() - t) / 1000);
    t = performance.now();
    const { events } = await rebuildModels(pool, store, READ_MODELS);
    const seconds = (performance.now() - t) / 1000;
    return [
      {
        figure: `Rebuild of all ${READ_MODELS.length} read models`,
        value: `${(events / seconds).toFixed(0)} events/s (${events.toLocaleString('en')} in ${seconds.toFixed(1)} s)`,
        target: '≥ 20000 events/s',
        ratio: ratio(events / seconds, 20_000),
        baseline: `reading the log alone: ${readRate.toFixed(0)} events/s`,
      },
    ];
  });
};

export interface ReadRoute {
  readonly figure: string;
  readonly who: 'admin' | 'director' | 'facilitator';
  readonly url: string;
  readonly targetMs: number;
}

/**
 * Rows of each table of the database (PostgreSQL's estimate after ANALYZE). VACUUM first: the tables the
 * rebuild (or the generator's projection) just wrote are measured as autovacuum leaves them shortly after,
 * with their visibility maps set, so an index-only scan reads no heap pages.
 */
const tableSizes = async (url: string): Promise<Map<string, number>> => {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('VACUUM (ANALYZE)');
    // and written out: right after a rebuild of a Kenya-sized programme PostgreSQL still has gigabytes of
    // rebuilt pages to write, and the reads would be timed beside that writing (p50 2 to 3 times theirs)
    await db.query('CHECKPOINT');
    const { rows } = await db.query<{ name: string; n: number }>(
      `SELECT relname AS name, reltuples::float8 AS n FROM pg_class WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace`,
    );
    return new Map(rows.map((r) => [r.name, r.n]));
  } finally {
    await db.end();
  }
};

/** Tables above this many rows must not be read whole by any read route (EXPLAIN). */
export const LARGE_TABLE = 10_000;

/** The large tables the route's query plans read by sequential scan (the read API's plan check). */
const largeSeqScans = async (client: Client, url: string, tables: ReadonlyMap<string, number>) => {
  const scanned = (await client.headers(url, { [PLAN_CHECK_HEADER]: '1' }))[SEQ_SCANS_HEADER];
  if (typeof scanned !== 'string') return ['(plan check off)'];
  return scanned
    .split(',')
    .filter((t) => (tables.get(t) ?? 0) > LARGE_TABLE)
    .map((t) => `${t} (${Math.round(tables.get(t)!).toLocaleString('en')} rows)`);
};

/** Each route `requests` times one after another (after a warm-up); p95 against its target. */
export const readFigures = async (
  routes: readonly ReadRoute[],
  requests: number,
  url: string,
): Promise<Figure[]> => {
  const tables = await tableSizes(url);
  const clients = new Map<string, Client>();
  const figures: Figure[] = [];
  for (const route of routes) {
    let client = clients.get(route.who);
    if (!client) {
      client = await Client.signIn(route.who);
      clients.set(route.who, client);
    }
    const times: number[] = [];
    let failed = '';
    for (let i = 0; i < requests + 5; i += 1) {
      const t = performance.now();
      const answer = await client.get(route.url);
      if (answer.status !== 200) failed = `answered ${answer.status}`;
      if (i >= 5) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const scans = await largeSeqScans(client, route.url, tables);
    figures.push({
      figure: route.figure,
      value:
        failed ||
        `p95 ${ms(p95)} (p50 ${ms(percentile(times, 50))})${scans.length ? `; seq scan of ${scans.join(', ')}` : ''}`,
      target: `p95 ≤ ${route.targetMs} ms`,
      ratio: failed ? '0' : ratio(p95, route.targetMs, true),
    });
  }
  const scanning = figures.filter((f) => f.value.includes('seq scan of'));
  figures.push({
    figure: `Read routes scanning a table > ${LARGE_TABLE.toLocaleString('en')} rows (EXPLAIN)`,
    value: scanning.length ? scanning.map((f) => f.figure).join('; ') : 'none',
    target: 'none',
    ratio: scanning.length ? '0' : '1',
  });
  return figures;
};

export { SERVER };
