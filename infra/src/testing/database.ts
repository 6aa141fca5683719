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
  readonly name: string;
  readonly url: string;
  readonly pool: pg.Pool;
  drop(): Promise<void>;
}

const DATABASE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

const onServer = async (sql: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

export const dropTestDatabase = async (name: string): Promise<void> => {
  if (!DATABASE_NAME.test(name)) throw new Error(`Not a test database name: ${name}`);
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
};

export const createTestDatabase = async (
  options: {
    migrate?: boolean;
    /** Copy this database (no one may be connected to it) instead of starting empty. */
    template?: string;
  } = {},
): Promise<TestDatabase> => {
  const serverUrl = testServerUrl();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (options.template !== undefined && !DATABASE_NAME.test(options.template))
    throw new Error(`Not a test database name: ${options.template}`);
  await onServer(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  const url = withDatabase(serverUrl, name);
  const pool = createPool(url, 20);
  if (options.migrate !== false) await migrate(pool);
  return {
    name,
    url,
    pool,
    drop: async () => {
      await pool.end();
      await dropTestDatabase(name);
    },
  };
};
