import { businessDate, canRead, contributionStatus, NotFoundError } from '@pm/domain';
import { passbookQueries as q } from '@pm/domain/api/passbook-queries';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';
import { shownName } from './contributions';

/** The child's header row (names of an erased child withheld), with its place for the scope check. */
const childOf = (pool: pg.Pool, id: number) =>
  firstRow(
    pool,
    db
      .selectFrom('participants as p')
      .innerJoin('projects as pr', 'pr.id', 'p.project_id')
      .select((eb) => {
        // an erased child keeps no name of its own nor of the adults around it
        const unlessErased = (column: Expression<string | null>) =>
          eb.case().when(eb.ref('p.erased')).then(sql.lit(null)).else(column).end();
        return [
          'p.id',
          'p.participant_id as participantCode',
          shownName.as('name'),
          unlessErased(eb.ref('p.parent_guardian_name')).as('guardianName'),
          unlessErased(eb.ref('p.care_giver_name')).as('careGiverName'),
          'pr.code as projectCode',
          'pr.name as projectName',
          'p.monthly_contribution as monthlyContribution',
          'p.is_active as isActive',
          'p.region_id as regionId',
          'p.cluster_id as clusterId',
          'p.project_id as projectId',
        ];
      })
      .where('p.id', '=', id)
      .where((eb) => eb.not(eb.ref('p.deleted'))),
  );

/** A child's contribution months of one year and their payments. */
const yearOf = async (pool: pg.Pool, id: number, year: number) => {
  const [first, last] = [`${year}-01`, `${year}-12`];
  const months = await rows(
    pool,
    db
      .selectFrom('contributions')
      .select(['id as contributionId', 'month', 'expected_amount as expected', 'paid_amount as paid'])
      .where('participant_id', '=', id)
      .where((eb) => eb.between('month', first, last))
      .orderBy('month'),
  );
  const payments = await rows(
    pool,
    db
      .selectFrom('payments as pay')
      .innerJoin('contributions as c', 'c.id', 'pay.contribution_id')
      .select((eb) => [
        'pay.id',
        'pay.contribution_id as contributionId',
        'c.month',
        eb.fn<string>('to_char', ['pay.payment_date', sql.lit('YYYY-MM-DD')]).as('paymentDate'),
        'pay.amount',
        'pay.notes as reference',
        'pay.recorded_by_username as recordedBy',
        'pay.reversed',
        'pay.reversed_at as reversedAt',
        'pay.reversal_reason as reversalReason',
      ])
      .where('c.participant_id', '=', id)
      .where((eb) => eb.between('c.month', first, last))
      .orderBy('pay.payment_date')
      .orderBy('pay.id'),
  );
  return { months, payments };
};

/**
 * A child's contribution passbook for a guardian: the same contributions and payments rows the
 * contributions screen reads, one child and one year. Money is summed in cents; a reversed payment is
 * listed, marked, and already out of the month's paid amount (the projector takes it off).
 */
export const childPassbookRoute = defineQuery(
  q.childPassbook,
  ['contributions', 'participants', 'hierarchy'],
  async ({ pool, actor }, { params, query }) => {
    const child = await childOf(pool, params.id);
    if (!child || !canRead(actor, child)) throw new NotFoundError('Participant not found');
    const today = businessDate(new Date().toISOString());
    const year = query.year ?? Number(today.slice(0, 4));
    const { months, payments } = await yearOf(pool, params.id, year);
    const cents = (amount: number) => Math.round(amount * 100);
    const lines = months.map((m) => {
      const expected = cents(m.expected);
      const paid = cents(m.paid);
      const balance = Math.max(0, expected - paid);
      return { ...m, balance: balance / 100, status: contributionStatus(expected, paid, m.month, today) };
    });
    // summed in cents: a year of amounts added as floats would drift
    const total = (key: 'expected' | 'paid' | 'balance') =>
      lines.reduce((s, l) => s + cents(l[key]), 0) / 100;
    return {
      participant: {
        id: child.id,
        participantCode: child.participantCode,
        name: child.name,
        guardianName: child.guardianName,
        careGiverName: child.careGiverName,
        projectCode: child.projectCode,
        projectName: child.projectName,
        monthlyContribution: child.monthlyContribution,
        isActive: child.isActive,
      },
      year,
      months: lines,
      payments,
      totals: { expected: total('expected'), paid: total('paid'), balance: total('balance') },
    };
  },
);
