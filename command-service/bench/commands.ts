/**
 * npm run bench:commands — durable commands end to end (issue 14): the whole product (npm start's
 * launcher, UI build off) on a fresh database of DATABASE_URL's server, signed-in clients with keep-alive
 * through the one origin, each recording savings on its own group (RecordSaving: a session, a stream read,
 * a command-id claim, a compare-and-set and an append, durable at COMMIT). Prints commands/s and latency
 * percentiles at 1, 16 and 64 clients, and the baseline measured in the same run: bare single-row
 * INSERT … COMMIT from 16 connections on the same PostgreSQL.
 *
 * BENCH_SECONDS (default 8) per measurement; BENCH_CLIENTS (default "1,16,64").
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, stopChild, waitForHttp } from '../../infra/src/launcher/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,16,64').split(',').map(Number);
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 5099);
const base = `http://127.0.0.1:${PORT}`;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Run {
  readonly rate: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** Runs `op` from `n` concurrent loops for SECONDS; its rate, latency percentiles (ms) and errors. */
const measure = async (n: number, op: (i: number) => Promise<boolean>): Promise<Run> => {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      while (performance.now() < end) {
        const t = performance.now();
        if (await op(i)) latencies.push(performance.now() - t);
        else errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
};

const signIn = async (): Promise<string> => {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'project', password: 'Demo!2026' }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
};

const post = async (cookie: string, url: string, body: object) => {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
const name = `pm_bench_${Date.now().toString(36)}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(SERVER);
url.pathname = `/${name}`;
const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'infra/src/launcher/start.ts')], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(PORT),
    UI_BUILD: 'off',
    DEMO_DATA: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let alive = true;
child.on('exit', () => {
  alive = false;
});
try {
  await waitForHttp(`${base}/api/health`, 180_000, () => alive);
  const most = Math.max(...CLIENTS);
  const cookies: string[] = [];
  for (let i = 0; i < most; i += 1) cookies.push(await signIn());
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const groups: { groupId: number; memberId: number }[] = [];
  for (let i = 0; i < most; i += 1) {
    const group = await post(cookies[0]!, '/api/saving-groups', {
      name: `Bench Group ${i}`,
      description: 'A group for the command benchmark',
      groupCode: null,
      presidentName: 'Jane Auma',
      presidentPhone: '+254711000001',
      secretaryName: 'Ruth Atieno',
      secretaryPhone: '+254711000002',
      treasurerName: 'Grace Njeri',
      treasurerPhone: '+254711000003',
      totalMembers: 1,
      maleMembers: 0,
      femaleMembers: 1,
      meetingDay: 'Monday',
      meetingTime: '14:00',
      meetingLocation: 'Church hall',
      meetingFrequency: 'Weekly',
      savingAmount: 100,
      serviceChargeRate: 5,
      maxLoanAmount: null,
      bankName: null,
      accountNumber: null,
      registrationDate: today,
      cycleDuration: 12,
    });
    if (group.status !== 201) throw new Error(`group: ${group.status} ${JSON.stringify(group.body)}`);
    const member = await post(cookies[0]!, '/api/group-members', {
      groupId: group.body.id,
      memberNumber: '001',
      memberIdNumber: `ID${i}`,
      memberName: `Member ${i}`,
      memberPhone: '+254722000000',
      nextOfKinName: 'Kin',
      nextOfKinIdNumber: 'KIN1',
      nextOfKinPhone: '+254722000001',
      nextOfKinRelationship: 'Sister',
      role: 'member',
      joinedOn: today,
    });
    if (member.status !== 201) throw new Error(`member: ${member.status} ${JSON.stringify(member.body)}`);
    groups.push({ groupId: group.body.id, memberId: member.body.id });
  }
  const save = async (i: number) =>
    (await post(cookies[i]!, '/api/group-savings', { ...groups[i]!, amount: 1, savingDate: today }))
      .status === 201;
  await measure(Math.min(4, most), save); // warm-up
  const runs = new Map<number, Run>();
  for (const n of CLIENTS) runs.set(n, await measure(n, save));

  await admin.query(
    `CREATE TABLE IF NOT EXISTS public.bench_baseline_${name} (id bigserial PRIMARY KEY, v text)`,
  );
  const connections = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const c = new pg.Client({ connectionString: SERVER });
      await c.connect();
      return c;
    }),
  );
  const baseline = await measure(16, async (i) => {
    await connections[i]!.query(`INSERT INTO public.bench_baseline_${name} (v) VALUES ($1)`, ['x']);
    return true;
  });
  await Promise.all(connections.map((c) => c.end()));
  await admin.query(`DROP TABLE public.bench_baseline_${name}`);

  const rows: string[][] = [['figure', 'value', 'target', 'ratio', 'p50 ms', 'p99 ms', 'errors']];
  const r16 = runs.get(16);
  for (const [n, run] of runs)
    rows.push([
      `RecordSaving, ${n} client${n === 1 ? '' : 's'}`,
      `${run.rate.toFixed(0)}/s`,
      n === 16 ? '≥ 1000/s, p99 ≤ 25 ms' : n === 64 && r16 ? `≥ ${r16.rate.toFixed(0)}/s (16 clients)` : '',
      n === 16 ? (run.rate / 1000).toFixed(2) : n === 64 && r16 ? (run.rate / r16.rate).toFixed(2) : '',
      run.p50.toFixed(1),
      run.p99.toFixed(1),
      String(run.errors),
    ]);
  rows.push([
    'baseline: INSERT … COMMIT, 16 connections',
    `${baseline.rate.toFixed(0)}/s`,
    '',
    '',
    baseline.p50.toFixed(1),
    baseline.p99.toFixed(1),
    String(baseline.errors),
  ]);
  if (r16)
    rows.push([
      'RecordSaving ÷ baseline at 16',
      (r16.rate / baseline.rate).toFixed(2),
      '≥ 0.50',
      (r16.rate / baseline.rate / 0.5).toFixed(2),
      '',
      '',
      '',
    ]);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
} finally {
  await stopChild(child).catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end();
}
