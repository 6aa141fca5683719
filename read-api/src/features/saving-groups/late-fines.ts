import { businessDate, loanDueDate } from '@pm/domain';
import { savingGroupQueries as q } from '@pm/domain/api/saving-group-queries';
import type { LateFineRow } from '@pm/domain/saving-groups/rows';
import { selectOne, selectRows } from '../../lib/db';
import { defineQuery } from '../../lib/define-query';
import { readableGroup, SAVING_GROUP_MODELS } from './scope';

/** No loan runs a hundred years overdue; the bound keeps a bad date from listing without end. */
const MAX_MONTHS = 1200;

interface OverdueLoan {
  loanId: number;
  borrowerId: number;
  borrowerName: string;
  memberNumber: string;
  dueDate: string;
}

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
    const group = await selectOne<{ fine: number | null }>(
      pool,
      'SELECT late_fine_per_month AS fine FROM saving_groups WHERE id = $1',
      [params.id],
    );
    const fine = group?.fine ?? null;
    if (fine === null) return [];
    const today = businessDate(new Date().toISOString());
    const loans = await selectRows<OverdueLoan>(
      pool,
      `SELECT l.id AS "loanId", l.borrower_id AS "borrowerId", m.member_name AS "borrowerName",
              m.member_number AS "memberNumber", to_char(l.due_date, 'YYYY-MM-DD') AS "dueDate"
         FROM group_loans l JOIN group_members m ON m.id = l.borrower_id
        WHERE l.group_id = $1 AND l.status = 'active' AND l.due_date < $2::date
        ORDER BY l.due_date, l.id`,
      [params.id, today],
    );
    const given = await selectRows<{ loanId: number; month: number }>(
      pool,
      `SELECT late_fine_loan_id AS "loanId", late_fine_month AS month FROM member_penalties
        WHERE group_id = $1 AND late_fine_loan_id IS NOT NULL AND reversed_at IS NULL`,
      [params.id],
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
