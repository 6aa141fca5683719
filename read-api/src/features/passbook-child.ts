import { businessDate, canRead, contributionStatus, NotFoundError } from '@pm/domain';
import { passbookQueries as q } from '@pm/domain/api/passbook-queries';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';

interface StoredChild {
  id: number;
  participantCode: string;
  name: string;
  guardianName: string | null;
  careGiverName: string | null;
  projectCode: string;
  projectName: string;
  monthlyContribution: number;
  isActive: boolean;
  regionId: number;
  clusterId: number;
  projectId: number;
}

/**
 * A child's contribution passbook for a guardian: the same contributions and payments rows the
 * contributions screen reads, one child and one year. Money is summed in cents; a reversed payment is
 * listed, marked, and already out of the month's paid amount (the projector takes it off).
 */
export const childPassbookRoute = defineQuery(
  q.childPassbook,
  ['contributions', 'participants', 'hierarchy'],
  async ({ pool, actor }, { params, query }) => {
    const [child] = await selectRows<StoredChild>(
      pool,
      `SELECT p.id, p.participant_id AS "participantCode",
              CASE WHEN p.erased THEN 'Erased participant' ELSE concat_ws(' ', p.first_name, p.second_name, p.surname) END AS name,
              CASE WHEN p.erased THEN NULL ELSE p.parent_guardian_name END AS "guardianName",
              CASE WHEN p.erased THEN NULL ELSE p.care_giver_name END AS "careGiverName",
              pr.code AS "projectCode", pr.name AS "projectName", p.monthly_contribution AS "monthlyContribution",
              p.is_active AS "isActive", p.region_id AS "regionId", p.cluster_id AS "clusterId", p.project_id AS "projectId"
         FROM participants p JOIN projects pr ON pr.id = p.project_id
        WHERE p.id = $1 AND NOT p.deleted`,
      [params.id],
    );
    if (!child || !canRead(actor, child)) throw new NotFoundError('Participant not found');
    const today = businessDate(new Date().toISOString());
    const year = query.year ?? Number(today.slice(0, 4));
    const range = [params.id, `${year}-01`, `${year}-12`];
    const months = await selectRows<{
      contributionId: number;
      month: string;
      expected: number;
      paid: number;
    }>(
      pool,
      `SELECT id AS "contributionId", month, expected_amount AS expected, paid_amount AS paid
         FROM contributions WHERE participant_id = $1 AND month BETWEEN $2 AND $3 ORDER BY month`,
      range,
    );
    const payments = await selectRows<{
      id: number;
      contributionId: number;
      month: string;
      paymentDate: string;
      amount: number;
      reference: string | null;
      recordedBy: string | null;
      reversed: boolean;
      reversedAt: string | null;
      reversalReason: string | null;
    }>(
      pool,
      `SELECT pay.id, pay.contribution_id AS "contributionId", c.month,
              to_char(pay.payment_date, 'YYYY-MM-DD') AS "paymentDate", pay.amount, pay.notes AS reference,
              pay.recorded_by_username AS "recordedBy", pay.reversed, pay.reversed_at AS "reversedAt",
              pay.reversal_reason AS "reversalReason"
         FROM payments pay JOIN contributions c ON c.id = pay.contribution_id
        WHERE c.participant_id = $1 AND c.month BETWEEN $2 AND $3
        ORDER BY pay.payment_date, pay.id`,
      range,
    );
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
