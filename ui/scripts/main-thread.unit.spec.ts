import { describe, expect, it } from 'vitest';
import { figuresOf } from './main-thread';

const URL = 'http://127.0.0.1:5095/church-facilitator';
const MAIN = { pid: 7, tid: 7 };
const OTHER = { pid: 9, tid: 9 };
const ms = 1000;

/** A task of the page's main thread from `at` ms after the navigation, `long` ms long. */
const task = (at: number, long: number, where = MAIN) => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ...where,
  ts: (1000 + at) * ms,
  dur: long * ms,
});
const inside = (name: string, at: number, long: number) => ({ ...task(at, long), name });

const TRACE = [
  { name: 'navigationStart', ph: 'R', ...MAIN, ts: 1000 * ms, args: { data: { documentLoaderURL: URL } } },
  // an earlier page of the same tab (about:blank) is not this one
  { name: 'navigationStart', ph: 'R', ...OTHER, ts: 10 * ms, args: { data: { documentLoaderURL: '' } } },
  task(20, 30), // before the first paint: long, but no blocking time
  { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 1100 * ms },
  task(300, 100), // evaluates the modules: 100 × 4 − 50 = 350
  inside('v8.evaluateModule', 310, 80),
  task(500, 10), // 10 × 4 = 40, under 50: none
  task(600, 20), // 20 × 4 − 50 = 30
  inside('ThreadControllerImpl::RunTask', 605, 5), // nested in the one above: not a task of its own
  inside('Paint', 610, 4),
  task(700, 200, OTHER), // another process's thread
];

describe("the main thread's figures of one load", () => {
  it('reads the tasks of the page it navigated to, after its first paint, at the phone’s slowdown', () => {
    expect(figuresOf(TRACE, URL, 4)).toEqual({
      'first paint': 100,
      evaluation: 100,
      'longest task': 100,
      'blocking time': 380,
      busy: 160,
      painting: 4,
    });
  });

  it('takes each task as many times as long as the slowdown says', () => {
    // 100 × 2 − 50 = 150; 20 × 2 = 40 and 10 × 2 = 20 are under 50
    expect(figuresOf(TRACE, URL, 2)['blocking time']).toBe(150);
  });

  it('fails on a trace without the navigation, instead of measuring another page', () => {
    expect(() => figuresOf(TRACE, 'http://127.0.0.1:5095/auth', 4)).toThrow(/no navigation/);
  });
});
