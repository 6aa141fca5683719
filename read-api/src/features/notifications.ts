import { type Actor, formatMoney, hasCapability, mayOperateSystem, msg, toCents } from '@pm/domain';
import {
  type NotificationRow,
  notificationLine,
  notificationQueries as q,
} from '@pm/domain/api/notification-queries';
import type pg from 'pg';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';
import { documentsAwaitingReview } from './documents';
import { auditCheckLines, chainCheckLines, short, signedHeadLines } from './notification-checks';

/** How far back the bell looks for events that were told once (a reversal, a failed SMS). */
const RECENT_DAYS = 30;
/** Each kind brings at most this many lines: the bell points at screens, it does not replace them. */
const PER_KIND = 20;

type Columns = { region: string; cluster: string; project: string };
/** The reader's scope (or the one project asked for) as a condition on `columns`, its values added to `params`. */
type Scoped = (columns: Columns, params: unknown[]) => Promise<string>;
const on = (alias: string): Columns => ({
  region: `${alias}.region_id`,
  cluster: `${alias}.cluster_id`,
  project: `${alias}.project_id`,
});

/** Payments reversed lately, each with the activity feed's own line. */
const reversalLines = async (pool: pg.Pool, scoped: Scoped): Promise<NotificationRow[]> => {
  const params: unknown[] = [];
  const scope = await scoped(on('a'), params);
  params.push(RECENT_DAYS, PER_KIND);
  const reversals = await selectRows<{
    position: string;
    summary: string;
    summaryKey: string;
    summaryParams: Record<string, string | number>;
    at: string;
  }>(
    pool,
    `SELECT a.position::text AS position, a.summary, a.summary_key AS "summaryKey",
            a.summary_params AS "summaryParams", a.occurred_at AS at FROM activity a
      WHERE a.type = 'PaymentReversed' AND ${scope}
        AND a.occurred_at > now() - make_interval(days => $${params.length - 1})
      ORDER BY a.position DESC LIMIT $${params.length}`,
    params,
  );
  return reversals.map((r) =>
    notificationLine(
      { key: `paymentReversed-${r.position}`, kind: 'paymentReversed', at: r.at, link: '/contributions' },
      msg`Payment reversed`,
      // the activity feed's own line, in English with its template and values (its Kiswahili is there)
      { text: r.summary, key: r.summaryKey, params: r.summaryParams },
    ),
  );
};

/** Emergency disbursements waiting for a decision the reader may take (never its own request). */
const emergencyRequestLines = async (
  pool: pg.Pool,
  actor: Actor,
  scoped: Scoped,
): Promise<NotificationRow[]> => {
  if (!hasCapability(actor, 'emergency.decide')) return [];
  const params: unknown[] = [];
  const scope = await scoped(on('f'), params);
  params.push(actor.userId, PER_KIND);
  const requests = await selectRows<{
    id: number;
    amount: number;
    groupName: string;
    requestedBy: string;
    at: string;
  }>(
    pool,
    `SELECT d.id, d.amount, g.name AS "groupName", d.requested_by AS "requestedBy", d.requested_at AS at
       FROM emergency_disbursements d
       JOIN emergency_funds f ON f.id = d.fund_id
       JOIN saving_groups g ON g.id = f.group_id
      WHERE d.status = 'pending' AND ${scope}
        AND d.requested_by_user_id IS DISTINCT FROM $${params.length - 1}
      ORDER BY d.requested_at DESC LIMIT $${params.length}`,
    params,
  );
  return requests.map((r) => {
    const amount = formatMoney(toCents(r.amount) ?? 0);
    return notificationLine(
      { key: `emergencyRequest-${r.id}`, kind: 'emergencyRequest', at: r.at, link: '/emergency-fund' },
      msg`Emergency request waiting for your decision`,
      msg`${{ group: r.groupName }}: ${{ amount }} requested by ${{ requestedBy: r.requestedBy }}`,
    );
  });
};

