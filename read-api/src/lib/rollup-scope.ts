import { type Actor, ForbiddenError, scopeOf } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import { assertProjectInScope } from './project-filter';

/**
 * The (scope, id) of the rolled-up figures (projector/src/rollups) a route reads: the asked project,
 * once it is known to lie in the caller's scope (403 otherwise), else the caller's own scope.
 */
export const rollupScopeOf = async (
  pool: pg.Pool,
  actor: Actor,
  projectId: number | undefined,
): Promise<readonly [string, number]> => {
  if (projectId !== undefined) await assertProjectInScope(pool, actor, projectId);
  return rollupScope(actor, projectId);
};

/** `rollupScopeOf` for a project the route has already checked (`listScope`). */
export const rollupScope = (
  actor: Actor,
  checkedProjectId: number | undefined,
): readonly [string, number] => {
  if (checkedProjectId !== undefined) return ['project', checkedProjectId];
  const own = scopeOf(actor);
  switch (own.kind) {
    case 'all':
      return ['programme', 0];
    case 'region':
      return ['region', own.regionId];
    case 'cluster':
      return ['cluster', own.clusterId];
    case 'project':
      return ['project', own.projectId];
    case 'none':
      throw new ForbiddenError();
  }
};

/** Expected, paid and outstanding of the rolled-up months of a scope: one month, up to one, or all. */
export const rolledUpMoney = async (
  pool: pg.Pool,
  [scope, id]: readonly [string, number],
  month: { readonly op: '=' | '<='; readonly month: string } | null,
): Promise<{ expected: number; paid: number; outstanding: number }> => {
  let months = db
    .selectFrom('rollup_months')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('expected'), sql.lit(0)).as('expected'),
      eb.fn.coalesce(eb.fn.sum<number>('paid'), sql.lit(0)).as('paid'),
      eb.fn.coalesce(eb.fn.sum<number>('outstanding'), sql.lit(0)).as('outstanding'),
    ])
    .where('scope', '=', scope)
    .where('scope_id', '=', id);
  if (month !== null) months = months.where('month', month.op, month.month);
  const row = (await firstRow(pool, months))!;
  return { expected: Number(row.expected), paid: Number(row.paid), outstanding: Number(row.outstanding) };
};
