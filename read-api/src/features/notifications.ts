import { businessDate, formatMoney, hasCapability, mayOperateSystem, msg, toCents } from '@pm/domain';
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

/** How far back the bell looks for events that were told once (a reversal, a failed SMS). */
const RECENT_DAYS = 30;
/** Each kind brings at most this many lines: the bell points at screens, it does not replace them. */
const PER_KIND = 20;

type Columns = { region: string; cluster: string; project: string };
const on = (alias: string): Columns => ({
  region: `${alias}.region_id`,
  cluster: `${alias}.cluster_id`,
  project: `${alias}.project_id`,
});

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
      const scoped = async (columns: Columns, params: unknown[]) =>
        projectFilter(pool, actor, query.projectId, columns, params);
      const lines: NotificationRow[] = [];

      const reversedParams: unknown[] = [];
      const reversedScope = await scoped(on('a'), reversedParams);
      reversedParams.push(RECENT_DAYS, PER_KIND);
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
          WHERE a.type = 'PaymentReversed' AND ${reversedScope}
            AND a.occurred_at > now() - make_interval(days => $${reversedParams.length - 1})
          ORDER BY a.position DESC LIMIT $${reversedParams.length}`,
        reversedParams,
      );
      for (const r of reversals) {
        // the activity feed's own line, in English with its template and values (its Kiswahili is there)
        const summary = { text: r.summary, key: r.summaryKey, params: r.summaryParams };
        lines.push(
          notificationLine(
            {
              key: `paymentReversed-${r.position}`,
              kind: 'paymentReversed',
              at: r.at,
              link: '/contributions',
            },
            msg`Payment reversed`,
            summary,
          ),
        );
      }

      if (hasCapability(actor, 'emergency.decide')) {
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
        for (const r of requests) {
          const amount = formatMoney(toCents(r.amount) ?? 0);
          lines.push(
            notificationLine(
              {
                key: `emergencyRequest-${r.id}`,
                kind: 'emergencyRequest',
                at: r.at,
                link: '/emergency-fund',
              },
              msg`Emergency request waiting for your decision`,
              msg`${{ group: r.groupName }}: ${{ amount }} requested by ${{ requestedBy: r.requestedBy }}`,
            ),
          );
        }
      }

      lines.push(...(await smsFailures(pool, scoped)));
      lines.push(...(await documentsAwaitingReview(pool, actor, scoped, PER_KIND)));

      if (mayOperateSystem(actor)) {
        const waiting = await selectRows<{ id: number; username: string; at: string }>(
          pool,
          `SELECT id, username, created_at AS at FROM users
            WHERE role IS NULL AND is_active ORDER BY created_at DESC LIMIT $1`,
          [PER_KIND],
        );
        for (const u of waiting) {
          lines.push(
            notificationLine(
              { key: `accountWaiting-${u.id}`, kind: 'accountWaiting', at: u.at, link: '/users' },
              msg`Account waiting for a role`,
              msg`${{ username: u.username }} registered and waits for a role and scope`,
            ),
          );
        }
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
const smsFailures = async (
  pool: pg.Pool,
  scoped: (columns: Columns, params: unknown[]) => Promise<string>,
): Promise<NotificationRow[]> => {
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

/**
 * The latest finished replay check (audit-check-job.ts), when it found differences or failed: the
 * screens may not show what the event store holds, and rebuilding a read model is the SuperAdmin's work.
 * Only the latest run counts, so the line goes with the next run that finds the tables agreeing.
 */
const auditCheckLines = async (pool: pg.Pool): Promise<NotificationRow[]> => {
  const [latest] = await selectRows<{
    id: string;
    at: string;
    error: string | null;
    differences: number;
    groups: number;
    projects: number;
  }>(
    pool,
    `SELECT c.id::text AS id, c.finished_at AS at, c.error, jsonb_array_length(c.differences) AS differences,
            (SELECT count(DISTINCT d->>'id')::int FROM jsonb_array_elements(c.differences) d
              WHERE d->>'kind' = 'group') AS groups,
            (SELECT count(DISTINCT d->>'id')::int FROM jsonb_array_elements(c.differences) d
              WHERE d->>'kind' = 'project') AS projects
       FROM audit_checks c WHERE c.finished_at IS NOT NULL ORDER BY c.finished_at DESC LIMIT 1`,
  );
  if (!latest || (latest.error === null && latest.differences === 0)) return [];
  const day = businessDate(latest.at);
  const line = {
    key: `auditDifferences-${latest.id}`,
    kind: 'auditDifferences' as const,
    at: latest.at,
    link: '/audit',
  };
  if (latest.error !== null)
    return [
      notificationLine(
        line,
        msg`Replay check failed`,
        msg`The check of ${{ day }} stopped: ${{ error: short(latest.error, 120) }}`,
      ),
    ];
  const { differences, groups, projects } = latest;
  return [
    notificationLine(
      line,
      msg`Replay check found differences`,
      msg`Differences: ${{ differences }} (groups: ${{ groups }}, projects: ${{ projects }}) on ${{ day }}`,
    ),
  ];
};

const short = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 3)}...` : text;

