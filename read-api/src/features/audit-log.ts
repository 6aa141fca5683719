import { ForbiddenError, NotFoundError, scopeOf } from '@pm/domain';
import { auditQueries as q } from '@pm/domain/api/audit-queries';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { CHAIN_ALGORITHM, chainHead } from '@pm/infra/event-store/chain';
import { type HeadKey, headSignatureValid } from '@pm/infra/event-store/head-signing';
import type { EventStore } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { sql } from 'kysely';
import { defineQuery } from '../lib/define-query';
import { assertAuditReader } from './audit-access';

/** The latest finished run of the chain check (chain-check-job.ts): the audit screen's and the bell's. */
export const latestFinishedChainCheck = () =>
  db
    .selectFrom('chain_checks')
    .where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);

/**
 * GET /api/audit/log: the head of the event log's hash chain (infra/src/event-store/chain.ts), for an
 * auditor to write down and later hold `npm run verify-log -- --expect` to. It reads no read model, so
 * it never waits for the projector.
 */
export const auditLogRoutes = (store: EventStore, key: HeadKey | null = null) => [
  defineQuery(q.auditLog, [], async ({ pool, actor }) => {
    assertAuditReader(actor);
    // With EventStoreDB the events are not in this database: an empty chain here would be a false head.
    if (!(store instanceof PostgresEventStore))
      throw new NotFoundError('The event log is kept in EventStoreDB, which has no hash chain');
    return { ...(await chainHead(pool)), algorithm: CHAIN_ALGORITHM };
  }),

  // GET /api/audit/log/chain: the chain check's latest run and the signed heads (chain-check-job.ts)
  defineQuery(q.logChain, [], async ({ pool, actor }) => {
    assertAuditReader(actor);
    if (scopeOf(actor).kind !== 'all') throw new ForbiddenError('The log check covers the whole programme');
    const latestCheck = await firstRow(
      pool,
      latestFinishedChainCheck().select((eb) => [
        eb.cast<number>('id', 'integer').as('id'),
        'started_at as startedAt',
        'finished_at as finishedAt',
        'full_check as full',
        eb.cast<string>('from_position', 'text').as('fromPosition'),
        eb.cast<string | null>('to_position', 'text').as('toPosition'),
        eb.cast<number | null>('checked', 'integer').as('checked'),
        'duration_ms as durationMs',
        eb.cast<string | null>('broken_at', 'text').as('brokenAt'),
        'reason',
        'stream_id as streamId',
        'event_id as eventId',
        eb.cast<string | null>('good_to', 'text').as('goodTo'),
        'error',
      ]),
    );
    const heads = await rows(
      pool,
      db
        .selectFrom('log_head_signatures as s')
        .leftJoin('es_events as e', 'e.position', 's.position')
        .select((eb) => [
          eb.cast<string>('s.day', 'text').as('day'),
          eb.cast<string>('s.position', 'text').as('position'),
          eb.fn<string>('encode', ['s.hash', sql.lit('hex')]).as('hash'),
          's.signed_at as signedAt',
          's.algorithm',
          's.key_id as keyId',
          eb.fn<string>('encode', ['s.signature', sql.lit('hex')]).as('signature'),
          's.sms_text as smsText',
          's.sms_recipients as smsRecipients',
          's.sms_accepted as smsAccepted',
          's.sms_error as smsError',
          eb.fn<string | null>('encode', ['e.hash', sql.lit('hex')]).as('logHash'),
        ])
        .orderBy('s.day', 'desc')
        .limit(7),
    );
    return {
      latestCheck: latestCheck ?? null,
      signedHeads: heads.map(({ signature, logHash, ...h }) => ({
        ...h,
        signatureValid:
          key === null || key.keyId !== h.keyId
            ? null
            : headSignatureValid(key, h, Buffer.from(signature, 'hex')),
        matchesLog: logHash === h.hash,
      })),
      keyId: key?.keyId ?? null,
      publicKey: key?.publicPem ?? null,
    };
  }),
];
