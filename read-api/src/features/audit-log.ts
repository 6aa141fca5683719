import { NotFoundError } from '@pm/domain';
import { auditQueries as q } from '@pm/domain/api/audit-queries';
import { CHAIN_ALGORITHM, chainHead } from '@pm/infra/event-store/chain';
import type { EventStore } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { defineQuery } from '../lib/define-query';
import { assertAuditReader } from './audit-access';

/**
 * GET /api/audit/log: the head of the event log's hash chain (infra/src/event-store/chain.ts), for an
 * auditor to write down and later hold `npm run verify-log -- --expect` to. It reads no read model, so
 * it never waits for the projector.
 */
export const auditLogRoutes = (store: EventStore) => [
  defineQuery(q.auditLog, [], async ({ pool, actor }) => {
    assertAuditReader(actor);
    // With EventStoreDB the events are not in this database: an empty chain here would be a false head.
    if (!(store instanceof PostgresEventStore))
      throw new NotFoundError('The event log is kept in EventStoreDB, which has no hash chain');
    return { ...(await chainHead(pool)), algorithm: CHAIN_ALGORITHM };
  }),
];
