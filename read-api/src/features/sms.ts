import { type Actor, ForbiddenError, maySee, normaliseKenyanPhone } from '@pm/domain';
import { smsQueries as q, type SmsQuery } from '@pm/domain/api/sms-queries';
import type { SmsReceiptSettings } from '@pm/domain/sms/receipt-schemas';
import type { SmsRow, SmsStats } from '@pm/domain/sms/rows';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';
import { type ListScope, listScope, withinScope } from '../lib/typed-scope';

const places = { region: 's.region_id', cluster: 's.cluster_id', project: 's.project_id' } as const;

/**
 * The SMS screen is for the roles that send (SuperAdmin, ClusterAdmin, ProjectAdmin) and, read-only, an
 * Auditor; others get 403.
 */
export const smsScope = async (pool: pg.Pool, actor: Actor, query: SmsQuery): Promise<ListScope> => {
  if (!maySee(actor, 'sms.send')) throw new ForbiddenError('The SMS screen is not available to your role');
  return listScope(pool, actor, query.projectId);
};

/** Messages in scope, newest first. */
export const listSms = async (pool: pg.Pool, actor: Actor, query: SmsQuery): Promise<SmsRow[]> => {
  const scope = await smsScope(pool, actor, query);
  return rows(
    pool,
    db
      .selectFrom('sms_messages as s')
      .innerJoin('projects as pr', 'pr.id', 's.project_id')
      .select([
        's.id',
        's.content',
        's.recipient_type as recipientType',
        's.recipient_filter as recipientFilter',
        's.kind',
        's.custom_phone_number as customPhoneNumber',
        's.project_id as projectId',
        'pr.code as projectCode',
        's.sent_by as sentBy',
        's.sent_by_name as sentByName',
        's.total_recipients as totalRecipients',
        's.skipped_recipients as skippedRecipients',
        's.delivered_count as deliveredCount',
        's.failed_count as failedCount',
        's.status',
        's.failure_reason as failureReason',
        's.sent_at as sentAt',
        's.created_at as createdAt',
      ])
      .$narrowType<Pick<SmsRow, 'recipientType' | 'kind' | 'status'>>()
      .where((eb) => withinScope(eb, scope, places))
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc'),
  );
};

/**
 * The cards, per number: Total Sent (numbers of messages handed to the gateway), Delivered and Failed
 * (from delivery reports and the gateway's refusals), Delivery Rate = delivered / total sent.
 */
export const smsStats = async (pool: pg.Pool, actor: Actor, query: SmsQuery): Promise<SmsStats> => {
  const scope = await smsScope(pool, actor, query);
  const row = (await firstRow(
    pool,
    db
      .selectFrom('sms_messages as s')
      .select((eb) => {
        const total = (figure: Expression<number>) => sql<number>`coalesce(sum(${figure}), 0)::int`;
        return [
          sql<number>`count(*)::int`.as('messages'),
          sql<number>`coalesce(sum(${eb.ref('s.total_recipients')}) FILTER (WHERE ${eb('s.status', '<>', sql.lit('Pending'))}), 0)::int`.as(
            'totalSent',
          ),
          total(eb.ref('s.delivered_count')).as('delivered'),
          total(eb.ref('s.failed_count')).as('failed'),
          total(
            sql<number>`${eb.ref('s.total_recipients')} - ${eb.ref('s.delivered_count')} - ${eb.ref('s.failed_count')}`,
          ).as('pending'),
        ];
      })
      .where((eb) => withinScope(eb, scope, places)),
  ))!;
  const deliveryRate = row.totalSent === 0 ? 0 : Math.round((row.delivered / row.totalSent) * 1000) / 10;
  return { ...row, deliveryRate };
};

/**
 * The receipt and reminder switches of the projects in scope and of their groups, with the receipts not
 * sent for a number that is no phone number, and each group's current members who would get none.
 */
export const smsReceipts = async (
  pool: pg.Pool,
  actor: Actor,
  query: SmsQuery,
): Promise<SmsReceiptSettings[]> => {
  const scope = await smsScope(pool, actor, query);
  const projects = await rows(
    pool,
    db
      .selectFrom('projects as p')
      .leftJoin('sms_receipt_settings as s', (join) =>
        join.onRef('s.project_id', '=', 'p.id').on('s.group_id', '=', sql.lit(0)),
      )
      .select((eb) => [
        'p.id as projectId',
        'p.code as projectCode',
        'p.name as projectName',
        eb.fn.coalesce('s.enabled', sql.lit(false)).as('enabled'),
        eb.fn.coalesce('s.reminders', sql.lit(false)).as('reminders'),
        eb.fn.coalesce('s.refused_count', sql.lit(0)).as('refused'),
      ])
      .where((eb) =>
        withinScope(eb, scope, { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.id' }),
      )
      .orderBy('p.code'),
  );
  const ids = projects.map((p) => p.projectId);
  const groups = await rows(
    pool,
    db
      .selectFrom('saving_groups as g')
      .leftJoin('sms_receipt_settings as s', (join) =>
        join.onRef('s.project_id', '=', 'g.project_id').onRef('s.group_id', '=', 'g.id'),
      )
      .select((eb) => [
        'g.id as groupId',
        'g.project_id as projectId',
        'g.name',
        eb.fn.coalesce('s.enabled', sql.lit(false)).as('enabled'),
        eb.fn.coalesce('s.reminders', sql.lit(false)).as('reminders'),
        eb.fn.coalesce('s.refused_count', sql.lit(0)).as('refused'),
      ])
      .where((eb) => eb('g.project_id', '=', eb.fn.any(sql<number[]>`${ids}::int[]`)))
      .orderBy('g.name')
      .orderBy('g.id'),
  );
  const groupIds = groups.map((g) => g.groupId);
  const members = await rows(
    pool,
    db
      .selectFrom('group_members as m')
      .select([
        'm.id as memberId',
        'm.group_id as groupId',
        'm.member_name as memberName',
        'm.member_phone as memberPhone',
      ])
      .where((eb) =>
        eb.and([eb.ref('m.is_active'), eb('m.group_id', '=', eb.fn.any(sql<number[]>`${groupIds}::int[]`))]),
      )
      .orderBy('m.member_name')
      .orderBy('m.id'),
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
