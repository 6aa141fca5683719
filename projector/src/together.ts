import type pg from 'pg';

/** PostgreSQL's in_failed_sql_transaction: the statement came after another one of its transaction failed. */
export const afterFailure = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause)
    if ((e as { code?: unknown }).code === '25P02') return true;
  return false;
};

/**
 * Runs pieces of work whose statements do not depend on each other's answers (nor their rows on each
 * other's writes). On a pipelined connection (the projector's own pool is), all of them start at once,
 * so their statements go out without waiting for each other's answers: the round trips of the longest
 * piece instead of the sum of all. On another connection, one after another (node-postgres queues
 * statements sent together on such a connection anyway, and deprecates doing so).
 *
 * The results come in the pieces' order. When some fail, the error thrown is the one that failed first
 * in the transaction, not a later statement's "current transaction is aborted".
 */
export const together = async <const P extends readonly (() => Promise<unknown>)[]>(
  tx: pg.PoolClient,
  pieces: P,
): Promise<{ -readonly [K in keyof P]: Awaited<ReturnType<P[K]>> }> => {
  type Results = { -readonly [K in keyof P]: Awaited<ReturnType<P[K]>> };
  if (!tx.pipeline || pieces.length < 2) {
    const results: unknown[] = [];
    for (const piece of pieces) results.push(await piece());
    return results as Results;
  }
  const settled = await Promise.allSettled(pieces.map(async (piece) => piece()));
  const refusals = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (refusals.length > 0) throw refusals.find((e) => !afterFailure(e)) ?? refusals[0];
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as Results;
};
