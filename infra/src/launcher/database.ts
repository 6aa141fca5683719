import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, loadConfig } from '../config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { migrate } from '../db/migrate';
import { createRuntime, type Runtime } from '../runtime';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR (started here). */
export const resolveDatabase = async (
  config: Config,
): Promise<{ url: string; embedded: EmbeddedDatabase | null }> => {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: null };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
  const embedded = await startEmbeddedPostgres(config.dataDir, port);
  return { url: embedded.url, embedded };
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
  const config = loadConfig();
  const { url, embedded } = await resolveDatabase(config);
  const runtime = createRuntime({ ...config, databaseUrl: url });
  try {
    await migrate(runtime.pool);
    return await work(runtime);
  } finally {
    await runtime.store.close();
    await runtime.pool.end();
    if (embedded && !process.env.DATABASE_URL && embedded.startedHere) await embedded.stop();
  }
};
