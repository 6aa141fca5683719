import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, configOrExit } from '../config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';
import { createRuntime, type Runtime } from '../runtime';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR on EMBEDDED_PG_PORT (started here). */
export const resolveDatabase = async (
  config: Config,
): Promise<{ url: string; embedded: EmbeddedDatabase | null }> => {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
  return { url: embedded.url, embedded };
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid in the first line of `file`, when a live process has it. */
const livePidIn = (file: string): number | undefined => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return pid > 0 && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** Whether `pid` is a launcher (`npm start`): its command line names start.ts. */
const isLauncher = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('launcher/start');
  } catch {
    return true; // no /proc: believe the pid file
  }
};

const waitForExit = async (pid: number, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
};

/**
 * Stops an embedded PostgreSQL a previous launcher left running on `dataDir` (the launcher killed with
 * SIGKILL before its reaper could act, or a machine without one): a fast shutdown, then an immediate one.
 * Answers the pid it stopped.
 */
export const stopOrphanedPostgres = async (dataDir: string): Promise<number | undefined> => {
  const pid = livePidIn(path.join(path.resolve(dataDir), 'pg', 'postmaster.pid'));
  if (pid === undefined) return undefined;
  console.log(`Stopping the embedded PostgreSQL (pid ${pid}) a previous npm start left running`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return pid;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 10_000)) return pid;
  throw new Error(`The embedded PostgreSQL (pid ${pid}) on ${dataDir} does not stop; stop it by hand`);
};

/**
 * The launcher's claim on DATA_DIR's embedded PostgreSQL (`launcher.pid`, without DATABASE_URL): refuses a
 * second `npm start` on the same data while the first runs; finding the claim of a launcher that is gone,
 * it stops the embedded PostgreSQL that launcher left behind. Answers the function that gives the claim up.
 */
export const claimDataDir = async (config: Config): Promise<() => void> => {
  // with DATABASE_URL, DATA_DIR holds only the session secret: several launchers may share it
  if (config.databaseUrl) return () => {};
  await mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'launcher.pid');
  const other = livePidIn(file);
  if (other !== undefined && other !== process.pid && isLauncher(other))
    throw new Error(`Another npm start (pid ${other}) is running on ${config.dataDir}; stop it first`);
  await stopOrphanedPostgres(config.dataDir);
  await writeFile(file, `${process.pid}\n`);
  return () => {
    if (livePidIn(file) === process.pid) unlinkSync(file);
  };
};

/**
 * Starts the reaper of the embedded PostgreSQL under `dataDir` (pg-reaper.mjs): it stops the server when
 * this process dies without doing so, even by SIGKILL.
 */
export const startPostgresReaper = (dataDir: string): ChildProcess => {
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'pg-reaper.mjs'),
      path.join(path.resolve(dataDir), 'pg', 'postmaster.pid'),
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  child.unref();
  child.channel?.unref();
  return child;
};

/** SESSION_SECRET when set; otherwise one generated once and kept under DATA_DIR, so restarts keep sessions. */
export const resolveSessionSecret = async (config: Config): Promise<string> => {
  if (config.sessionSecret) return config.sessionSecret;
  await mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'session-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
};

/**
 * For command-line tools (rebuild, seed): the configured database, or the embedded one under DATA_DIR
 * (reusing the server of a running `npm start`, or starting it for the duration of the tool).
 */
export const withCliRuntime = async <T>(work: (runtime: Runtime) => Promise<T>): Promise<T> => {
  const config = configOrExit();
  const { url, embedded } = await resolveDatabase(config);
  const runtime = createRuntime({ ...config, databaseUrl: url });
  try {
    await migrate(runtime.pool);
    return await work(runtime);
  } finally {
    await runtime.store.close();
    await runtime.pool.end();
    if (embedded?.startedHere) await embedded.stop();
  }
};
