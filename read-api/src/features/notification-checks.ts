// The bell's lines about the system itself (notifications.ts): the replay check, the check of the log's
// hash chain, and the log's head signed.
import { businessDate, msg } from '@pm/domain';
import { type NotificationRow, notificationLine } from '@pm/domain/api/notification-queries';
import { db, firstRow } from '@pm/infra/db/typed';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { latestFinishedChainCheck } from './audit-log';

/** How many groups, or projects, a replay check's differences name. */
const named = (differences: Expression<unknown>, kind: 'group' | 'project') =>
  sql<number>`(SELECT count(DISTINCT d->>'id')::int FROM jsonb_array_elements(${differences}) d
                WHERE d->>'kind' = ${sql.lit(kind)})`;

/**
 * The latest finished replay check (audit-check-job.ts), when it found differences or failed: the
 * screens may not show what the event store holds, and rebuilding a read model is the SuperAdmin's work.
 * Only the latest run counts, so the line goes with the next run that finds the tables agreeing.
 */
export const auditCheckLines = async (pool: pg.Pool): Promise<NotificationRow[]> => {
  const latest = await firstRow(
    pool,
    db
      .selectFrom('audit_checks as c')
      .select((eb) => [
        eb.cast<string>('c.id', 'text').as('id'),
        'c.finished_at as at',
        'c.error',
        eb.fn<number>('jsonb_array_length', ['c.differences']).as('differences'),
        named(eb.ref('c.differences'), 'group').as('groups'),
        named(eb.ref('c.differences'), 'project').as('projects'),
      ])
      .where('c.finished_at', 'is not', null)
      .orderBy('c.finished_at', 'desc')
      .limit(1)
      .$narrowType<{ at: string }>(),
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

export const short = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 3)}...` : text;

/**
 * The latest finished check of the log's hash chain (chain-check-job.ts), when it found the chain broken
 * or failed: where, and the last position known good. Goes with the next run that verifies the chain.
 */
export const chainCheckLines = async (pool: pg.Pool): Promise<NotificationRow[]> => {
  const latest = await firstRow(
    pool,
    latestFinishedChainCheck()
      .select((eb) => [
        eb.cast<string>('id', 'text').as('id'),
        'finished_at as at',
        eb.cast<string | null>('broken_at', 'text').as('brokenAt'),
        'reason',
        'stream_id as streamId',
        'event_id as eventId',
        eb.cast<string | null>('good_to', 'text').as('goodTo'),
        'error',
      ])
      .$narrowType<{ at: string }>(),
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
export const signedHeadLines = async (pool: pg.Pool): Promise<NotificationRow[]> => {
  const latest = await firstRow(
    pool,
    db
      .selectFrom('log_head_signatures')
      .select((eb) => [eb.cast<string>('day', 'text').as('day'), 'signed_at as at', 'sms_text as text'])
      .where('signed_at', '>', sql<string>`now() - interval '2 days'`)
      .orderBy('day', 'desc')
      .limit(1),
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
