import { businessDate, NotFoundError } from '@pm/domain';
import { savingGroupQueries as q } from '@pm/domain/api/saving-group-queries';
import type {
  EmergencyContributionRow,
  EmergencyDisbursementRow,
  EmergencyFundRow,
  GroupLoanRow,
  GroupMemberRow,
  GroupSavingRow,
  LoanRepaymentRow,
} from '@pm/domain/saving-groups/rows';
import { selectRows } from '../../lib/db';
import { defineQuery, selectPage } from '../../lib/define-query';
import { entryAuditColumns } from './entry-audit';
import {
  fundCondition,
  groupCondition,
  ofOneGroupsMembers,
  readableGroup,
  SAVING_GROUP_MODELS,
} from './scope';

/** Members, savings, loans, repayments and emergency funds, of one group or of every group in scope. */
export const ledgerQueries = [
  defineQuery(q.listMembers, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'm.group_id');
    return selectPage<GroupMemberRow>(
      ctx,
      `SELECT m.id, m.group_id AS "groupId", g.name AS "groupName", m.member_number AS "memberNumber",
              m.member_id_number AS "memberIdNumber", m.member_name AS "memberName", m.member_phone AS "memberPhone",
              m.next_of_kin_name AS "nextOfKinName", m.next_of_kin_id_number AS "nextOfKinIdNumber",
              m.next_of_kin_phone AS "nextOfKinPhone", m.next_of_kin_relationship AS "nextOfKinRelationship",
              m.role, m.joined_at AS "joinedAt", m.joined_on AS "joinedOn", m.left_at AS "leftAt", m.is_active AS "isActive"
         FROM group_members m JOIN saving_groups g ON g.id = m.group_id WHERE ${condition}`,
      'g.name, m.member_number, m.id',
      params,
    );
  }),

  defineQuery(q.listSavings, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 's.group_id');
    const members = ofOneGroupsMembers(query, params);
    return selectPage<GroupSavingRow>(
      ctx,
      `SELECT s.id, s.group_id AS "groupId", g.name AS "groupName", s.member_id AS "memberId", m.member_name AS "memberName",
              s.amount, s.saving_date AS "savingDate", s.notes, s.meeting_id AS "meetingId",
              s.kind, s.corrects_saving_id AS "correctsSavingId",
              coalesce(s.cycle < g.current_cycle, false) AS "inClosedCycle", ${entryAuditColumns('s')}
         FROM group_savings s JOIN saving_groups g ON g.id = s.group_id JOIN group_members m ON m.id = s.member_id
        WHERE ${condition}${members}`,
      's.saving_date DESC, s.id DESC',
      params,
    );
  }),

  defineQuery(q.listLoans, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'l.group_id');
    const members = ofOneGroupsMembers(query, params);
    params.push(businessDate(new Date().toISOString()));
    return selectPage<GroupLoanRow>(
      ctx,
      `SELECT l.id, l.group_id AS "groupId", g.name AS "groupName", l.borrower_id AS "borrowerId", m.member_name AS "borrowerName",
              l.amount, l.interest_rate AS "interestRate", l.term_months AS "termMonths",
              l.total_amount AS "totalAmount", l.amount_paid AS "amountPaid", (l.total_amount - l.amount_paid - l.written_off) AS outstanding,
              l.loan_date AS "loanDate", l.due_date AS "dueDate",
              l.status, (l.status = 'active' AND l.due_date < $${params.length}::date) AS overdue, l.purpose, l.guarantors,
              l.written_off AS "writtenOff", l.written_off_on AS "writtenOffOn", l.write_off_reason AS "writeOffReason"
         FROM group_loans l JOIN saving_groups g ON g.id = l.group_id JOIN group_members m ON m.id = l.borrower_id
        WHERE ${condition}${members}`,
      'l.loan_date DESC, l.id DESC',
      params,
    );
  }),

  defineQuery(q.listRepayments, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const params: unknown[] = [];
    let condition: string;
    if (query.loanId !== undefined) {
      const loan = (
        await pool.query<{ groupId: number }>('SELECT group_id AS "groupId" FROM group_loans WHERE id = $1', [
          query.loanId,
        ])
      ).rows[0];
      if (!loan) throw new NotFoundError('Loan not found');
      await readableGroup(pool, actor, loan.groupId);
      params.push(query.loanId);
      condition = `r.loan_id = $${params.length}`;
    } else condition = await groupCondition(pool, actor, query, params, 'l.group_id');
    return selectPage<LoanRepaymentRow>(
      ctx,
      `SELECT r.id, r.loan_id AS "loanId", r.amount, r.payment_date AS "paymentDate", r.notes, m.member_name AS "borrowerName",
              r.meeting_id AS "meetingId", ${entryAuditColumns('r')}
         FROM loan_repayments r JOIN group_loans l ON l.id = r.loan_id JOIN group_members m ON m.id = l.borrower_id
        WHERE ${condition}`,
      'r.payment_date DESC, r.id DESC',
      params,
    );
  }),

  defineQuery(q.listEmergencyFunds, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'f.group_id');
    return selectRows<EmergencyFundRow>(
      pool,
      `SELECT f.id, f.group_id AS "groupId", f.description, f.contribution_amount AS "contributionAmount",
              f.max_disbursement_per_member AS "maxDisbursementPerMember", f.is_active AS "isActive",
              c.total AS "totalContributions", d.approved AS "approvedDisbursements",
              d.pending AS "pendingDisbursements", (c.total - d.approved - d.pending) AS "availableBalance"
         FROM emergency_funds f
         CROSS JOIN LATERAL (SELECT coalesce(sum(amount), 0) AS total FROM emergency_contributions
                                  WHERE fund_id = f.id AND reversed_at IS NULL) c
         CROSS JOIN LATERAL (SELECT coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0) AS approved,
                                    coalesce(sum(amount) FILTER (WHERE status = 'pending'), 0) AS pending
                               FROM emergency_disbursements WHERE fund_id = f.id) d
        WHERE ${condition} ORDER BY f.created_at DESC`,
      params,
    );
  }),

  defineQuery(q.listEmergencyContributions, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await fundCondition(pool, actor, query, params);
    return selectRows<EmergencyContributionRow>(
      pool,
      `SELECT c.id, c.fund_id AS "fundId", c.member_id AS "memberId", m.member_name AS "memberName", c.amount,
              c.contribution_date AS "contributionDate", c.notes, c.meeting_id AS "meetingId", ${entryAuditColumns('c')}
         FROM emergency_contributions c JOIN emergency_funds f ON f.id = c.fund_id JOIN group_members m ON m.id = c.member_id
        WHERE ${condition} ORDER BY c.contribution_date DESC, c.id DESC`,
      params,
    );
  }),

  defineQuery(q.listEmergencyDisbursements, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await fundCondition(pool, actor, query, params);
    return selectRows<EmergencyDisbursementRow>(
      pool,
      `SELECT d.id, d.fund_id AS "fundId", d.member_id AS "memberId", m.member_name AS "memberName", d.amount,
              d.emergency_type AS "emergencyType", d.description, d.status,
              json_build_object('userId', d.requested_by_user_id, 'username', d.requested_by) AS "requestedBy",
              d.requested_at AS "requestedAt", d.decided_by AS "decidedBy", d.decided_at AS "decidedAt",
              d.rejection_reason AS "rejectionReason", d.disbursement_date AS "disbursementDate"
         FROM emergency_disbursements d JOIN emergency_funds f ON f.id = d.fund_id JOIN group_members m ON m.id = d.member_id
        WHERE ${condition} ORDER BY d.requested_at DESC, d.id DESC`,
      params,
    );
  }),
];
