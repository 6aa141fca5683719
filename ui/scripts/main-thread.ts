/**
 * The browser's main thread while the sign-in page and the facilitator's dashboard load, read from Chrome's
 * own trace in real time: what Lighthouse's score is made of (its blocking time is the main thread's long
 * tasks), without Lighthouse's simulation of a phone and a slow line, whose first paint moves by a second
 * from run to run with the order in which localhost's answers arrive. For comparing two versions of the UI
 * on the same machine. Against the product on a fresh database with the demo data (measured-product.ts),
 * Debian's Chromium headless at 412 × 823 (a phone's width, as Lighthouse's), a first visit each time; the
 * figures cover the load and the 5 s after it. A benchmark, not a test: `npm test` does not run it.
 *
 *   npm run main-thread [-- --runs 5] [--port 5095] [--cpu-slowdown 4] [--traces DIR]
 *
 * --traces: each run's whole trace (JSON, for Chrome's performance panel) in DIR, to see where the time went.
 *
 * Per page, the median and range over the runs of:
 * - first paint: the first contentful paint, ms after the navigation started;
 * - evaluation: the longest task that evaluates the app's modules;
 * - longest task;
 * - blocking time ×N: Lighthouse's arithmetic on the real tasks after the first paint, each taken N times
 *   as long (--cpu-slowdown, 4 as Lighthouse's phone), less 50 ms;
 * - busy: every task's time together;
 * - painting: the time spent painting.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median, option, PAGES, runMain, withMeasuredProduct } from './measured-product';

const RUNS = option('--runs', 5);
const PORT = option('--port', Number(process.env.LIGHTHOUSE_PORT ?? 5095));
const SLOWDOWN = option('--cpu-slowdown', 4);
const AFTER_LOAD_MS = 5_000;
const tracesAt = process.argv.indexOf('--traces');
const KEPT = tracesAt > 0 ? process.argv[tracesAt + 1] : undefined;

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly data?: { readonly documentLoaderURL?: string } };
}

const FIGURES = ['first paint', 'evaluation', 'longest task', 'blocking time', 'busy', 'painting'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/**
 * Chrome's trace sometimes lacks the page's navigationStart (about one load in ten here, the trace
 * starting a moment late); such a load is measured again.
 */
export class MissedNavigation extends Error {
  constructor(pageUrl: string) {
    super(`the trace has no navigation to ${pageUrl}`);
  }
}
const MAX_MISSED = 3;

/** The figures of one load, from its trace's events. */
export const figuresOf = (events: readonly TraceEvent[], pageUrl: string, slowdown: number): Figures => {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === pageUrl,
  );
  if (!navigation) throw new MissedNavigation(pageUrl);
  const onMain = events.filter(
    (event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X',
  );
  const within = (outer: TraceEvent, inner: TraceEvent) =>
    inner.ts >= outer.ts && inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  const taskName = onMain.some((event) => event.name === 'ThreadControllerImpl::RunTask')
    ? 'ThreadControllerImpl::RunTask'
    : 'RunTask';
  const candidates = onMain.filter((event) => event.name === taskName && event.ts >= navigation.ts);
  // only the outermost: a task run inside another (a nested loop) is part of it
  const tasks = candidates.filter(
    (task) => !candidates.some((other) => other !== task && within(other, task)),
  );
  const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid);
  const firstPaint = paint ? paint.ts : navigation.ts;
  const evaluations = onMain.filter((event) => event.name === 'v8.evaluateModule');
  return {
    'first paint': (firstPaint - navigation.ts) / 1000,
    evaluation: Math.max(
      0,
      ...tasks.filter((task) => evaluations.some((evaluation) => within(task, evaluation))).map(ms),
    ),
    'longest task': Math.max(0, ...tasks.map(ms)),
    'blocking time': tasks
      .filter((task) => task.ts >= firstPaint)
      .reduce((sum, task) => sum + Math.max(0, ms(task) * slowdown - 50), 0),
    busy: tasks.reduce((sum, task) => sum + ms(task), 0),
    painting: onMain.filter((event) => event.name === 'Paint').reduce((sum, event) => sum + ms(event), 0),
  };
};

const main = (): Promise<number> =>
  withMeasuredProduct(PORT, async ({ base, cookie, chromePort }) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    if (KEPT) await mkdir(KEPT, { recursive: true });
    const traces = KEPT ?? (await mkdtemp(path.join(os.tmpdir(), 'pm-main-thread-')));
    const [name = '', value = ''] = cookie.split('=');
    const rows: string[] = [];
    try {
      for (const page of PAGES) {
        const runs: Figures[] = [];
        let missed = 0;
        for (let run = 1; run <= RUNS; run++) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1.75,
            isMobile: true,
            hasTouch: true,
          });
          try {
            if (page.signedIn) await context.addCookies([{ name, value, url: base }]);
            const tab = await context.newPage();
            const file = path.join(traces, `${page.slug}-${run}.json`);
            await browser.startTracing(tab, {
              path: file,
              categories: [
                'devtools.timeline',
                'disabled-by-default-devtools.timeline',
                'v8.execute',
                'blink.user_timing',
                'loading',
                'toplevel',
              ],
            });
            await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
            await tab.waitForTimeout(AFTER_LOAD_MS);
            await browser.stopTracing();
            if (new URL(tab.url()).pathname !== page.path)
              throw new Error(`${page.path}: the page ended at ${tab.url()}`);
            const { traceEvents } = JSON.parse(await readFile(file, 'utf8')) as {
              traceEvents: TraceEvent[];
            };
            let figures: Figures;
            try {
              figures = figuresOf(traceEvents, `${base}${page.path}`, SLOWDOWN);
            } catch (error) {
              if (!(error instanceof MissedNavigation) || ++missed > MAX_MISSED) throw error;
              console.log(`${page.name}, run ${run}: ${error.message}; loading it again`);
              run--;
              continue;
            }
            console.log(
              `${page.name}, run ${run}: ${FIGURES.map((figure) => `${figure} ${Math.round(figures[figure])} ms`).join(', ')}`,
            );
            runs.push(figures);
          } finally {
            await context.close();
          }
        }
        for (const figure of FIGURES) {
          const values = runs.map((run) => run[figure]);
          rows.push(
            `| ${page.name} | ${figure}${figure === 'blocking time' ? ` ×${SLOWDOWN}` : ''} | **${Math.round(median(values))}** | ${Math.round(Math.min(...values))} to ${Math.round(Math.max(...values))} |`,
          );
        }
      }
    } finally {
      await browser.close();
      if (!KEPT) await rm(traces, { recursive: true, force: true });
    }
    console.log(`\nThe main thread while a page loads and 5 s after, real time (ms), ${RUNS} runs each\n`);
    console.log('| page | figure | median | range |\n|---|---|---|---|');
    for (const row of rows) console.log(row);
    return 0;
  });

// imported by its unit test for figuresOf; run as a script otherwise
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) runMain(main);
