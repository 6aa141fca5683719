import { businessDate, loanDueDate } from '@pm/domain';
import { savingGroupQueries as q } from '@pm/domain/api/saving-group-queries';
import type { LateFineRow } from '@pm/domain/saving-groups/rows';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import { defineQuery } from '../../lib/define-query';
import { readableGroup, SAVING_GROUP_MODELS } from './scope';

/** No loan runs a hundred years overdue; the bound keeps a bad date from listing without end. */
const MAX_MONTHS = 1200;

/**
 * Late fines are derived, never automatic: month n of a loan is overdue from the day after
 * its due date + (n − 1) months. Each overdue month of an active loan that has no late fine (or only a
 * reversed one) is listed at the group's current fine, for the facilitator to confirm.
 */
export const overdueMonths = (dueDate: string, today: string): number[] => {
  const months: number[] = [];
  for (let n = 1; n <= MAX_MONTHS && loanDueDate(dueDate, n - 1) < today; n++) months.push(n);
  return months;
};

export const lateFineQueries = [
  defineQuery(q.lateFines, SAVING_GROUP_MODELS, async ({ pool, actor }, { params }) => {
    await readableGroup(pool, actor, params.id);
    const group = await firstRow(
      pool,
      db.selectFrom('saving_groups').select('late_fine_per_month as fine').where('id', '=', params.id),
    );
    const fine = group?.fine ?? null;
    if (fine === null) return [];
    const today = businessDate(new Date().toISOString());
    const loans = await rows(
      pool,
      db
        .selectFrom('group_loans as l')
        .innerJoin('group_members as m', 'm.id', 'l.borrower_id')
        .select((eb) => [
          'l.id as loanId',
          'l.borrower_id as borrowerId',
          'm.member_name as borrowerName',
          'm.member_number as memberNumber',
          eb.fn<string>('to_char', ['l.due_date', sql.lit('YYYY-MM-DD')]).as('dueDate'),
        ])
        .where('l.group_id', '=', params.id)
        .where('l.status', '=', sql.lit('active'))
        .where('l.due_date', '<', sql<string>`${today}::date`)
        .orderBy('l.due_date')
        .orderBy('l.id'),
    );
    const given = await rows(
      pool,
      db
        .selectFrom('member_penalties')
        .select(['late_fine_loan_id as loanId', 'late_fine_month as month'])
        .where('group_id', '=', params.id)
        .where('late_fine_loan_id', 'is not', null)
        .where('reversed_at', 'is', null),
    );
    const fined = new Set(given.map((g) => `${g.loanId}:${g.month}`));
    return loans.flatMap(({ dueDate, ...loan }): LateFineRow[] =>
      overdueMonths(dueDate, today)
        .filter((month) => !fined.has(`${loan.loanId}:${month}`))
        .map((month) => ({
          ...loan,
          month,
          overdueAfter: loanDueDate(dueDate, month - 1),
          amount: fine,
          reason: `Late fine: loan ${loan.loanId}, month ${month}`,
        })),
    );
  }),
];
