import { type Actor, scopeOf } from '@pm/domain';
import { type Expression, type ExpressionBuilder, type ReferenceExpression, type SqlBool, sql } from 'kysely';
import type pg from 'pg';
import { assertProjectInScope } from './project-filter';

/** A row's place columns, as references the type check knows (`'a.project_id'`). */
export interface PlaceRefs<DB, TB extends keyof DB> {
  readonly region?: ReferenceExpression<DB, TB>;
  readonly cluster?: ReferenceExpression<DB, TB>;
  readonly project?: ReferenceExpression<DB, TB>;
}

/** Whose rows a list shows: the caller's scope, narrowed to one project inside it when asked. */
export interface ListScope {
  readonly actor: Actor;
  readonly projectId?: number;
}

/**
 * The optional ?projectId= of list routes: a project inside the caller's scope narrows the list; one
 * outside it is refused (403) before any list is read, never silently widened or emptied
 * (docs/access-policy.md).
 */
export const listScope = async (
  pool: pg.Pool,
  actor: Actor,
  projectId: number | undefined,
): Promise<ListScope> => {
  if (projectId !== undefined) await assertProjectInScope(pool, actor, projectId);
  return { actor, projectId };
};

/**
 * The scope as a typed condition over a row's place columns, so lists return only what is in scope
 * (docs/access-policy.md): a place column the row lacks for the caller's level matches nothing.
 */
export const withinScope = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  { actor, projectId }: ListScope,
  refs: PlaceRefs<DB, TB>,
): Expression<SqlBool> => {
  const scope = scopeOf(actor);
  const at = (ref: ReferenceExpression<DB, TB> | undefined, id: number): Expression<SqlBool> =>
    ref === undefined ? sql<SqlBool>`false` : eb(ref, '=', id);
  const inScope =
    scope.kind === 'all'
      ? sql<SqlBool>`true`
      : scope.kind === 'region'
        ? at(refs.region, scope.regionId)
        : scope.kind === 'cluster'
          ? at(refs.cluster, scope.clusterId)
          : scope.kind === 'project'
            ? at(refs.project, scope.projectId)
            : sql<SqlBool>`false`;
  return projectId === undefined ? inScope : eb.and([inScope, at(refs.project, projectId)]);
};
