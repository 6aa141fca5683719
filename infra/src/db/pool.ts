import pg from 'pg';

// bigint columns (positions) come back as strings; callers convert with BigInt() where they need to.
export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export const createPool = (connectionString: string, max = 10): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max, application_name: process.env.SERVICE_NAME ?? 'pm' });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  return pool;
};

/** Runs `work` in a transaction on one client; commits on success, rolls back on any error. */
export const inTransaction = async <T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
};
