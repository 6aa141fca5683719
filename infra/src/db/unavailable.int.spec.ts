import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { hostOf, startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { ANSWER_MARGIN_MS, createPool, type DatabaseLimits, forLongWork, inTransaction } from './pool';
import { isDatabaseUnavailable } from './unavailable';

let db: TestDatabase;
let proxy: TcpProxy;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  proxy = await startTcpProxy(hostOf(db.url));
});
afterEach(async () => {
  await proxy.resume();
  await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => {})));
});
afterAll(async () => {
  await proxy.close();
  await db.drop();
});

const LIMITS: DatabaseLimits = {
  connectTimeoutMs: 500,
  statementTimeoutMs: 500,
  idleInTransactionTimeoutMs: 2_000,
};

const limitedPool = (max = 4, url = proxy.url(db.url)) => {
  const pool = createPool(url, max, { limits: LIMITS });
  pools.push(pool);
  return pool;
};

/** How `work` failed and after how many milliseconds. */
const failure = async (work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> => {
  const started = performance.now();
  try {
    await work();
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected a failure');
};

describe('the limits of a service’s connections', () => {
  it('are set on every connection, and the pool for long work has no statement timeout', async () => {
    const pool = limitedPool();
    const settings = async (p: pg.Pool) =>
      (
        await p.query<{ statement: string; idle: string }>(
          `SELECT current_setting('statement_timeout') AS statement,
                  current_setting('idle_in_transaction_session_timeout') AS idle`,
        )
      ).rows[0];
    expect(await settings(pool)).toEqual({ statement: '500ms', idle: '2s' });
    const long = forLongWork(pool);
    expect(long).not.toBe(pool);
    expect(forLongWork(pool)).toBe(long);
    expect(await settings(long)).toEqual({ statement: '0', idle: '2s' });
    await pool.end();
    // ended with its pool
    await expect(long.query('SELECT 1')).rejects.toThrow(/after calling end/);
    // a pool without limits (the projector's, the tools') is its own pool for long work
    const unlimited = createPool(db.url, 1);
    pools.push(unlimited);
    expect(forLongWork(unlimited)).toBe(unlimited);
  });

  it('cancel a statement that runs longer than the statement timeout, and keep the connection', async () => {
    const pool = limitedPool(1);
    const { error, ms } = await failure(() => pool.query('SELECT pg_sleep(3)'));
    expect(error).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(1_500);
    expect((await pool.query('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
  });

  it('give up on a free connection after the connect timeout', async () => {
    const pool = limitedPool(1);
    const held = await pool.connect();
    try {
      const { error, ms } = await failure(() => pool.query('SELECT 1'));
      expect((error as Error).message).toBe('timeout exceeded when trying to connect');
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(450);
      expect(ms).toBeLessThan(1_500);
    } finally {
      held.release();
    }
  });
});

describe('a database that is away', () => {
  it('stopped: a statement fails at once, and works again once it is back', async () => {
    const pool = limitedPool();
    await pool.query('SELECT 1'); // an idle connection, cut by the stop
    await proxy.stop();
    const cutOff = await failure(() => pool.query('SELECT 1'));
    expect(isDatabaseUnavailable(cutOff.error)).toBe(true);
    const refused = await failure(() => pool.query('SELECT 1'));
    expect(refused.error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused.error)).toBe(true);
    expect(refused.ms).toBeLessThan(200);
    await proxy.resume();
    expect((await pool.query('SELECT 2 AS n')).rows).toEqual([{ n: 2 }]);
  });

  it('frozen: a statement on an open connection fails after the timeout and its connection is dropped', async () => {
    const pool = limitedPool();
    await pool.query('SELECT 1');
    expect(pool.totalCount).toBe(1);
    proxy.freeze();
    const read = await failure(() => pool.query('SELECT 1'));
    expect((read.error as Error).message).toBe('Query read timeout');
    expect(isDatabaseUnavailable(read.error)).toBe(true);
    expect(read.ms).toBeGreaterThanOrEqual(LIMITS.statementTimeoutMs + ANSWER_MARGIN_MS - 50);
    expect(read.ms).toBeLessThan(LIMITS.statementTimeoutMs + ANSWER_MARGIN_MS + 1_000);
    // not handed out again
    expect(pool.totalCount).toBe(0);
    // a new connection is not answered either: given up after the connect timeout
    const opened = await failure(() => pool.query('SELECT 1'));
    expect((opened.error as Error).message).toBe('Connection terminated due to connection timeout');
    expect(isDatabaseUnavailable(opened.error)).toBe(true);
    expect(opened.ms).toBeLessThan(LIMITS.connectTimeoutMs + 1_000);
    await proxy.resume();
    expect((await pool.query('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
  });

  it('frozen in a transaction: the failure is not followed by a ROLLBACK waiting as long again', async () => {
    const pool = limitedPool();
    const { error, ms } = await failure(() =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT 1');
        proxy.freeze();
        await client.query('SELECT 2');
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(LIMITS.statementTimeoutMs + ANSWER_MARGIN_MS + 1_000);
    expect(pool.totalCount).toBe(0);
    await proxy.resume();
    expect((await pool.query('SELECT 4 AS n')).rows).toEqual([{ n: 4 }]);
  });
});
