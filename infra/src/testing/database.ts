import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';

/**
 * Integration tests run against a real PostgreSQL: DATABASE_URL when set, otherwise the embedded
 * server that vitest's global setup started (TEST_PG_URL). Each test file gets a fresh database.
 */
export const testServerUrl = (): string => {
  const url = process.env.TEST_PG_URL ?? process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'No PostgreSQL for tests: set DATABASE_URL or run through vitest (global setup starts one)',
    );
  return url;
};

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export interface TestDatabase {
  readonly url: string;
  readonly pool: pg.Pool;
  drop(): Promise<void>;
}

export const createTestDatabase = async (options: { migrate?: boolean } = {}): Promise<TestDatabase> => {
  const serverUrl = testServerUrl();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const pool = createPool(url, 20);
  if (options.migrate !== false) await migrate(pool);
  return {
    url,
    pool,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
};
