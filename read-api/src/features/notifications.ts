import { type Actor, formatMoney, hasCapability, mayOperateSystem, msg, toCents } from '@pm/domain';
import {
  type NotificationRow,
  notificationLine,
  notificationQueries as q,
} from '@pm/domain/api/notification-queries';
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';
import { type ListScope, listScope, withinScope } from '../lib/typed-scope';
import { documentsAwaitingReview } from './documents';
import { auditCheckLines, chainCheckLines, short, signedHeadLines } from './notification-checks';

/** How far back the bell looks for events that were told once (a reversal, a failed SMS). */
const RECENT_DAYS = 30;
/** Each kind brings at most this many lines: the bell points at screens, it does not replace them. */
const PER_KIND = 20;

/** Lines of the last RECENT_DAYS days. */
const recent = sql<string>`now() - make_interval(days => ${RECENT_DAYS})`;

/** Payments reversed lately, each with the activity feed's own line. */
const reversalLines = async (pool: pg.Pool, scope: ListScope): Promise<NotificationRow[]> => {
  const reversals = await rows(
    pool,
    db
      .selectFrom('activity as a')
      .select((eb) => [
        eb.cast<string>('a.position', 'text').as('position'),
        'a.summary',
        'a.summary_key as summaryKey',
        'a.summary_params as summaryParams',
        'a.occurred_at as at',
      ])
      .$narrowType<{ summaryParams: Record<string, string | number> }>()
      .where('a.type', '=', 'PaymentReversed')
      .where((eb) =>
        withinScope(eb, scope, { region: 'a.region_id', cluster: 'a.cluster_id', project: 'a.project_id' }),
      )
      .where('a.occurred_at', '>', recent)
      .orderBy('a.position', 'desc')
      .limit(PER_KIND),
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
  scope: ListScope,
): Promise<NotificationRow[]> => {
  if (!hasCapability(actor, 'emergency.decide')) return [];
  const requests = await rows(
    pool,
    db
      .selectFrom('emergency_disbursements as d')
      .innerJoin('emergency_funds as f', 'f.id', 'd.fund_id')
      .innerJoin('saving_groups as g', 'g.id', 'f.group_id')
      .select([
        'd.id',
        'd.amount',
        'g.name as groupName',
        'd.requested_by as requestedBy',
        'd.requested_at as at',
      ])
      .where('d.status', '=', 'pending')
      .where((eb) =>
        withinScope(eb, scope, { region: 'f.region_id', cluster: 'f.cluster_id', project: 'f.project_id' }),
      )
      .where('d.requested_by_user_id', 'is distinct from', actor.userId)
      .orderBy('d.requested_at', 'desc')
      .limit(PER_KIND),
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
  const waiting = await rows(
    pool,
    db
      .selectFrom('users')
      .select(['id', 'username', 'created_at as at'])
      .where('role', 'is', null)
      .where((eb) => eb.ref('is_active'))
      .orderBy('created_at', 'desc')
      .limit(PER_KIND),
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
      const scope = await listScope(pool, actor, query.projectId);
      const lines: NotificationRow[] = [];
      lines.push(...(await reversalLines(pool, scope)));
      lines.push(...(await emergencyRequestLines(pool, actor, scope)));
      lines.push(...(await smsFailures(pool, scope)));
      lines.push(...(await documentsAwaitingReview(pool, actor, scope, PER_KIND)));
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
const smsFailures = async (pool: pg.Pool, scope: ListScope): Promise<NotificationRow[]> => {
  const failed = await rows(
    pool,
    db
      .selectFrom('sms_messages as m')
      .select((eb) => [
        'm.id',
        'm.content',
        'm.total_recipients as total',
        'm.failed_count as failed',
        'm.status',
        eb.fn.coalesce('m.sent_at', 'm.created_at').as('at'),
      ])
      .where((eb) =>
        withinScope(eb, scope, { region: 'm.region_id', cluster: 'm.cluster_id', project: 'm.project_id' }),
      )
      .where((eb) => eb.or([eb('m.status', '=', 'Failed'), eb('m.failed_count', '>', 0)]))
      .where('m.created_at', '>', recent)
      .orderBy('m.created_at', 'desc')
      .limit(PER_KIND),
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
