import { type Actor, canRead, NotFoundError } from '@pm/domain';
import type pg from 'pg';
import { projectFilter } from '../../lib/project-filter';

/** Groups in the caller's scope, narrowed to ?projectId= when given. */
export const groupScope = (pool: pg.Pool, actor: Actor, projectId: number | undefined, params: unknown[]) =>
  projectFilter(
    pool,
    actor,
    projectId,
    { region: 'g.region_id', cluster: 'g.cluster_id', project: 'g.project_id' },
    params,
  );

/** A group the actor may read, or 404; the place of loans and funds is resolved through it. */
export const readableGroup = async (pool: pg.Pool, actor: Actor, groupId: number): Promise<void> => {
  const place = (
    await pool.query<{ regionId: number; clusterId: number; projectId: number }>(
      'SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM saving_groups WHERE id = $1',
      [groupId],
    )
  ).rows[0];
  if (!place || !canRead(actor, place)) throw new NotFoundError('Saving group not found');
};

export interface GroupFilter {
  readonly projectId?: number | undefined;
  readonly groupId?: number | undefined;
}

/** `?groupId=` narrows to one readable group; without it, every group in scope (and ?projectId). */
export const groupCondition = async (
  pool: pg.Pool,
  actor: Actor,
  filter: GroupFilter,
  params: unknown[],
  column: string,
): Promise<string> => {
  if (filter.groupId !== undefined) {
    await readableGroup(pool, actor, filter.groupId);
    params.push(filter.groupId);
    return `${column} = $${params.length}`;
  }
  return `${column} IN (SELECT g.id FROM saving_groups g WHERE ${await groupScope(pool, actor, filter.projectId, params)})`;
};

/**
 * Just after `groupCondition`: with `?groupId=`, the same group's members (`m`) too. An entry's member is
 * always of the entry's group, but PostgreSQL cannot know it, and without this read every member of the
 * programme to join one group's entries (35 ms at Kenya scale, 0.3 ms with it). A join on both columns
 * would say it for every list, but the planner then misjudges the programme-wide lists.
 */
export const ofOneGroupsMembers = (filter: GroupFilter, params: readonly unknown[]): string =>
  filter.groupId === undefined ? '' : ` AND m.group_id = $${params.length}`;

/** `?fundId=` narrows to one fund of a readable group; without it, the funds of the groups selected. */
export const fundCondition = async (
  pool: pg.Pool,
  actor: Actor,
  filter: GroupFilter & { readonly fundId?: number | undefined },
  params: unknown[],
): Promise<string> => {
  if (filter.fundId === undefined)
    return `f.id IN (SELECT f2.id FROM emergency_funds f2 WHERE ${await groupCondition(pool, actor, filter, params, 'f2.group_id')})`;
  const fund = (
    await pool.query<{ groupId: number }>('SELECT group_id AS "groupId" FROM emergency_funds WHERE id = $1', [
      filter.fundId,
    ])
  ).rows[0];
  if (!fund) throw new NotFoundError('Emergency fund not found');
  await readableGroup(pool, actor, fund.groupId);
  params.push(filter.fundId);
  return `f.id = $${params.length}`;
};

/** Every saving-group route reads the saving-groups tables and scopes them through the projects table. */
export const SAVING_GROUP_MODELS = ['saving-groups', 'hierarchy'] as const;

/**
 * The loan fund's cash of a saving_groups row `g`: savings, repayments, penalties and fees in, principal
 * lent and payouts (share-outs, members paid on leaving) out. One expression for every route that shows it.
 */
export const LOAN_FUND_SQL = '(g.savings + g.repayments + g.penalties_and_fees - g.disbursed - g.paid_out)';

/**
 * The members' savings a saving_groups row `g` holds now (this cycle's): what was paid in and adjusted,
 * less what closes and leaving payouts handed back. Adjustments move it; they move no cash.
 */
export const SAVINGS_HELD_SQL = '(g.savings + g.savings_adjusted - g.savings_returned)';

/** Every saving since registration, net of reversals, with the adjustments of members' savings. */
export const SAVED_SINCE_REGISTRATION_SQL = '(g.savings + g.savings_adjusted)';
