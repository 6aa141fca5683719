import { monthOf, scopeOf } from '@pm/domain';
import { db } from '@pm/infra/db/typed';
import { type Expression, type SqlBool, sql } from 'kysely';
import { type ListScope, withinScope } from '../../lib/typed-scope';
import { meetingHeld } from './meetings';
import { GROUP_PLACES, savingsHeld } from './scope';

/** The figures of the groups' cards (the groups' stats, the module cards), over partial indexes. */

/** The (scope, id) of the rolled-up figures (`rollupScope`). */
type Rollup = readonly [string, number];

/** Whether a row's group (`column`) is one of the groups in scope. */
type OfGroups = (column: Expression<number>) => Expression<SqlBool>;

const count = sql<number>`count(*)::int`.as('n');
const TRUE = sql<SqlBool>`true`;

/** The groups in scope with the savings each holds now, read once by every figure over them. */
const scopeGroups = (scope: ListScope) =>
  db.with(
    (cte) => cte('g').materialized(),
    (qc) =>
      qc
        .selectFrom('saving_groups as g')
        .select(['g.id', 'g.status', savingsHeld.as('savings')])
        .where((eb) => withinScope(eb, scope, GROUP_PLACES)),
  );

/**
 * Rows of the groups in scope (their group id among `ids`, the scope's groups): every row when the scope
 * is the whole programme (every row belongs to some group), instead of matching 30,000 loans against
 * 5,000 ids.
 */
const ofScope =
  (scope: ListScope, ids: Expression<unknown>): OfGroups =>
  (column) =>
    scopeOf(scope.actor).kind === 'all' && scope.projectId === undefined
      ? TRUE
      : sql<SqlBool>`${column} IN ${ids}`;

/** A figure of the rolled-up figures (projector/src/rollups) of the scope, 0 when it has none yet. */
const rolledUp = ([scope, id]: Rollup, month?: string) =>
  db.fn.coalesce(
    month === undefined
      ? db
          .selectFrom('rollup_figures')
          .select('members as figure')
          .where('scope', '=', scope)
          .where('scope_id', '=', id)
          .$asScalar()
      : db
          .selectFrom('rollup_months')
          .select('savings as figure')
          .where('scope', '=', scope)
          .where('scope_id', '=', id)
          .where('month', '=', month)
          .$asScalar(),
    sql.lit(0),
  );

/** GET /api/saving-groups/stats: members from the rolled-up figures, active loans over their partial index. */
export const groupStats = (scope: ListScope, rollup: Rollup) =>
  scopeGroups(scope).selectNoFrom((eb) => {
    const ofGroups = ofScope(scope, eb.selectFrom('g').select('g.id'));
    return [
      eb.selectFrom('g').select(count).$asScalar().as('totalGroups'),
      rolledUp(rollup).as('totalMembers'),
      eb
        .selectFrom('g')
        .select((gb) => gb.fn.coalesce(gb.fn.sum<number>('savings'), sql.lit(0)).as('s'))
        .$asScalar()
        .as('totalSavings'),
      eb
        .selectFrom('group_loans as l')
        .select(count)
        .where('l.status', '=', sql.lit('active'))
        .where((lb) => ofGroups(lb.ref('l.group_id')))
        .$asScalar()
        .as('activeLoans'),
    ];
  });

/** The active loans of the groups in scope: what is still owed of the principal, and of the charge. */
const withLoans = (scope: ListScope) =>
  scopeGroups(scope).with('loans', (qc) =>
    qc
      .selectFrom('group_loans as l')
      .select((eb) => {
        const principal = eb.fn<number>('greatest', [
          eb('l.amount', '-', eb.ref('l.amount_paid')),
          sql.lit(0),
        ]);
        return [
          'l.due_date',
          principal.as('principal'),
          eb(eb('l.total_amount', '-', eb.ref('l.amount_paid')), '-', principal).as('charge'),
        ];
      })
      .where('l.status', '=', sql.lit('active'))
      .where((lb) => ofScope(scope, lb.selectFrom('g').select('g.id'))(lb.ref('l.group_id'))),
  );

/**
 * The former members, emergency funds and requests, and meetings of the groups in scope: those dated after
 * `today`, and those of this month to `today` that were held, as the Meetings screen tells them.
 */
const aroundTheGroups = (ofGroups: OfGroups, today: string) => [
  db
    .selectFrom('group_members as x')
    .select(count)
    .where((xb) => xb.and([xb.not(xb.ref('x.is_active')), ofGroups(xb.ref('x.group_id'))]))
    .$asScalar()
    .as('membersFormer'),
  db
    .selectFrom('emergency_funds as f')
    .select(count)
    .where((fb) => ofGroups(fb.ref('f.group_id')))
    .$asScalar()
    .as('funds'),
  db
    .selectFrom('emergency_disbursements as d')
    .innerJoin('emergency_funds as f', 'f.id', 'd.fund_id')
    .select(count)
    .where((fb) => ofGroups(fb.ref('f.group_id')))
    .where('d.status', '=', sql.lit('pending'))
    .$asScalar()
    .as('pending'),
  db
    .selectFrom('group_meetings as mt')
    .select(count)
    .where('mt.meeting_date', '>', sql<string>`${today}::date`)
    .where((mb) => ofGroups(mb.ref('mt.group_id')))
    .$asScalar()
    .as('meetingsUpcoming'),
  db
    .selectFrom('group_meetings as mt')
    .select(count)
    .where((mb) =>
      mb.between(
        'mt.meeting_date',
        sql<string>`(${monthOf(today)} || '-01')::date`,
        sql<string>`${today}::date`,
      ),
    )
    .where((mb) => ofGroups(mb.ref('mt.group_id')))
    .where(meetingHeld)
    .$asScalar()
    .as('meetingsHeld'),
];

/**
 * The module cards but the reports' (GET /api/saving-groups/module-stats): members and this month's
 * savings from the rolled-up figures; the rest over partial indexes. `today` is the business date.
 */
export const moduleFigures = (scope: ListScope, today: string, rollup: Rollup) =>
  withLoans(scope).selectNoFrom((eb) => {
    const ofGroups = ofScope(scope, eb.selectFrom('g').select('g.id'));
    const ofLoans = (column: 'principal' | 'charge') =>
      eb
        .selectFrom('loans')
        .select((sb) => sb.fn.coalesce(sb.fn.sum<number>(column), sql.lit(0)).as('s'))
        .$asScalar();
    return [
      eb.selectFrom('g').select(count).$asScalar().as('groupsTotal'),
      eb.selectFrom('g').select(count).where('status', '=', sql.lit('Active')).$asScalar().as('groupsActive'),
      rolledUp(rollup).as('membersActive'),
      eb
        .selectFrom('g')
        .select((gb) => gb.fn.coalesce(gb.fn.sum<number>('savings'), sql.lit(0)).as('s'))
        .$asScalar()
        .as('savingsTotal'),
      rolledUp(rollup, monthOf(today)).as('savingsMonth'),
      eb.selectFrom('loans').select(count).$asScalar().as('loansActive'),
      eb
        .selectFrom('loans')
        .select(count)
        .where('due_date', '<', sql<string>`${today}::date`)
        .$asScalar()
        .as('loansOverdue'),
      ofLoans('principal').as('loansOutstanding'),
      ofLoans('charge').as('loansCharge'),
      ...aroundTheGroups(ofGroups, today),
    ];
  });
