import { type Actor, businessDate, canRead, monthOf, NotFoundError, ValidationError } from '@pm/domain';
import { CSV_CONTENT_TYPE, type ExportColumn, toCsv } from '@pm/infra/files/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { requireProgrammeActor } from '../lib/actor';
import { projectFilter, textQuery } from '../lib/project-filter';

const GROUP_COLUMNS = `g.id, g.project_id AS "projectId", p.code AS "projectCode", g.name, g.description, g.group_code AS "groupCode",
  g.president_name AS "presidentName", g.president_phone AS "presidentPhone", g.secretary_name AS "secretaryName",
  g.secretary_phone AS "secretaryPhone", g.treasurer_name AS "treasurerName", g.treasurer_phone AS "treasurerPhone",
  g.total_members AS "totalMembers", g.male_members AS "maleMembers", g.female_members AS "femaleMembers",
  (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id AND m.is_active) AS "memberCount",
  g.meeting_day AS "meetingDay", g.meeting_time AS "meetingTime", g.meeting_location AS "meetingLocation",
  g.meeting_frequency AS "meetingFrequency", g.saving_amount::float8 AS "savingAmount",
  g.service_charge_rate::float8 AS "serviceChargeRate", g.max_loan_amount::float8 AS "maxLoanAmount",
  g.bank_name AS "bankName", g.account_number AS "accountNumber", to_char(g.registration_date, 'YYYY-MM-DD') AS "registrationDate",
  g.cycle_duration AS "cycleDuration", g.status, g.status = 'Active' AS "isActive", g.created_at AS "createdAt",
  g.savings::float8 AS "totalSavings", (g.savings + g.repayments - g.disbursed)::float8 AS "loanFundAvailable",
  (SELECT count(*)::int FROM group_loans l WHERE l.group_id = g.id AND l.status = 'active') AS "activeLoans"`;

const groupScope = (pool: pg.Pool, actor: Actor, request: FastifyRequest, params: unknown[]) =>
  projectFilter(
    pool,
    actor,
    request.query,
    { region: 'g.region_id', cluster: 'g.cluster_id', project: 'g.project_id' },
    params,
  );

