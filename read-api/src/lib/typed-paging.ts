import { db, firstRow, rows } from '@pm/infra/db/typed';
import { type SelectQueryBuilder, sql } from 'kysely';
import { pagingOf, type QueryContext, tellPage } from './define-query';

/**
 * Rows counted past the end of a page: a list longer than that says "at least" rather than count on
 * (at Kenya scale, counting 10,000 rows past the page cost a programme-wide list 100 ms; 1,000 cost 12).
 */
export const COUNT_AHEAD = 200;

/**
 * One page of a list built with Kysely, by the request's `?offset` and `?limit`, and its count, in
 * parallel. For lists whose scope can hold many rows (a programme's savings), so only the page is read.
 * `query` carries its ORDER BY, which must end with a unique column so pages never overlap. The count
 * stops COUNT_AHEAD rows past the page: a longer list answers that bound in X-Total-Count with
 * `X-Total-Count-Bounded: true` (a national list of millions of savings is not counted on every page).
 */
export const typedPage = async <DB, TB extends keyof DB, O>(
  { pool, request, reply }: Pick<QueryContext, 'pool' | 'request' | 'reply'>,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<O[]> => {
  const node = query.toOperationNode();
  if (node.orderBy === undefined || node.limit !== undefined || node.offset !== undefined)
    throw new Error('typedPage needs a query ordered by columns, without LIMIT or OFFSET');
  const { size, start } = pagingOf(request);
  const [page, count] = await Promise.all([
    rows(pool, query.limit(size).offset(start)) as Promise<O[]>,
    // in the page's order, so the count walks the same index as the page rather than scan the table
    firstRow(
      pool,
      db
        .selectFrom(query.limit(start + size + COUNT_AHEAD + 1).as('listed'))
        .select(sql<string>`count(*)`.as('n')),
    ),
  ]);
  const total = Number(count!.n);
  if (total > start + size + COUNT_AHEAD) reply.header('x-total-count-bounded', 'true');
  tellPage(request, reply, total);
  return page;
};