/** Accounts registered that wait for a role (the SuperAdmin's). */
const accountWaitingLines = async (pool: pg.Pool): Promise<NotificationRow[]> => {
  const waiting = await selectRows<{ id: number; username: string; at: string }>(
    pool,
    `SELECT id, username, created_at AS at FROM users
      WHERE role IS NULL AND is_active ORDER BY created_at DESC LIMIT $1`,
    [PER_KIND],
  );
  return waiting.map((u) =>
    notificationLine(
      { key: `accountWaiting-${u.id}`, kind: 'accountWaiting', at: u.at, link: '/users' },
      msg`Account waiting for a role`,
      msg`${{ username: u.username }} registered and waits for a role and scope`,
    ),
  );
};

/**
 * GET /api/notifications: what asks for the reader's attention in its scope (or one project in it):
 * payments reversed lately, emergency disbursements waiting for a decision the reader may take (never
 * its own request), SMS messages with failed recipients, and for the SuperAdmin accounts waiting for a
 * role, a scheduled replay check that found differences or failed and a check of the log's hash chain that
 * found it altered; for the NationalDirector (and the SuperAdmin) the log's head signed today. Built from the read tables at request time; each kind is bounded, so the answer stays small.
 */
export const notificationQueryRoutes = [
  defineQuery(
    q.notifications,
    ['activity', 'saving-groups', 'sms', 'users', 'hierarchy', 'documents'],
    async ({ pool, actor }, { query }) => {
      const scoped: Scoped = async (columns, params) =>
        projectFilter(pool, actor, query.projectId, columns, params);
      const lines: NotificationRow[] = [];
      lines.push(...(await reversalLines(pool, scoped)));
      lines.push(...(await emergencyRequestLines(pool, actor, scoped)));
      lines.push(...(await smsFailures(pool, scoped)));
      lines.push(...(await documentsAwaitingReview(pool, actor, scoped, PER_KIND)));
      if (mayOperateSystem(actor)) {
        lines.push(...(await accountWaitingLines(pool)));
        lines.push(...(await auditCheckLines(pool)));
        lines.push(...(await chainCheckLines(pool)));
      }
      if (mayOperateSystem(actor) || actor.role === 'NationalDirector')
        lines.push(...(await signedHeadLines(pool)));
      return lines.sort((a, b) => b.at.localeCompare(a.at));
    },
  ),
];

/** SMS messages of the last days the gateway refused, or with recipients it reported as not delivered. */
const smsFailures = async (pool: pg.Pool, scoped: Scoped): Promise<NotificationRow[]> => {
  const params: unknown[] = [];
  const scope = await scoped(on('m'), params);
  params.push(RECENT_DAYS, PER_KIND);
  const failed = await selectRows<{
    id: number;
    content: string;
    total: number;
    failed: number;
    status: string;
    at: string;
  }>(
    pool,
    `SELECT m.id, m.content, m.total_recipients AS total, m.failed_count AS failed, m.status,
            coalesce(m.sent_at, m.created_at) AS at
       FROM sms_messages m
      WHERE ${scope} AND (m.status = 'Failed' OR m.failed_count > 0)
        AND m.created_at > now() - make_interval(days => $${params.length - 1})
      ORDER BY m.created_at DESC LIMIT $${params.length}`,
    params,
  );
  return failed.map((m) => {
    const content = short(m.content, 60);
    const { total, failed: failedCount } = m;
    const line = {
      key: `smsFailed-${m.id}-${m.status}-${m.failed}`,
      kind: 'smsFailed' as const,
      at: m.at,
      link: '/sms',
    };
    if (m.status !== 'Failed')
      return notificationLine(
        line,
        msg`SMS not delivered to every recipient`,
        msg`${{ failed: failedCount }} of ${{ total }} recipients: "${{ content }}"`,
      );
    return notificationLine(
      line,
      msg`SMS not sent`,
      total === 1 ? msg`1 recipient: "${{ content }}"` : msg`${{ total }} recipients: "${{ content }}"`,
    );
  });
};
