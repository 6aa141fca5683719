import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { spawnTs, stopChild } from './processes';

export interface SupervisedOptions {
  /** First delay before a restart; doubles after each quick crash up to `maxDelayMs`. */
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
  /** A process that ran this long before dying is restarted at the initial delay again. */
  readonly stableAfterMs?: number;
  readonly log?: (line: string) => void;
  /** Called with each process as it is started (the first and every restart). */
  readonly onStart?: (child: ChildProcess) => void;
}

/**
 * One service of `npm start`, kept running: when it dies (a crash, kill -9, an out-of-memory abort) it
 * is started again after a back-off, instead of the whole product stopping. The services themselves
 * survive the database going away; this covers what they cannot.
 */
export class Supervised {
  private child: ChildProcess | undefined;
  private stopping = false;
  private delayMs: number;
  private timer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  restarts = 0;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: NodeJS.ProcessEnv,
    private readonly options: SupervisedOptions = {},
  ) {
    this.delayMs = options.initialDelayMs ?? 500;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): void {
    this.startedAt = Date.now();
    const child = spawnTs(this.entry, this.env, this.name);
    this.child = child;
    this.options.onStart?.(child);
    child.on('exit', (code, signal) => {
      if (this.stopping || child !== this.child) return;
      const initial = this.options.initialDelayMs ?? 500;
      if (Date.now() - this.startedAt >= (this.options.stableAfterMs ?? 30_000)) this.delayMs = initial;
      const delay = this.delayMs;
      this.delayMs = Math.min(this.delayMs * 2, this.options.maxDelayMs ?? 10_000);
      this.restarts++;
      (this.options.log ?? console.error)(
        `${this.name} exited (${signal ?? code}); restarting in ${(delay / 1000).toFixed(1)} s`,
      );
      this.timer = setTimeout(() => {
        this.timer = undefined;
        if (!this.stopping) this.start();
      }, delay);
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.child) await stopChild(this.child);
  }
}

const reachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** Checks the database every `everyMs`; after two failed checks in a row, calls `restart` (once at a time). */
export const watchDatabase = (url: string, restart: () => Promise<void>, everyMs = 2000): NodeJS.Timeout => {
  let failures = 0;
  let busy = false;
  return setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      try {
        failures = (await reachable(url)) ? 0 : failures + 1;
        if (failures >= 2) {
          failures = 0;
          await restart().catch((e: unknown) =>
            console.error(`Restarting the database failed: ${String(e)}`),
          );
        }
      } finally {
        busy = false;
      }
    })();
  }, everyMs);
};
