import type pg from 'pg';

/** Sequences known to exist, per pool: a process may talk to more than one database (the API tests do). */
const ensured = new WeakMap<pg.Pool, Set<string>>();

/**
 * The kinds recorded many times a day (a meeting's savings, payments, SMS receipts): their ids are taken
 * BLOCK at a time and handed out by the process, which spares each of those commands a round trip. A
 * restart leaves the rest of a block unused (a gap, as a failed command leaves one); ids stay unique and,
 * within one process, increasing. Places, people and documents keep one id per call, without such gaps.
 */
const BLOCK_KINDS = new Set([
  'group_saving',
  'loan_repayment',
  'member_penalty',
  'fee_payment',
  'payment',
  'emergency_contribution',
  'sms',
]);
const BLOCK = 16;
const blocks = new WeakMap<pg.Pool, Map<string, Promise<number[]>>>();

/**
 * Identifiers are positive integers allocated before the append (the specification's URLs use them).
 * One PostgreSQL sequence per kind; a failed command leaves a gap, which is harmless.
 */
export const nextId = async (pool: pg.Pool, kind: string): Promise<number> => {
  if (!BLOCK_KINDS.has(kind)) return nextIdAlone(pool, kind);
  let byKind = blocks.get(pool);
  if (!byKind) {
    byKind = new Map();
    blocks.set(pool, byKind);
  }
  for (;;) {
    let block = byKind.get(kind);
    if (!block) {
      block = nextIds(pool, kind, BLOCK);
      byKind.set(kind, block);
      block.catch(() => byKind.delete(kind));
    }
    const ids = await block;
    const id = ids.shift();
    if (id !== undefined) return id;
    if (byKind.get(kind) === block) byKind.delete(kind);
  }
};

/** The kind's sequence, created on first use (once per pool and process). */
const sequenceOf = async (pool: pg.Pool, kind: string): Promise<string> => {
  if (!/^[a-z_]+$/.test(kind)) throw new Error(`Invalid id kind ${kind}`);
  const sequence = `id_${kind}`;
  let known = ensured.get(pool);
  if (!known) {
    known = new Set();
    ensured.set(pool, known);
  }
  if (!known.has(sequence)) {
    await pool.query(`CREATE SEQUENCE IF NOT EXISTS ${sequence}`).catch((e: { code?: string }) => {
      // two processes creating the same sequence at once: the loser sees a unique violation
      if (e.code !== '23505') throw e;
    });
    known.add(sequence);
  }
  return sequence;
};

const nextIdAlone = async (pool: pg.Pool, kind: string): Promise<number> => {
  const result = await pool.query<{ id: string }>({
    name: 'pm_next_id', // prepared once per connection: one of most commands' statements
    text: 'SELECT nextval($1::regclass) AS id',
    values: [await sequenceOf(pool, kind)],
  });
  return Number(result.rows[0]!.id);
};

/** `count` fresh identifiers of one kind in one round trip (bulk imports). */
export const nextIds = async (pool: pg.Pool, kind: string, count: number): Promise<number[]> => {
  if (count === 0) return [];
  const result = await pool.query<{ id: string }>(
    'SELECT nextval($1::regclass) AS id FROM generate_series(1, $2)',
    [await sequenceOf(pool, kind), count],
  );
  return result.rows.map((r) => Number(r.id));
};
