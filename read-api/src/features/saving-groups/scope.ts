import { type Actor, canRead, NotFoundError } from '@pm/domain';
import type { Database, SavingGroups } from '@pm/infra/db/tables';
import { db, firstRow } from '@pm/infra/db/typed';
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type ReferenceExpression,
  type SqlBool,
  sql,
} from 'kysely';
import type pg from 'pg';
import { type ListScope, listScope, withinScope } from '../../lib/typed-scope';

/** The place columns of a saving_groups row `g`, for `withinScope`. */
export const GROUP_PLACES = {
  region: 'g.region_id',
  cluster: 'g.cluster_id',
  project: 'g.project_id',
} as const;

/** A group the actor may read, or 404; the place of loans and funds is resolved through it. */
export const readableGroup = async (pool: pg.Pool, actor: Actor, groupId: number): Promise<void> => {
  const place = await firstRow(
    pool,
    db
      .selectFrom('saving_groups')
      .select(['region_id as regionId', 'cluster_id as clusterId', 'project_id as projectId'])
      .where('id', '=', groupId),
  );
  if (!place || !canRead(actor, place)) throw new NotFoundError('Saving group not found');
};

export interface GroupFilter {
  readonly projectId?: number | undefined;
  readonly groupId?: number | undefined;
}

/** A list's groups, resolved (and checked) before its query is built: one readable group, or the scope's. */
export type GroupSelection = { readonly groupId: number } | { readonly scope: ListScope };

/**
 * `?groupId=` narrows to one readable group (404 otherwise); without it, every group in scope, narrowed to
 * `?projectId=` (403 outside the scope).
 */
export const groupSelection = async (
  pool: pg.Pool,
  actor: Actor,
  filter: GroupFilter,
): Promise<GroupSelection> => {
  if (filter.groupId === undefined) return { scope: await listScope(pool, actor, filter.projectId) };
  await readableGroup(pool, actor, filter.groupId);
  return { groupId: filter.groupId };
};

/**
 * The one group asked for, if any: a list of its entries then joins that group's members only. An entry's
 * member is always of the entry's group, but PostgreSQL cannot know it, and without this reads every
 * member of the programme to join one group's entries (35 ms at Kenya scale, 0.3 ms with it). A join on
 * both columns would say it for every list, but the planner then misjudges the programme-wide lists.
 */
export const oneGroup = (selection: GroupSelection): number | undefined =>
  'groupId' in selection ? selection.groupId : undefined;

/** `column` (a row's group id) in the selected groups. */
export const ofGroups = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  selection: GroupSelection,
  column: ReferenceExpression<DB, TB>,
): Expression<SqlBool> =>
  'groupId' in selection
    ? eb(column, '=', selection.groupId)
    : eb(
        column,
        'in',
        db
          .selectFrom('saving_groups as g')
          .select('g.id')
          .where((gb) => withinScope(gb, selection.scope, GROUP_PLACES)),
      );

/** A list's emergency funds: one fund of a readable group, or the funds of the selected groups. */
export type FundSelection = { readonly fundId: number } | { readonly groups: GroupSelection };

/** `?fundId=` narrows to one fund of a readable group (404 otherwise); without it, the funds of the groups selected. */
export const fundSelection = async (
  pool: pg.Pool,
  actor: Actor,
  filter: GroupFilter & { readonly fundId?: number | undefined },
): Promise<FundSelection> => {
  if (filter.fundId === undefined) return { groups: await groupSelection(pool, actor, filter) };
  const fund = await firstRow(
    pool,
    db.selectFrom('emergency_funds').select('group_id as groupId').where('id', '=', filter.fundId),
  );
  if (!fund) throw new NotFoundError('Emergency fund not found');
  await readableGroup(pool, actor, fund.groupId);
  return { fundId: filter.fundId };
};

/** `column` (a row's fund id) in the selected funds. */
export const ofFunds = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  selection: FundSelection,
  column: ReferenceExpression<DB, TB>,
): Expression<SqlBool> =>
  'fundId' in selection
    ? eb(column, '=', selection.fundId)
    : eb(
        column,
        'in',
        db
          .selectFrom('emergency_funds as f2')
          .select('f2.id')
          .where((fb) => ofGroups(fb, selection.groups, 'f2.group_id')),
      );

/** Every saving-group route reads the saving-groups tables and scopes them through the projects table. */
export const SAVING_GROUP_MODELS = ['saving-groups', 'hierarchy'] as const;

const g = expressionBuilder<Database & { g: SavingGroups }, 'g'>();

/**
 * The loan fund's cash of a saving_groups row `g`: savings, repayments, penalties and fees in, principal
 * lent and payouts (share-outs, members paid on leaving) out. One expression for every route that shows it.
 */
export const loanFund = sql<number>`(${g.ref('g.savings')} + ${g.ref('g.repayments')} + ${g.ref('g.penalties_and_fees')} - ${g.ref('g.disbursed')} - ${g.ref('g.paid_out')})`;

/**
 * The members' savings a saving_groups row `g` holds now (this cycle's): what was paid in and adjusted,
 * less what closes and leaving payouts handed back. Adjustments move it; they move no cash.
 */
export const savingsHeld = sql<number>`(${g.ref('g.savings')} + ${g.ref('g.savings_adjusted')} - ${g.ref('g.savings_returned')})`;

/** Every saving since registration, net of reversals, with the adjustments of members' savings. */
export const savedSinceRegistration = sql<number>`(${g.ref('g.savings')} + ${g.ref('g.savings_adjusted')})`;
