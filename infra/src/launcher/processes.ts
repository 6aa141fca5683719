import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

const ORPHAN_GUARD = path.join(import.meta.dirname, 'orphan-guard.mjs');

/**
 * Runs an entry point of this repository as its own Node process: built JavaScript (`.js`, `npm start`'s
 * services, ./build.ts) as it is, TypeScript through tsx. The child gets an IPC channel and the orphan
 * guard, so it exits when this process dies, however it dies.
 */
export const spawnTs = (entry: string, env: NodeJS.ProcessEnv, name: string): ChildProcess => {
  const child = spawn(
    process.execPath,
    [
      // PM_CPU_PROFILE_DIR=dir: each service writes a V8 CPU profile there when it stops (benchmarks)
      ...(process.env.PM_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PM_CPU_PROFILE_DIR}`]
        : []),
      ...(/\.[cm]?js$/.test(entry) ? [] : ['--import', 'tsx']),
      '--import',
      ORPHAN_GUARD,
      path.resolve(ROOT, entry),
    ],
    {
      cwd: ROOT,
      // its connections name the service (pg_stat_activity's application_name; infra/src/db/pool.ts)
      env: { ...env, SERVICE_NAME: name },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  child.on('error', (e) => console.error(`[${name}] failed to start: ${e.message}`));
  return child;
};

export const runToCompletion = (
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    );
  });

export const waitForHttp = async (url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> => {
  if (!(await waitUntilReady(url, { limitMs: timeoutMs, isAlive })))
    throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
};

export interface ReadyWait {
  /** Give up after this long (answers false); 0 or absent: wait as long as it takes. */
  readonly limitMs?: number;
  /** Throws when this turns false (the launcher is stopping). */
  readonly isAlive: () => boolean;
  /** Called every `progressEveryMs` while waiting, with the time waited so far. */
  readonly progress?: (waitedMs: number) => void;
  readonly progressEveryMs?: number;
}

/**
 * Waits until `url` answers 2xx: true once it does, false when `limitMs` passed first. A service that is
 * slow to start on a busy machine is waited for (a restarted one is restarted by its supervisor meanwhile),
 * never given up on by default: `npm start` once stopped everything after 30 s.
 */
export const waitUntilReady = async (url: string, wait: ReadyWait): Promise<boolean> => {
  const started = Date.now();
  let nextProgress = started + (wait.progressEveryMs ?? 5000);
  for (;;) {
    if (!wait.isAlive()) throw new Error(`stopped while waiting for ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.body?.cancel();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    const now = Date.now();
    if (wait.limitMs && now - started >= wait.limitMs) return false;
    if (wait.progress && now >= nextProgress) {
      nextProgress = now + (wait.progressEveryMs ?? 5000);
      wait.progress(now - started);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};

export const stopChild = (child: ChildProcess, timeoutMs = 8000): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
