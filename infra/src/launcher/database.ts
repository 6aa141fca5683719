import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR (started here). */
export const resolveDatabase = async (config: Config): Promise<{ url: string; embedded: EmbeddedDatabase | null }> => {
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
