import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

const ORPHAN_GUARD = path.join(import.meta.dirname, 'orphan-guard.mjs');

/**
 * Runs a TypeScript entry point of this repository as its own Node process (through tsx). The child
 * gets an IPC channel and the orphan guard, so it exits when this process dies, however it dies.
 */
export const spawnTs = (entry: string, env: NodeJS.ProcessEnv, name: string): ChildProcess => {
  const child = spawn(
    process.execPath,
    [
      // PM_CPU_PROFILE_DIR=dir: each service writes a V8 CPU profile there when it stops (benchmarks)
      ...(process.env.PM_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PM_CPU_PROFILE_DIR}`]
        : []),
      '--import',
      'tsx',
      '--import',
      ORPHAN_GUARD,
      path.join(ROOT, entry),
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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process behind ${url} exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
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
