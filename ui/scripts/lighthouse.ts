/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G line, simulated) of the sign-in
 * page and of the facilitator's dashboard, against the whole product on a fresh database with the demo
 * data, started here as ui/e2e/serve.ts starts it (the launcher builds the UI first when its sources
 * changed). Chrome is Debian's Chromium, headless. Prints the performance and accessibility scores of each
 * run and their median; fails (exit 1) when a page's median performance is under 90. A benchmark, not a
 * test: `npm test` does not run it.
 *
 *   npm run lighthouse [-- --runs 3] [--port 5095] [--min-performance 90] [--reports DIR] [--warm]
 *                      [--cpu-slowdown N]
 *
 * --warm: a returning visit. One unmeasured load first installs the service worker (which keeps every
 * built file on the phone) and fills the browser's cache; the measured loads then keep both, as a phone
 * that opened the app before does. Without it (the default, Lighthouse's own), every load starts empty.
 *
 * --cpu-slowdown: how many times slower than this machine Lighthouse takes the phone's processor to be (its
 * default, 4, when not given). Lighthouse's score follows the machine it runs on: a machine twice as fast
 * as this one, measured at 4, looks like this one measured at 2. For comparing two versions of the code
 * as a faster machine would see them; the issue's figure is the default.
 *
 * --reports: each run's whole report (JSON, for Lighthouse's viewer) in DIR, to see where the time went.
 *
 * With DATABASE_URL, a database of its own on that server (pm_lighthouse_*, dropped at the end; never the
 * browser tests' pm_e2e_* ones, which may be in use); otherwise an embedded PostgreSQL in .tmp/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { freshDatabase as newDatabaseOn } from '../e2e/support/fresh-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value)) throw new Error(`${name} takes a number`);
  return value;
};
const RUNS = option('--runs', 3);
const PORT = option('--port', Number(process.env.LIGHTHOUSE_PORT ?? 5095));
const MIN_PERFORMANCE = option('--min-performance', 90);
const BASE = `http://127.0.0.1:${PORT}`;
const WARM = process.argv.includes('--warm');
const DEFAULT_CPU_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;
const CPU_SLOWDOWN = option('--cpu-slowdown', DEFAULT_CPU_SLOWDOWN);
if (!(CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown takes a number of 1 or more');
const reportsAt = process.argv.indexOf('--reports');
const REPORTS = reportsAt > 0 ? process.argv[reportsAt + 1] : undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
const sessionCookie = async (): Promise<string> => {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
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

interface Run {
  readonly performance: number;
  readonly accessibility: number;
  readonly metrics: Readonly<Record<string, string>>;
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

const audit = async (
  chromePort: number,
  pagePath: string,
  headers: Record<string, string> | undefined,
  reportName: string,
): Promise<Run> => {
  const result = await lighthouse(`${BASE}${pagePath}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: headers,
    disableStorageReset: WARM,
    throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`${pagePath}: Lighthouse gave no result`);
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true });
    await writeFile(path.join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // a session that did not hold would measure the sign-in page under the dashboard's name
  if (new URL(lhr.finalDisplayedUrl).pathname !== pagePath)
    throw new Error(`${pagePath}: the page ended at ${lhr.finalDisplayedUrl}`);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']),
  );
  return { performance: score('performance'), accessibility: score('accessibility'), metrics };
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const main = async (): Promise<number> => {
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_DATA: 'true', PORT: String(PORT) };
  const dropDatabase = await freshDatabase(env);
  let product: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'pm-lighthouse-'));
  try {
    console.log(`Starting the product on ${BASE} (demo data)...`);
    product = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'infra/src/launcher/start.ts')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitFor(`${BASE}/api/health`, product, 300_000);
    const cookie = await sessionCookie();

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

    const pages = [
      { name: 'sign-in (/auth)', slug: 'auth', path: '/auth', headers: undefined },
      {
        name: 'facilitator dashboard (/church-facilitator)',
        slug: 'church-facilitator',
        path: '/church-facilitator',
        headers: { cookie },
      },
    ];
    const rows: string[] = [];
    let failed = false;
    for (const page of pages) {
      const runs: Run[] = [];
      if (WARM) {
        // the returning visit's first visit: the service worker installs and keeps every built file
        await audit(chromePort, page.path, page.headers, `${page.slug}-first-visit`).catch(() => undefined);
        await sleep(5_000);
      }
      for (let run = 1; run <= RUNS; run++) {
        // Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP): such a run is measured again
        const result = await audit(chromePort, page.path, page.headers, `${page.slug}-${run}`).catch(
          (error: unknown) => {
            console.error(
              `${page.name}, run ${run}: ${error instanceof Error ? error.message : error}; again`,
            );
            return audit(chromePort, page.path, page.headers, `${page.slug}-${run}`);
          },
        );
        console.log(
          `${page.name}, run ${run}: performance ${result.performance}, accessibility ${result.accessibility}` +
            ` (${Object.entries(result.metrics)
              .map(([label, value]) => `${label} ${value}`)
              .join(', ')})`,
        );
        runs.push(result);
      }
      const performance = median(runs.map((run) => run.performance));
      const accessibility = median(runs.map((run) => run.accessibility));
      if (performance < MIN_PERFORMANCE) failed = true;
      rows.push(
        `| ${page.name} | ${runs.map((run) => run.performance).join(', ')} | **${performance}** | ${accessibility} |`,
      );
    }
    const visit = WARM ? 'a returning visit (service worker and cache kept)' : 'a first visit (nothing kept)';
    const cpu =
      CPU_SLOWDOWN === DEFAULT_CPU_SLOWDOWN
        ? ''
        : `, the phone's processor ${CPU_SLOWDOWN} times slower (not the default ${DEFAULT_CPU_SLOWDOWN})`;
    console.log(`\nLighthouse (mobile), ${visit}${cpu}, ${RUNS} runs each, ${CHROME}\n`);
    console.log('| page | performance (runs) | performance (median) | accessibility (median) |');
    console.log('|---|---|---|---|');
    for (const row of rows) console.log(row);
    if (failed) console.error(`\nA page's median performance is under ${MIN_PERFORMANCE}.`);
    return failed ? 1 : 0;
  } finally {
    await stop(chrome);
    await stop(product);
    await dropDatabase().catch((error: unknown) => console.error('could not drop the database:', error));
    await rm(profile, { recursive: true, force: true });
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
