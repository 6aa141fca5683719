import {
  businessDate,
  canRead,
  contributionStatus,
  monthOf,
  NotFoundError,
  ValidationError,
} from '@pm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { requireProgrammeActor } from '../lib/actor';
import { projectFilter, textQuery } from '../lib/project-filter';

const STATUSES = ['Paid', 'Partial', 'Outstanding', 'Overdue'] as const;

interface ContributionRow {
  id: number;
  participantId: number;
  participantCode: string;
  participantName: string;
  projectId: number;
  projectCode: string;
  month: string;
  expectedCents: string;
  paidCents: string;
  lastPaymentDate: string | null;
}

/**
 * Contributions in scope for one month (default: the current month in EAT), rows of deleted
 * participants hidden as the specification says of unknown participants. Amounts are exact: summed in
 * cents, sent as numbers with two decimals.
 */
export const listContributions = async (pool: pg.Pool, request: FastifyRequest) => {
  const actor = await requireProgrammeActor(pool, request);
  const params: unknown[] = [];
  const condition = await projectFilter(
    pool,
    actor,
    request.query,
    { region: 'c.region_id', cluster: 'c.cluster_id', project: 'c.project_id' },
    params,
  );
  const today = businessDate(new Date().toISOString());
  const month = textQuery(request.query, 'month') ?? monthOf(today);
  if (month !== 'all' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new ValidationError('month must be YYYY-MM');
  const status = textQuery(request.query, 'status');
  if (status && status !== 'all' && !(STATUSES as readonly string[]).includes(status))
    throw new ValidationError(`status must be one of ${STATUSES.join(', ')}`);
  const search = textQuery(request.query, 'search')?.toLowerCase();
  let monthCondition = '';
  if (month !== 'all') {
    params.push(month);
    monthCondition = `AND c.month = $${params.length}`;
  }
  const rows = (
    await pool.query<ContributionRow>(
      `SELECT c.id, c.participant_id AS "participantId", p.participant_id AS "participantCode",
              CASE WHEN p.erased THEN 'Erased participant' ELSE concat_ws(' ', p.first_name, p.second_name, p.surname) END AS "participantName",
              c.project_id AS "projectId", pr.code AS "projectCode", c.month,
              (c.expected_amount * 100)::bigint::text AS "expectedCents", (c.paid_amount * 100)::bigint::text AS "paidCents",
              to_char(c.last_payment_date, 'YYYY-MM-DD') AS "lastPaymentDate"
         FROM contributions c
         JOIN participants p ON p.id = c.participant_id AND NOT p.deleted
         JOIN projects pr ON pr.id = c.project_id
        WHERE ${condition} ${monthCondition}
        ORDER BY c.month DESC, p.participant_id`,
      params,
    )
  ).rows;
  return rows
    .map((row) => {
      const expected = Number(row.expectedCents);
      const paid = Number(row.paidCents);
      return {
        id: row.id,
        participantId: row.participantId,
        participantCode: row.participantCode,
        participantName: row.participantName,
        projectId: row.projectId,
        projectCode: row.projectCode,
        year: Number(row.month.slice(0, 4)),
        month: Number(row.month.slice(5, 7)),
        expectedAmount: expected / 100,
        paidAmount: paid / 100,
        outstandingAmount: Math.max(0, expected - paid) / 100,
        status: contributionStatus(expected, paid, row.month, today),
        lastPaymentDate: row.lastPaymentDate,
      };
    })
    .filter((c) => !status || status === 'all' || c.status === status)
    .filter(
      (c) =>
        !search ||
        c.participantName.toLowerCase().includes(search) ||
        c.participantCode.toLowerCase().includes(search),
    );
};

export const contributionRoutes = async (app: FastifyInstance, pool: pg.Pool): Promise<void> => {
  app.get('/api/contributions', async (request) => listContributions(pool, request));

  app.get('/api/contributions/:id/payments', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const id = Number((request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
      throw new NotFoundError('Contribution not found');
    const place = (
      await pool.query<{ regionId: number; clusterId: number; projectId: number }>(
        'SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM contributions WHERE id = $1',
        [id],
      )
    ).rows[0];
    if (!place || !canRead(actor, place)) throw new NotFoundError('Contribution not found');
    const rows = await pool.query(
      `SELECT id, amount::float8 AS amount, to_char(payment_date, 'YYYY-MM-DD') AS "paymentDate", notes,
              json_build_object('userId', recorded_by_user_id, 'username', recorded_by_username) AS "recordedBy",
              recorded_at AS "recordedAt", reversed, reversed_at AS "reversedAt", reversal_reason AS "reversalReason",
              reversed_by_username AS "reversedBy"
         FROM payments WHERE contribution_id = $1 ORDER BY id`,
      [id],
    );
    return rows.rows;
  });
};
