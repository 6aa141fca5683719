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
 * as a faster machine would see them; the target figure is the default.
 *
 * --reports: each run's whole report (JSON, for Lighthouse's viewer) in DIR, to see where the time went.
 *
 * The product and Chrome are started by measured-product.ts (DATABASE_URL: a database of its own on that
 * server; otherwise an embedded PostgreSQL).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { CHROME, median, option, PAGES, runMain, sleep, withMeasuredProduct } from './measured-product';

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

const main = (): Promise<number> =>
  withMeasuredProduct(PORT, async ({ cookie, chromePort }) => {
    const pages = PAGES.map((page) => ({ ...page, headers: page.signedIn ? { cookie } : undefined }));
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
  });

runMain(main);
