/**
 * What the benchmarks share: the product started for real (npm start's launcher, UI build off) on a
 * database of its own, signed-in HTTP clients with keep-alive, closed- and open-loop load, percentiles
 * and the printed table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, stopChild, waitForHttp } from '@pm/infra/launcher/processes';
import pg from 'pg';

/**
 * The machine's PostgreSQL: through its Unix socket when it has one (as a deployment beside its database
 * would connect; here it lifted RecordSaving at 16 clients from 676 to 769/s against loopback TCP), else
 * over TCP. DATABASE_URL overrides it; the baseline INSERTs always use the same server and path.
 */
const LOCAL_SOCKET = '/var/run/postgresql';
export const SERVER =
  process.env.DATABASE_URL ??
  (existsSync(`${LOCAL_SOCKET}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${LOCAL_SOCKET}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');
export const PORT = Number(process.env.BENCH_PORT ?? 5099);
export const BENCH_USSD_SECRET = 'bench-ussd-secret-0123456789';
/** The command service's own port (the launcher's COMMAND_PORT, PORT + 1): what a proxy such as nginx sends to. */
export const COMMAND_SERVICE = `http://127.0.0.1:${PORT + 1}`;
export const base = `http://127.0.0.1:${PORT}`;

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface Run {
  readonly rate: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly errors: number;
}

const summarise = (latencies: number[], seconds: number, errors: number): Run => {
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
};

/** Closed loop: `n` loops each running `op` back to back for `seconds`; rate, latency (ms), errors. */
export const measure = async (
  n: number,
  seconds: number,
  op: (i: number) => Promise<boolean>,
): Promise<Run> => {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      while (performance.now() < end) {
        const t = performance.now();
        if (await op(i)) latencies.push(performance.now() - t);
        else errors += 1;
      }
    }),
  );
  return summarise(latencies, (performance.now() - started) / 1000, errors);
};

/**
 * Open loop: starts `op` at a steady `rate` per second for `seconds` whatever the answers take (as users
 * arriving would); `op` answers the figure to record (ms) or null for an error.
 */
export const paced = async (
  rate: number,
  seconds: number,
  op: (i: number) => Promise<number | null>,
): Promise<Run> => {
  const figures: number[] = [];
  let errors = 0;
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const running: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    running.push(
      op(i).then(
        (figure) => {
          if (figure === null) errors += 1;
          else figures.push(figure);
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(running);
  return summarise(figures, (performance.now() - started) / 1000, errors);
};

/**
 * The load's HTTP client: Node's own http with keep-alive connections. fetch (undici) cost the bench
 * process 41 % of a core at 560 commands/s against 11 % for this at 800/s, CPU taken from the product
 * on the same two cores; real clients are on other machines.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
}

const request = (method: string, url: string, headers: Record<string, string>, body?: string) =>
  new Promise<Answer>((resolve, reject) => {
    // a path goes through the one origin; a whole URL (a service's own port) goes straight there
    const address = url.startsWith('http') ? url : `${base}${url}`;
    // a write names the page it comes from, as a browser's does (a write naming none is refused)
    const named = method === 'GET' ? headers : { origin: new URL(address).origin, ...headers };
    const req = http.request(
      address,
      {
        method,
        agent,
        headers: body === undefined ? named : { ...named, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

// biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of answers it does not type
type Answered = { status: number; body: any };

/** A signed-in client: its session cookie. */
export class Client {
  constructor(readonly cookie: string) {}

  static async signIn(username: string, password = 'Demo!2026'): Promise<Client> {
    const response = await request(
      'POST',
      '/api/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ username, password }),
    );
    if (response.status !== 200) throw new Error(`sign-in ${username}: ${response.status} ${response.text}`);
    const cookie = [response.headers['set-cookie'] ?? []].flat()[0] ?? '';
    return new Client(cookie.split(';')[0]!);
  }

  async post(url: string, body: object, headers: Record<string, string> = {}): Promise<Answered> {
    const response = await request(
      'POST',
      url,
      { 'content-type': 'application/json', cookie: this.cookie, ...headers },
      JSON.stringify(body),
    );
    return { status: response.status, body: response.text ? JSON.parse(response.text) : null };
  }

  /** The answer's headers only (the body is read and dropped). */
  async headers(url: string, headers: Record<string, string> = {}): Promise<http.IncomingHttpHeaders> {
    return (await request('GET', url, { cookie: this.cookie, ...headers })).headers;
  }

  // biome-ignore lint/suspicious/noExplicitAny: as above
  async get(url: string): Promise<{ status: number; body: any }> {
    const response = await request('GET', url, { cookie: this.cookie });
    return { status: response.status, body: response.text ? JSON.parse(response.text) : null };
  }
}

/** A fresh database on SERVER for this run, dropped by `drop`. */
export const freshDatabase = async (): Promise<{
  url: string;
  drop: () => Promise<void>;
  keep: () => Promise<void>;
}> => {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const name = `pm_bench_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
    keep: () => admin.end(),
  };
};

/**
 * The whole product on `url` (migrations, demo data, projector, command service, read API, gateway);
 * with `caughtUp`, once every read model has caught up with the log too (a model whose schema changed
 * rebuilds itself on start, and reads measured before that would read a half-empty table).
 */
export const startProduct = async (
  url: string,
  options: { caughtUp?: boolean } = {},
): Promise<{ stop: () => Promise<void> }> => {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'infra/src/launcher/start.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(PORT),
        UI_BUILD: 'off',
        DEMO_DATA: 'true',
        PM_EXPLAIN_READS: '1', // only requests that ask (X-Plan-Check) are explained; see plan-check.ts
        // the daily replay check would start at once on a programme that never had one, and replay every
        // group and project beside the timed reads (at Kenya scale, minutes of both cores)
        AUDIT_CHECK_INTERVAL_HOURS: '0',
        // the bench is a few clients sending thousands of requests a minute on purpose
        RATE_LIMIT_READS_PER_MINUTE: '0',
        RATE_LIMIT_WRITES_PER_MINUTE: '0',
        // the USSD callback the bench dials (./ussd.ts)
        USSD_CALLBACK_SECRET: BENCH_USSD_SECRET,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  try {
    await waitForHttp(`${base}/api/health`, 300_000, () => alive);
    while (options.caughtUp) {
      const health = (await (await fetch(`${base}/api/health`)).json()) as {
        readModels: { behind: number }[];
      };
      if (health.readModels.every((m) => m.behind === 0)) break;
      if (!alive) throw new Error('the product exited while its read models caught up');
      await new Promise((r) => setTimeout(r, 1000));
    }
  } catch (e) {
    await stopChild(child).catch(() => {});
    throw e;
  }
  return { stop: () => stopChild(child) };
};

/** One line of the printed table. */
export interface Figure {
  readonly figure: string;
  readonly value: string;
  readonly target: string;
  /** value ÷ target, oriented so that ≥ 1 meets it; empty where there is no target */
  readonly ratio: string;
  readonly baseline?: string;
}

export const ratio = (value: number, target: number, lowerIsBetter = false): string =>
  (lowerIsBetter ? target / Math.max(value, 0.001) : value / target).toFixed(2);

export const printTable = (figures: readonly Figure[]): void => {
  const rows = [
    ['figure', 'value', 'target', 'ratio', 'baseline (same run)'],
    ...figures.map((f) => [f.figure, f.value, f.target, f.ratio, f.baseline ?? '']),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  console.log(line(rows[0]!));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(line(row));
};

export const ms = (n: number) => `${n.toFixed(1)} ms`;
