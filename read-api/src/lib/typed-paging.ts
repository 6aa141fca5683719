import type { SelectQueryBuilder } from 'kysely';
import { type QueryContext, selectPage } from './define-query';

/**
 * `selectPage` (define-query.ts) for a list built with Kysely: `query` carries its ORDER BY (ending with a
 * unique column, so pages never overlap), and the page, its count and the paging headers are exactly
 * those of `selectPage`, which receives the compiled query and its order.
 */
export const typedPage = async <DB, TB extends keyof DB, O>(
  ctx: Pick<QueryContext, 'pool' | 'request' | 'reply'>,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<O[]> => {
  const unordered = query.clearOrderBy().compile();
  const ordered = query.compile();
  const orderBy = ` order by `;
  // Kysely writes ORDER BY last in a query without LIMIT: what follows the unordered text is the order
  if (
    !ordered.sql.startsWith(`${unordered.sql}${orderBy}`) ||
    ordered.parameters.length !== unordered.parameters.length
  )
    throw new Error('typedPage needs a query ordered by columns, without LIMIT or OFFSET');
  return selectPage<O>(
    ctx,
    unordered.sql,
    ordered.sql.slice(unordered.sql.length + orderBy.length),
    unordered.parameters,
  );
};
