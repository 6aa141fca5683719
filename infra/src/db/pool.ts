import type { Writable } from 'node:stream';
import pg from 'pg';

// bigint columns (positions) come back as strings; callers convert with BigInt() where they need to.
export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/**
 * Every connection runs with PostgreSQL's JIT compilation off: the product's statements are short
 * (a page, a group, a rolled-up row), and JIT, which kicks in on the planner's cost estimate alone (a
 * table not yet analysed after a rebuild is enough), spent half a second compiling a 2 ms query of the
 * groups list in `npm run bench`. Nor does a statement start parallel workers: starting them took 7 to
 * 12 ms of a programme-wide page whose work took 3 (at Kenya scale, on two cores the other services share).
 */
export const CONNECTION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

export const createPool = (
  connectionString: string,
  max = 10,
  { pipeline = false }: { readonly pipeline?: boolean } = {},
): pg.Pool => {
  const pool = new pg.Pool({
    connectionString,
    max,
    pipeline,
    application_name: process.env.SERVICE_NAME ?? 'pm',
    options: CONNECTION_OPTIONS,
  });
  // A client that loses its connection (the database restarting) must not crash the process: idle
  // clients report to the pool, checked-out ones to their own listener; the query in flight fails and
  // the pool opens a new connection for the next one.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (pipeline) writeOncePerTick(client);
  });
  return pool;
};

/**
 * On a pipelined connection, the statements sent in one turn of the event loop go out in one write.
 * node-postgres writes each statement on its own, a system call each, and between processes on a
 * virtual machine each one costs more than the statement's own work (a third of the projector's busy
 * time was `writev`). So the socket is corked at a turn's first statement and uncorked once that turn's
 * callbacks and promise continuations have run (`process.nextTick`, after the microtasks queued before it).
 */
const writeOncePerTick = (client: pg.PoolClient): void => {
  const stream = (client as unknown as { connection: { stream: Partial<Writable> } }).connection.stream;
  if (typeof stream.cork !== 'function' || typeof stream.uncork !== 'function') return;
  const send = client.query;
  let corked = false;
  const flush = () => {
    corked = false;
    stream.uncork?.();
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    if (!corked) {
      corked = true;
      stream.cork?.();
      process.nextTick(flush);
    }
    return (send as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof client.query;
};

/**
 * Where a transaction's first and last statements can go with its BEGIN and COMMIT, one round trip each:
 * `begin` starts with 'BEGIN; ' and `commit` ends with '; COMMIT' (simple queries, so no parameters:
 * only text the code writes itself). `work` gets the results of `begin`'s statements.
 */
export interface TransactionTexts {
  readonly begin?: string;
  readonly commit?: string;
}

/** Runs `work` in a transaction on one client; commits on success, rolls back on any error. */
export const inTransaction = async <T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, opened: readonly pg.QueryResult[]) => Promise<T>,
  texts: TransactionTexts = {},
): Promise<T> => {
  const client = await pool.connect();
  try {
    const opened = (await client.query(texts.begin ?? 'BEGIN')) as unknown as
      | pg.QueryResult
      | pg.QueryResult[];
    const result = await work(client, Array.isArray(opened) ? opened : [opened]);
    await client.query(texts.commit ?? 'COMMIT');
    return result;
  } catch (e) {
    // (a failed BEGIN or COMMIT included: ROLLBACK outside a transaction is only a warning)
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
};
