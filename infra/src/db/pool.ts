import pg from 'pg';
import { writeOncePerTick } from './write-once-per-tick';

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

/**
 * How long a service lets the database keep it waiting (config.ts: DB_CONNECT_TIMEOUT_MS,
 * DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; 0 turns one off). Without them a database
 * that stopped answering (frozen, or a network that drops packets) held every request until the browser
 * gave up; with them it answers 503 within a few seconds (http/base-app.ts, db/unavailable.ts).
 */
export interface DatabaseLimits {
  /** Opening a connection, or waiting for a free one of the pool (pg-pool's connectionTimeoutMillis). */
  readonly connectTimeoutMs: number;
  /**
   * PostgreSQL's statement_timeout on every connection; the service itself waits for an answer this long
   * plus ANSWER_MARGIN_MS (node-postgres' query_timeout), then drops the connection: a frozen server
   * cannot cancel its own statements.
   */
  readonly statementTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open ends, and its locks with it. */
  readonly idleInTransactionTimeoutMs: number;
}

/** How much longer than the statement timeout the service waits for an answer before it gives up on it. */
export const ANSWER_MARGIN_MS = 1_000;

/** Connections of the pool for long work (forLongWork): one report and one replay check at a time. */
const LONG_WORK_MAX = 2;

const limitOptions = (limits: DatabaseLimits): pg.PoolConfig => ({
  ...(limits.connectTimeoutMs > 0 ? { connectionTimeoutMillis: limits.connectTimeoutMs } : {}),
  ...(limits.statementTimeoutMs > 0
    ? {
        statement_timeout: limits.statementTimeoutMs,
        query_timeout: limits.statementTimeoutMs + ANSWER_MARGIN_MS,
      }
    : {}),
  ...(limits.idleInTransactionTimeoutMs > 0
    ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs }
    : {}),
});

/** The pool for long work of each pool with a statement timeout, made when first asked for. */
const longWorkPools = new WeakMap<pg.Pool, () => pg.Pool>();

/**
 * The pool for work that may rightly run longer than the statement timeout, in the background (a report
 * produced and stored, the daily replay check): the same database and limits but no statement timeout,
 * at most two connections, ended with `pool`. `pool` itself when it has no statement timeout (the
 * projector's, the command-line tools', the tests').
 */
export const forLongWork = (pool: pg.Pool): pg.Pool => longWorkPools.get(pool)?.() ?? pool;

export const createPool = (
  connectionString: string,
  max = 10,
  {
    pipeline = false,
    limits,
  }: {
    readonly pipeline?: boolean;
    /** None by default: the services pass theirs (runtime.ts); the projector and the tools run unlimited. */
    readonly limits?: DatabaseLimits | undefined;
  } = {},
): pg.Pool => {
  const pool = new pg.Pool({
    connectionString,
    max,
    pipeline,
    // the launcher names each child with it (launcher/processes.ts): not a setting, so not in config.ts
    application_name: process.env.SERVICE_NAME ?? 'pm',
    options: CONNECTION_OPTIONS,
    ...(limits ? limitOptions(limits) : {}),
  });
  // A client that loses its connection (the database restarting) must not crash the process: idle
  // clients report to the pool, checked-out ones to their own listener; the query in flight fails and
  // the pool opens a new connection for the next one.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (pipeline) writeOncePerTick(client);
    if (limits && limits.statementTimeoutMs > 0) dropOnReadTimeout(client);
  });
  if (limits && limits.statementTimeoutMs > 0) {
    let longWork: pg.Pool | undefined;
    let ended = false;
    longWorkPools.set(pool, () => {
      if (ended) return pool;
      longWork ??= createPool(connectionString, LONG_WORK_MAX, {
        limits: { ...limits, statementTimeoutMs: 0 },
      });
      return longWork;
    });
    const end = pool.end.bind(pool);
    pool.end = (async () => {
      ended = true;
      await longWork?.end();
      await end();
    }) as typeof pool.end;
  }
  return pool;
};

/**
 * A statement that got no answer within the query timeout leaves its connection waiting for one that
 * may never come (a frozen server): the connection is dropped at once, so the client is not handed out
 * again (pg-pool removes a client that is not queryable when it is released), the statements queued
 * behind it fail now instead of after a timeout each (a ROLLBACK after the failure), and the server, once
 * it runs again, ends the session and rolls back its transaction. node-postgres does the same itself only
 * on pipelined connections.
 */
const dropOnReadTimeout = (client: pg.PoolClient): void => {
  const send = client.query;
  const dropped = (error: unknown) => {
    if (!(error instanceof Error) || error.message !== 'Query read timeout') return;
    const internals = client as unknown as {
      _queryable: boolean;
      connection?: { stream?: { destroy?: () => void } };
    };
    internals._queryable = false;
    internals.connection?.stream?.destroy?.();
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // the callback forms, pg-pool's pool.query among them
      args[last] = (error: unknown, result: unknown) => {
        (callback as (e: unknown, r: unknown) => void)(error, result);
        if (error) dropped(error);
      };
      return (send as (...a: unknown[]) => unknown).apply(this, args);
    }
    const result = (send as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.then(undefined, dropped);
    return result;
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
