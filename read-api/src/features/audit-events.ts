import type { GroupEvent, StoredLedgerEvent, StoredMoneyEvent } from '@pm/domain';
import { db, rows } from '@pm/infra/db/typed';
import type { EventStore, RecordedEvent } from '@pm/infra/event-store/port';
import type { Pool } from 'pg';
import { streamCacheOf } from '../lib/stream-cache';

const stored = (e: RecordedEvent): StoredLedgerEvent => ({
  event: { type: e.type, data: e.data } as StoredMoneyEvent['event'],
  position: e.position,
  recordedAt: e.recordedAt.toISOString(),
  eventId: e.eventId,
  streamId: e.streamId,
  actor: e.metadata.actor.kind === 'user' ? e.metadata.actor.username : e.metadata.actor.name,
});

/**
 * The group's stream, its loans' streams (named by its LoanDisbursed events) and its emergency funds'.
 * `fresh`: read from the log, not the stream cache (the replay checks: an event altered in the database
 * after it was cached must be seen).
 */
export const moneyEventsOf = async (
  store: EventStore,
  pool: Pool,
  groupId: number,
  options: { readonly fresh?: boolean } = {},
) => {
  const cache = streamCacheOf(store);
  const read = (streamId: string) => cache.read(streamId, options);
  const group = await read(`group-${groupId}`);
  const loanIds = group
    .filter((e) => e.type === 'LoanDisbursed')
    .map((e) => (e.data as Extract<GroupEvent, { type: 'LoanDisbursed' }>['data']).loanId);
  const funds = await rows(
    pool,
    db.selectFrom('emergency_funds').select('id').where('group_id', '=', groupId),
  );
  const others = await Promise.all([
    ...loanIds.map((id) => read(`loan-${id}`)),
    ...funds.map((f) => read(`emergency-fund-${f.id}`)),
  ]);
  return [...group, ...others.flat()].map(stored);
};

/** The names of a group's members by id, as its members table has them (the books name them by id). */
export const memberNamesOf = async (pool: Pool, groupId: number): Promise<Map<number, string>> =>
  new Map(
    (
      await rows(
        pool,
        db.selectFrom('group_members').select(['id', 'member_name as name']).where('group_id', '=', groupId),
      )
    ).map((m) => [m.id, m.name]),
  );
