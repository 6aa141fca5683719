import { type Actor, ForbiddenError, maySee, normaliseKenyanPhone } from '@pm/domain';
import { smsQueries as q, type SmsQuery } from '@pm/domain/api/sms-queries';
import type { MemberWithoutPhone, SmsReceiptSettings } from '@pm/domain/sms/receipt-schemas';
import type { SmsRow, SmsStats } from '@pm/domain/sms/rows';
import type pg from 'pg';
import { selectOne, selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';

const columns = { region: 's.region_id', cluster: 's.cluster_id', project: 's.project_id' };

/**
 * The SMS screen is for the roles that send (SuperAdmin, ClusterAdmin, ProjectAdmin) and, read-only, an
 * Auditor; others get 403.
 */
const smsCondition = async (pool: pg.Pool, actor: Actor, query: SmsQuery, params: unknown[]) => {
  if (!maySee(actor, 'sms.send')) throw new ForbiddenError('The SMS screen is not available to your role');
  return projectFilter(pool, actor, query.projectId, columns, params);
};

/** Messages in scope, newest first. */
export const listSms = async (pool: pg.Pool, actor: Actor, query: SmsQuery): Promise<SmsRow[]> => {
  const params: unknown[] = [];
  const condition = await smsCondition(pool, actor, query, params);
  return selectRows<SmsRow>(
    pool,
    `SELECT s.id, s.content, s.recipient_type AS "recipientType", s.recipient_filter AS "recipientFilter",
            s.kind,
            s.custom_phone_number AS "customPhoneNumber", s.project_id AS "projectId",
            pr.code AS "projectCode", s.sent_by AS "sentBy", s.sent_by_name AS "sentByName",
            s.total_recipients AS "totalRecipients", s.skipped_recipients AS "skippedRecipients",
            s.delivered_count AS "deliveredCount", s.failed_count AS "failedCount", s.status,
            s.failure_reason AS "failureReason", s.sent_at AS "sentAt", s.created_at AS "createdAt"
       FROM sms_messages s JOIN projects pr ON pr.id = s.project_id
      WHERE ${condition}
      ORDER BY s.created_at DESC, s.id DESC`,
    params,
  );
};

/**
 * The cards, per number: Total Sent (numbers of messages handed to the gateway), Delivered and Failed
 * (from delivery reports and the gateway's refusals), Delivery Rate = delivered / total sent.
 */
export const smsStats = async (pool: pg.Pool, actor: Actor, query: SmsQuery): Promise<SmsStats> => {
  const params: unknown[] = [];
  const condition = await smsCondition(pool, actor, query, params);
  const row = (await selectOne<Omit<SmsStats, 'deliveryRate'>>(
    pool,
    `SELECT count(*)::int AS messages,
            coalesce(sum(s.total_recipients) FILTER (WHERE s.status <> 'Pending'), 0)::int AS "totalSent",
            coalesce(sum(s.delivered_count), 0)::int AS delivered,
            coalesce(sum(s.failed_count), 0)::int AS failed,
            coalesce(sum(s.total_recipients - s.delivered_count - s.failed_count), 0)::int AS pending
       FROM sms_messages s WHERE ${condition}`,
    params,
  ))!;
  const deliveryRate = row.totalSent === 0 ? 0 : Math.round((row.delivered / row.totalSent) * 1000) / 10;
  return { ...row, deliveryRate };
};

type GroupRow = Omit<SmsReceiptSettings['groups'][number], 'membersWithoutPhone'> & { projectId: number };

/**
 * The receipt switches of the projects in scope and of their groups, with the receipts not
 * sent for a number that is no phone number, and each group's current members who would get none.
 */
export const smsReceipts = async (
  pool: pg.Pool,
  actor: Actor,
  query: SmsQuery,
): Promise<SmsReceiptSettings[]> => {
  const params: unknown[] = [];
  if (!maySee(actor, 'sms.send')) throw new ForbiddenError('The SMS screen is not available to your role');
  const condition = await projectFilter(
    pool,
    actor,
    query.projectId,
    { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.id' },
    params,
  );
  const projects = await selectRows<Omit<SmsReceiptSettings, 'groups'>>(
    pool,
    `SELECT p.id AS "projectId", p.code AS "projectCode", p.name AS "projectName",
            coalesce(s.enabled, false) AS enabled, coalesce(s.refused_count, 0) AS refused
       FROM projects p LEFT JOIN sms_receipt_settings s ON s.project_id = p.id AND s.group_id = 0
      WHERE ${condition} ORDER BY p.code`,
    params,
  );
  const ids = projects.map((p) => p.projectId);
  const groups = await selectRows<GroupRow>(
    pool,
    `SELECT g.id AS "groupId", g.project_id AS "projectId", g.name,
            coalesce(s.enabled, false) AS enabled, coalesce(s.refused_count, 0) AS refused
       FROM saving_groups g LEFT JOIN sms_receipt_settings s ON s.project_id = g.project_id AND s.group_id = g.id
      WHERE g.project_id = ANY($1::int[]) ORDER BY g.name, g.id`,
    [ids],
  );
  const members = await selectRows<MemberWithoutPhone & { groupId: number }>(
    pool,
    `SELECT m.id AS "memberId", m.group_id AS "groupId", m.member_name AS "memberName", m.member_phone AS "memberPhone"
       FROM group_members m WHERE m.is_active AND m.group_id = ANY($1::int[]) ORDER BY m.member_name, m.id`,
    [groups.map((g) => g.groupId)],
  );
  const without = (groupId: number) =>
    members
      .filter((m) => m.groupId === groupId && normaliseKenyanPhone(m.memberPhone) === null)
      .map(({ groupId: _g, ...m }) => m);
  return projects.map((p) => ({
    ...p,
    groups: groups
      .filter((g) => g.projectId === p.projectId)
      .map(({ projectId: _p, ...g }) => ({ ...g, membersWithoutPhone: without(g.groupId) })),
  }));
};

export const smsQueryRoutes = [
  defineQuery(q.listSms, ['sms', 'hierarchy'], ({ pool, actor }, { query }) => listSms(pool, actor, query)),
  defineQuery(q.smsStats, ['sms', 'hierarchy'], ({ pool, actor }, { query }) => smsStats(pool, actor, query)),
  defineQuery(q.smsReceipts, ['sms', 'hierarchy', 'saving-groups'], ({ pool, actor }, { query }) =>
    smsReceipts(pool, actor, query),
  ),
];
