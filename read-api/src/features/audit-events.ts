import type { GroupEvent, StoredLedgerEvent, StoredMoneyEvent } from '@pm/domain';
import type { EventStore, RecordedEvent } from '@pm/infra/event-store/port';
import type { Pool } from 'pg';
import { selectRows } from '../lib/db';
import { streamCacheOf } from '../lib/stream-cache';

const stored = (e: RecordedEvent): StoredLedgerEvent => ({
  event: { type: e.type, data: e.data } as StoredMoneyEvent['event'],
  position: e.position,
  recordedAt: e.recordedAt.toISOString(),
  eventId: e.eventId,
  streamId: e.streamId,
  actor: e.metadata.actor.kind === 'user' ? e.metadata.actor.username : e.metadata.actor.name,
});

/** The group's stream, its loans' streams (named by its LoanDisbursed events) and its emergency funds'. */
export const moneyEventsOf = async (store: EventStore, pool: Pool, groupId: number) => {
  const cache = streamCacheOf(store);
  const group = await cache.read(`group-${groupId}`);
  const loanIds = group
    .filter((e) => e.type === 'LoanDisbursed')
    .map((e) => (e.data as Extract<GroupEvent, { type: 'LoanDisbursed' }>['data']).loanId);
  const funds = await selectRows<{ id: number }>(pool, 'SELECT id FROM emergency_funds WHERE group_id = $1', [
    groupId,
  ]);
  const others = await Promise.all([
    ...loanIds.map((id) => cache.read(`loan-${id}`)),
    ...funds.map((f) => cache.read(`emergency-fund-${f.id}`)),
  ]);
  return [...group, ...others.flat()].map(stored);
};
