import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';

let embedded: EmbeddedDatabase | undefined;
const dir = path.resolve(import.meta.dirname, '../../../.tmp/test-pg');

/** Vitest global setup: starts an embedded PostgreSQL when DATABASE_URL is not set. */
export const setup = async (): Promise<void> => {
  if (process.env.DATABASE_URL) return;
  await rm(dir, { recursive: true, force: true });
  embedded = await startEmbeddedPostgres(dir, 54329);
  process.env.TEST_PG_URL = embedded.url;
};

export const teardown = async (): Promise<void> => {
  await embedded?.stop();
  await rm(dir, { recursive: true, force: true }).catch(() => {});
};
