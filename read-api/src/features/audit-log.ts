import { ForbiddenError, NotFoundError, scopeOf } from '@pm/domain';
import { type ChainCheck, auditQueries as q } from '@pm/domain/api/audit-queries';
import { CHAIN_ALGORITHM, chainHead } from '@pm/infra/event-store/chain';
import { type HeadKey, headSignatureValid } from '@pm/infra/event-store/head-signing';
import type { EventStore } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { assertAuditReader } from './audit-access';

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
    const [latestCheck] = await selectRows<ChainCheck>(
      pool,
      `SELECT id::int, started_at AS "startedAt", finished_at AS "finishedAt", full_check AS full,
              from_position::text AS "fromPosition", to_position::text AS "toPosition", checked::int,
              duration_ms AS "durationMs", broken_at::text AS "brokenAt", reason, stream_id AS "streamId",
              event_id AS "eventId", good_to::text AS "goodTo", error
         FROM chain_checks WHERE finished_at IS NOT NULL ORDER BY finished_at DESC, id DESC LIMIT 1`,
    );
    const heads = await selectRows<{
      day: string;
      position: string;
      hash: string;
      signedAt: string;
      algorithm: string;
      keyId: string;
      signature: string;
      smsText: string;
      smsRecipients: number | null;
      smsAccepted: number | null;
      smsError: string | null;
      logHash: string | null;
    }>(
      pool,
      `SELECT s.day::text, s.position::text, encode(s.hash, 'hex') AS hash, s.signed_at AS "signedAt",
              s.algorithm, s.key_id AS "keyId", encode(s.signature, 'hex') AS signature, s.sms_text AS "smsText",
              s.sms_recipients AS "smsRecipients", s.sms_accepted AS "smsAccepted", s.sms_error AS "smsError",
              encode(e.hash, 'hex') AS "logHash"
         FROM log_head_signatures s LEFT JOIN es_events e ON e.position = s.position
        ORDER BY s.day DESC LIMIT 7`,
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