/**
 * The latest finished check of the log's hash chain (chain-check-job.ts), when it found the chain broken
 * or failed: where, and the last position known good. Goes with the next run that verifies the chain.
 */
const chainCheckLines = async (pool: pg.Pool): Promise<NotificationRow[]> => {
  const [latest] = await selectRows<{
    id: string;
    at: string;
    brokenAt: string | null;
    reason: string | null;
    streamId: string | null;
    eventId: string | null;
    goodTo: string | null;
    error: string | null;
  }>(
    pool,
    `SELECT id::text, finished_at AS at, broken_at::text AS "brokenAt", reason, stream_id AS "streamId",
            event_id AS "eventId", good_to::text AS "goodTo", error
       FROM chain_checks WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT 1`,
  );
  if (!latest || (latest.brokenAt === null && latest.error === null)) return [];
  const line = {
    key: `logChainBroken-${latest.id}`,
    kind: 'logChainBroken' as const,
    at: latest.at,
    link: '/audit',
  };
  const position = latest.brokenAt;
  if (position === null)
    return [
      notificationLine(
        line,
        msg`Check of the event log failed`,
        msg`The check of ${{ day: businessDate(latest.at) }} stopped: ${{ error: short(latest.error ?? '', 120) }}`,
      ),
    ];
  const stream = latest.streamId ?? '-';
  const event = latest.eventId ?? '-';
  const from = String(BigInt(latest.goodTo ?? '0') + 1n);
  const description =
    latest.reason === 'altered'
      ? msg`The event at position ${{ position }} (${{ stream }}, ${{ event }}) was changed after it was stored`
      : latest.reason === 'missing'
        ? msg`The event at position ${{ position }} is missing from the log`
        : latest.reason === 'signature'
          ? msg`The head signed at position ${{ position }} does not carry a valid signature`
          : latest.reason === 'head'
            ? msg`The head of the log does not match its last event (position ${{ position }})`
            : msg`The log was rewritten: an event between positions ${{ from }} and ${{ position }} was changed and every later hash recomputed`;
  return [notificationLine(line, msg`Event log altered`, description)];
};

/** The head signed on the latest business day that has one: the record the NationalDirector keeps. */
const signedHeadLines = async (pool: pg.Pool): Promise<NotificationRow[]> => {
  const [latest] = await selectRows<{ day: string; at: string; text: string }>(
    pool,
    `SELECT day::text, signed_at AS at, sms_text AS text FROM log_head_signatures
      WHERE signed_at > now() - interval '2 days' ORDER BY day DESC LIMIT 1`,
  );
  if (!latest) return [];
  return [
    notificationLine(
      { key: `logHeadSigned-${latest.day}`, kind: 'logHeadSigned', at: latest.at, link: '/audit' },
      msg`Event log head signed`,
      // the record as it was sent by SMS and kept, word for word: not translated
      { text: latest.text, key: latest.text, params: {} },
    ),
  ];
};
