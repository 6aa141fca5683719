import type { Writable } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { createPool } from './pool';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await db.drop();
});

/** How many writes the client's socket makes (each a system call), counted while `work` runs. */
const socketWrites = async (client: pg.PoolClient, work: () => Promise<unknown>): Promise<number> => {
  const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream as Writable & {
    _write: (...a: unknown[]) => unknown;
    _writev?: (...a: unknown[]) => unknown;
  };
  const write = stream._write;
  const writev = stream._writev;
  let writes = 0;
  stream._write = function (this: Writable, ...a: unknown[]) {
    writes += 1;
    return write.apply(this, a);
  };
  if (writev)
    stream._writev = function (this: Writable, ...a: unknown[]) {
      writes += 1;
      return writev.apply(this, a);
    };
  try {
    await work();
  } finally {
    stream._write = write;
    if (writev) stream._writev = writev;
  }
  return writes;
};

const threeStatements = (client: pg.PoolClient) =>
  Promise.all([
    client.query('SELECT $1::int AS n', [1]),
    client.query('SELECT $1::int AS n', [2]),
    client.query('SELECT $1::text AS t', ['three']),
  ]);

describe('a pipelined pool', () => {
  it('sends the statements of one turn of the event loop in one write, and answers each', async () => {
    const pool = createPool(db.url, 2, { pipeline: true });
    const client = await pool.connect();
    try {
      let answers: pg.QueryResult[] = [];
      const writes = await socketWrites(client, async () => {
        answers = await threeStatements(client);
      });
      expect(answers.map((a) => a.rows[0])).toEqual([{ n: 1 }, { n: 2 }, { t: 'three' }]);
      expect(writes).toBe(1);
      // statements sent after an answer go out in a write of their own turn, in order
      const later = await socketWrites(client, async () => {
        const first = await client.query('SELECT 1 AS n');
        const [second, third] = await Promise.all([
          client.query('SELECT $1::int AS n', [first.rows[0].n + 1]),
          client.query('SELECT 3 AS n'),
        ]);
        expect([second.rows[0].n, third.rows[0].n]).toEqual([2, 3]);
      });
      expect(later).toBe(2);
    } finally {
      client.release();
      await pool.end();
    }
  });

  it('still answers each statement after one of them fails, the failure to its own statement', async () => {
    const pool = createPool(db.url, 2, { pipeline: true });
    const client = await pool.connect();
    try {
      const settled = await Promise.allSettled([
        client.query('SELECT 1 AS n'),
        client.query('SELECT 1 / 0 AS n'),
        client.query('SELECT 3 AS n'),
      ]);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((await client.query('SELECT 4 AS n')).rows).toEqual([{ n: 4 }]);
    } finally {
      client.release();
      await pool.end();
    }
  });

  it('is not what the other services get: their statements go one at a time', async () => {
    const pool = createPool(db.url, 2);
    const client = await pool.connect();
    try {
      expect(client.pipeline).toBe(false);
      expect(await socketWrites(client, () => client.query('SELECT 1'))).toBe(1);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
