import type pg from 'pg';

/** Sequences known to exist, per pool: a process may talk to more than one database (the API tests do). */
const ensured = new WeakMap<pg.Pool, Set<string>>();

/**
 * Identifiers are positive integers allocated before the append (the specification's URLs use them).
 * One PostgreSQL sequence per kind; a failed command leaves a gap, which is harmless.
 */
export const nextId = async (pool: pg.Pool, kind: string): Promise<number> => {
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
  const result = await pool.query<{ id: string }>({
    name: 'pm_next_id', // prepared once per connection: one of most commands' statements
    text: 'SELECT nextval($1::regclass) AS id',
    values: [sequence],
  });
  return Number(result.rows[0]!.id);
};

/** `count` fresh identifiers of one kind in one round trip (bulk imports). */
export const nextIds = async (pool: pg.Pool, kind: string, count: number): Promise<number[]> => {
  if (count === 0) return [];
  await nextId(pool, kind); // makes sure the sequence exists; the id is a harmless gap
  const result = await pool.query<{ id: string }>(
    'SELECT nextval($1::regclass) AS id FROM generate_series(1, $2)',
    [`id_${kind}`, count],
  );
  return result.rows.map((r) => Number(r.id));
};
