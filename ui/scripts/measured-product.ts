/**
 * The whole product on a fresh database with the demo data, started as ui/e2e/serve.ts starts it (the
 * launcher builds the UI first when its sources changed), with Debian's Chromium headless beside it: what
 * the page benchmarks (lighthouse.ts, main-thread.ts) measure. With DATABASE_URL, a database of its own on
 * that server (pm_lighthouse_*, dropped at the end; never the browser tests' pm_e2e_* ones, which may be
 * in use); otherwise an embedded PostgreSQL in .tmp/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase as newDatabaseOn } from '../e2e/support/fresh-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A number given as `name N` on the command line, else `fallback`. */
export const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value)) throw new Error(`${name} takes a number`);
  return value;
};

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh database for this run: its URL, and how to drop it afterwards. */
const freshDatabase = async (env: NodeJS.ProcessEnv): Promise<() => Promise<void>> => {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dataDir = path.join(ROOT, '.tmp/lighthouse-data');
    await rm(dataDir, { recursive: true, force: true });
    // a port of its own, beside the browser tests' embedded database (54330)
    Object.assign(env, { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54331' });
    return () => rm(dataDir, { recursive: true, force: true });
  }
  const database = await newDatabaseOn(server, 'pm_lighthouse_');
  env.DATABASE_URL = database.url;
  return database.drop;
};

/** Resolves when `url` answers 200; fails when `child` exits first or after `timeoutMs`. */
const waitFor = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}) first`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

const stop = async (child: ChildProcess | undefined): Promise<void> => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** The demo facilitator's session cookie (POST /api/login, as the sign-in form sends it). */
const sessionCookie = async (base: string): Promise<string> => {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'facilitator', password: 'Demo!2026' }),
  });
  if (!response.ok) throw new Error(`sign-in as facilitator: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('pm.sid='));
  if (!cookie) throw new Error('sign-in as facilitator: no session cookie in the answer');
  return cookie;
};

/** What a page benchmark is given: the product's origin, the facilitator's cookie, Chrome's debugging port. */
export interface Measured {
  readonly base: string;
  /** `pm.sid=…` */
  readonly cookie: string;
  readonly chromePort: number;
}

/** The pages measured: the sign-in page, and the facilitator's dashboard signed in. */
export const PAGES = [
  { name: 'sign-in (/auth)', slug: 'auth', path: '/auth', signedIn: false },
  {
    name: 'facilitator dashboard (/church-facilitator)',
    slug: 'church-facilitator',
    path: '/church-facilitator',
    signedIn: true,
  },
] as const;

/** Runs `measure` against the product and Chrome started for it, and stops both (and drops the database). */
export const withMeasuredProduct = async <T>(
  port: number,
  measure: (measured: Measured) => Promise<T>,
): Promise<T> => {
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_DATA: 'true', PORT: String(port) };
  const dropDatabase = await freshDatabase(env);
  let product: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'pm-lighthouse-'));
  try {
    console.log(`Starting the product on ${base} (demo data)...`);
    product = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'infra/src/launcher/start.ts')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitFor(`${base}/api/health`, product, 300_000);
    const cookie = await sessionCookie(base);

    const chromePort = await freePort();
    chrome = spawn(
      CHROME,
      [
        '--headless',
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--mute-audio',
        `--user-data-dir=${profile}`,
        `--remote-debugging-port=${chromePort}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(`http://127.0.0.1:${chromePort}/json/version`, chrome, 30_000);
    return await measure({ base, cookie, chromePort });
  } finally {
    await stop(chrome);
    await stop(product);
    await dropDatabase().catch((error: unknown) => console.error('could not drop the database:', error));
    await rm(profile, { recursive: true, force: true });
  }
};

/** Runs `main` and exits with its code (1 and the message when it throws). */
export const runMain = (main: () => Promise<number>): void => {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
};