const numberQuery = (request: FastifyRequest, name: string): number | undefined => {
  const value = textQuery(request.query, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
    throw new ValidationError(`${name} must be a positive integer`);
  return n;
};

/** A group the actor may read, or 404; the place of loans and funds is resolved through it. */
const readableGroup = async (pool: pg.Pool, actor: Actor, groupId: number) => {
  const place = (
    await pool.query<{ regionId: number; clusterId: number; projectId: number }>(
      'SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM saving_groups WHERE id = $1',
      [groupId],
    )
  ).rows[0];
  if (!place || !canRead(actor, place)) throw new NotFoundError('Saving group not found');
};

/** `?groupId=` narrows to one readable group; without it, every group in scope (and ?projectId). */
const groupCondition = async (
  pool: pg.Pool,
  actor: Actor,
  request: FastifyRequest,
  params: unknown[],
  column: string,
) => {
  const groupId = numberQuery(request, 'groupId');
  if (groupId !== undefined) {
    await readableGroup(pool, actor, groupId);
    params.push(groupId);
    return `${column} = $${params.length}`;
  }
  return `${column} IN (SELECT g.id FROM saving_groups g WHERE ${await groupScope(pool, actor, request, params)})`;
};

const fundCondition = async (pool: pg.Pool, actor: Actor, request: FastifyRequest, params: unknown[]) => {
  const fundId = numberQuery(request, 'fundId');
  if (fundId === undefined)
    return `f.id IN (SELECT f2.id FROM emergency_funds f2 WHERE ${await groupCondition(pool, actor, request, params, 'f2.group_id')})`;
  const fund = (
    await pool.query<{ groupId: number }>('SELECT group_id AS "groupId" FROM emergency_funds WHERE id = $1', [
      fundId,
    ])
  ).rows[0];
  if (!fund) throw new NotFoundError('Emergency fund not found');
  await readableGroup(pool, actor, fund.groupId);
  params.push(fundId);
  return `f.id = $${params.length}`;
};

export const savingGroupReadRoutes = async (app: FastifyInstance, pool: pg.Pool): Promise<void> => {
  app.get('/api/saving-groups', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, request, params);
    const limit = numberQuery(request, 'limit');
    const rows = await pool.query(
      `SELECT ${GROUP_COLUMNS} FROM saving_groups g JOIN projects p ON p.id = g.project_id WHERE ${condition}
        ORDER BY g.created_at DESC, g.id DESC ${limit ? `LIMIT ${Math.min(limit, 1000)}` : ''}`,
      params,
    );
    return rows.rows;
  });

  app.get('/api/saving-groups/stats', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, request, params);
    const row = (
      await pool.query(
        `SELECT count(*)::int AS "totalGroups",
                coalesce(sum((SELECT count(*) FROM group_members m WHERE m.group_id = g.id AND m.is_active)), 0)::int AS "totalMembers",
                coalesce(sum(g.savings), 0)::float8 AS "totalSavings",
                coalesce(sum((SELECT count(*) FROM group_loans l WHERE l.group_id = g.id AND l.status = 'active')), 0)::int AS "activeLoans"
           FROM saving_groups g WHERE ${condition}`,
        params,
      )
    ).rows[0];
    return row;
  });

  app.get('/api/saving-groups/module-stats', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, request, params);
    const today = businessDate(new Date().toISOString());
    params.push(monthOf(today), today);
    const m = params.length;
    const row = (
      await pool.query(
        `WITH g AS (SELECT * FROM saving_groups g WHERE ${condition})
         SELECT (SELECT count(*) FROM g)::int AS groups_total,
                (SELECT count(*) FROM g WHERE status = 'Active')::int AS groups_active,
                (SELECT count(*) FROM group_members x WHERE x.group_id IN (SELECT id FROM g) AND x.is_active)::int AS members_active,
                (SELECT count(*) FROM group_members x WHERE x.group_id IN (SELECT id FROM g) AND NOT x.is_active)::int AS members_former,
                (SELECT coalesce(sum(savings), 0) FROM g)::float8 AS savings_total,
                (SELECT coalesce(sum(amount), 0) FROM group_savings s WHERE s.group_id IN (SELECT id FROM g)
                   AND to_char(s.saving_date, 'YYYY-MM') = $${m - 1})::float8 AS savings_month,
                (SELECT count(*) FROM group_loans l WHERE l.group_id IN (SELECT id FROM g) AND l.status = 'active')::int AS loans_active,
                (SELECT count(*) FROM group_loans l WHERE l.group_id IN (SELECT id FROM g) AND l.status = 'active' AND l.due_date < $${m}::date)::int AS loans_overdue,
                (SELECT coalesce(sum(total_amount - amount_paid), 0) FROM group_loans l WHERE l.group_id IN (SELECT id FROM g) AND l.status = 'active')::float8 AS loans_outstanding,
                (SELECT count(*) FROM emergency_funds f WHERE f.group_id IN (SELECT id FROM g))::int AS funds,
                (SELECT count(*) FROM emergency_disbursements d JOIN emergency_funds f ON f.id = d.fund_id
                   WHERE f.group_id IN (SELECT id FROM g) AND d.status = 'pending')::int AS pending`,
        params,
      )
    ).rows[0];
    return {
      groups: { total: row.groups_total, active: row.groups_active },
      members: { active: row.members_active, former: row.members_former },
      savings: { total: row.savings_total, thisMonth: row.savings_month },
      loans: { active: row.loans_active, overdue: row.loans_overdue, outstanding: row.loans_outstanding },
      emergency: { funds: row.funds, pendingRequests: row.pending },
    };
  });

  app.get('/api/saving-groups/export', async (request, reply) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, request, params);
    const rows = (
      await pool.query(
        `SELECT ${GROUP_COLUMNS} FROM saving_groups g JOIN projects p ON p.id = g.project_id WHERE ${condition} ORDER BY g.name`,
        params,
      )
    ).rows;
    const columns: ExportColumn[] = [
      ['name', 'Name'],
      ['groupCode', 'Group code'],
      ['projectCode', 'Project'],
      ['status', 'Status'],
      ['memberCount', 'Members'],
      ['meetingDay', 'Meeting day'],
      ['meetingTime', 'Meeting time'],
      ['meetingLocation', 'Location'],
      ['meetingFrequency', 'Frequency'],
      ['savingAmount', 'Saving per meeting (KES)'],
      ['serviceChargeRate', 'Service charge %'],
      ['totalSavings', 'Total savings (KES)'],
      ['loanFundAvailable', 'Loan fund available (KES)'],
      ['presidentName', 'President'],
      ['presidentPhone', 'President phone'],
      ['treasurerName', 'Treasurer'],
      ['treasurerPhone', 'Treasurer phone'],
      ['registrationDate', 'Registered'],
    ].map(([key, header]) => ({ key: key!, header: header! }));
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="saving-groups-${date}.csv"`)
      .send(toCsv(columns, rows));
  });

  app.get('/api/saving-groups/:id/fund', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const id = Number((request.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
      throw new NotFoundError('Saving group not found');
    await readableGroup(pool, actor, id);
    return (
      await pool.query(
        `SELECT savings::float8 AS savings, repayments::float8 AS repayments, 0::float8 AS "penaltiesAndFees",
                disbursed::float8 AS disbursed, (savings + repayments - disbursed)::float8 AS available
           FROM saving_groups WHERE id = $1`,
        [id],
      )
    ).rows[0];
  });

  app.get('/api/group-members', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, request, params, 'm.group_id');
    return (
      await pool.query(
        `SELECT m.id, m.group_id AS "groupId", g.name AS "groupName", m.member_number AS "memberNumber",
                m.member_id_number AS "memberIdNumber", m.member_name AS "memberName", m.member_phone AS "memberPhone",
                m.next_of_kin_name AS "nextOfKinName", m.next_of_kin_id_number AS "nextOfKinIdNumber",
                m.next_of_kin_phone AS "nextOfKinPhone", m.next_of_kin_relationship AS "nextOfKinRelationship",
                m.role, m.joined_at AS "joinedAt", m.left_at AS "leftAt", m.is_active AS "isActive"
           FROM group_members m JOIN saving_groups g ON g.id = m.group_id WHERE ${condition} ORDER BY g.name, m.member_number`,
        params,
      )
    ).rows;
  });

  app.get('/api/group-savings', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, request, params, 's.group_id');
    return (
      await pool.query(
        `SELECT s.id, s.group_id AS "groupId", g.name AS "groupName", s.member_id AS "memberId", m.member_name AS "memberName",
                s.amount::float8 AS amount, to_char(s.saving_date, 'YYYY-MM-DD') AS "savingDate", s.notes
           FROM group_savings s JOIN saving_groups g ON g.id = s.group_id JOIN group_members m ON m.id = s.member_id
          WHERE ${condition} ORDER BY s.saving_date DESC, s.id DESC`,
        params,
      )
    ).rows;
  });

  app.get('/api/group-loans', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, request, params, 'l.group_id');
    params.push(businessDate(new Date().toISOString()));
    return (
      await pool.query(
        `SELECT l.id, l.group_id AS "groupId", g.name AS "groupName", l.borrower_id AS "borrowerId", m.member_name AS "borrowerName",
                l.amount::float8 AS amount, l.interest_rate::float8 AS "interestRate", l.term_months AS "termMonths",
                l.total_amount::float8 AS "totalAmount", l.amount_paid::float8 AS "amountPaid",
                (l.total_amount - l.amount_paid)::float8 AS outstanding,
                to_char(l.loan_date, 'YYYY-MM-DD') AS "loanDate", to_char(l.due_date, 'YYYY-MM-DD') AS "dueDate",
                l.status, (l.status = 'active' AND l.due_date < $${params.length}::date) AS overdue, l.purpose, l.guarantors
           FROM group_loans l JOIN saving_groups g ON g.id = l.group_id JOIN group_members m ON m.id = l.borrower_id
          WHERE ${condition} ORDER BY l.loan_date DESC, l.id DESC`,
        params,
      )
    ).rows;
  });

  app.get('/api/loan-repayments', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const loanId = numberQuery(request, 'loanId');
    let condition: string;
    if (loanId !== undefined) {
      const loan = (
        await pool.query<{ groupId: number }>('SELECT group_id AS "groupId" FROM group_loans WHERE id = $1', [
          loanId,
        ])
      ).rows[0];
      if (!loan) throw new NotFoundError('Loan not found');
      await readableGroup(pool, actor, loan.groupId);
      params.push(loanId);
      condition = `r.loan_id = $${params.length}`;
    } else condition = await groupCondition(pool, actor, request, params, 'l.group_id');
    return (
      await pool.query(
        `SELECT r.id, r.loan_id AS "loanId", r.amount::float8 AS amount, to_char(r.payment_date, 'YYYY-MM-DD') AS "paymentDate",
                r.notes, m.member_name AS "borrowerName"
           FROM loan_repayments r JOIN group_loans l ON l.id = r.loan_id JOIN group_members m ON m.id = l.borrower_id
          WHERE ${condition} ORDER BY r.payment_date DESC, r.id DESC`,
        params,
      )
    ).rows;
  });

  app.get('/api/emergency-funds', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, request, params, 'f.group_id');
    return (
      await pool.query(
        `SELECT f.id, f.group_id AS "groupId", f.description, f.contribution_amount::float8 AS "contributionAmount",
                f.max_disbursement_per_member::float8 AS "maxDisbursementPerMember", f.is_active AS "isActive",
                c.total::float8 AS "totalContributions", d.approved::float8 AS "approvedDisbursements",
                d.pending::float8 AS "pendingDisbursements", (c.total - d.approved - d.pending)::float8 AS "availableBalance"
           FROM emergency_funds f
           CROSS JOIN LATERAL (SELECT coalesce(sum(amount), 0) AS total FROM emergency_contributions WHERE fund_id = f.id) c
           CROSS JOIN LATERAL (SELECT coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0) AS approved,
                                      coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0) AS pending
                                 FROM emergency_disbursements WHERE fund_id = f.id) d
          WHERE ${condition} ORDER BY f.created_at DESC`,
        params,
      )
    ).rows;
  });

  app.get('/api/emergency-contributions', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await fundCondition(pool, actor, request, params);
    return (
      await pool.query(
        `SELECT c.id, c.fund_id AS "fundId", c.member_id AS "memberId", m.member_name AS "memberName", c.amount::float8 AS amount,
                to_char(c.contribution_date, 'YYYY-MM-DD') AS "contributionDate", c.notes
           FROM emergency_contributions c JOIN emergency_funds f ON f.id = c.fund_id JOIN group_members m ON m.id = c.member_id
          WHERE ${condition} ORDER BY c.contribution_date DESC, c.id DESC`,
        params,
      )
    ).rows;
  });

  app.get('/api/emergency-disbursements', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await fundCondition(pool, actor, request, params);
    return (
      await pool.query(
        `SELECT d.id, d.fund_id AS "fundId", d.member_id AS "memberId", m.member_name AS "memberName", d.amount::float8 AS amount,
                d.emergency_type AS "emergencyType", d.description, d.status,
                json_build_object('userId', d.requested_by_user_id, 'username', d.requested_by) AS "requestedBy",
                d.requested_at AS "requestedAt", d.decided_by AS "decidedBy", d.decided_at AS "decidedAt",
                d.rejection_reason AS "rejectionReason", to_char(d.disbursement_date, 'YYYY-MM-DD') AS "disbursementDate"
           FROM emergency_disbursements d JOIN emergency_funds f ON f.id = d.fund_id JOIN group_members m ON m.id = d.member_id
          WHERE ${condition} ORDER BY d.requested_at DESC, d.id DESC`,
        params,
      )
    ).rows;
  });

  app.get('/api/analytics/church-facilitator', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, request, params);
    const groups = (
      await pool.query<{ id: number; name: string; totalMembers: number; status: string; savings: number }>(
        `SELECT g.id, g.name, g.status, g.savings::float8 AS savings,
                (SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id AND m.is_active) AS "totalMembers"
           FROM saving_groups g WHERE ${condition} ORDER BY g.created_at DESC, g.id DESC`,
        params,
      )
    ).rows;
    const ids = groups.map((g) => g.id);
    const loans = (
      await pool.query<{ total: number }>(
        'SELECT coalesce(sum(amount), 0)::float8 AS total FROM group_loans WHERE group_id = ANY($1)',
        [ids],
      )
    ).rows[0]!;
    return {
      totalGroups: groups.length,
      totalMembers: groups.reduce((s, g) => s + g.totalMembers, 0),
      totalSavings: Math.round(groups.reduce((s, g) => s + g.savings * 100, 0)) / 100,
      totalLoans: loans.total,
      // meetings arrive with the meetings issue
      totalMeetings: 0,
      activeGroups: groups.filter((g) => g.status === 'Active').length,
      groupDetails: groups.map(({ id, name, totalMembers, status }) => ({ id, name, totalMembers, status })),
    };
  });
};
