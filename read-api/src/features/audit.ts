import {
  type Actor,
  type Balances,
  ENTRY_LABELS,
  ForbiddenError,
  type GroupEvent,
  groupBooks,
  groupEntries,
  NotFoundError,
  type StoredLedgerEvent,
  type StoredMoneyEvent,
} from '@pm/domain';
import { auditQueries as q } from '@pm/domain/api/audit-queries';
import type { EventStore, RecordedEvent } from '@pm/infra/event-store/port';
import type { Pool } from 'pg';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { readableGroup } from './saving-groups/scope';

/** Who reads the audit views: the managers of the group's scope (facilitators keep their screens). */
const AUDIT_ROLES = new Set([
  'SuperAdmin',
  'NationalDirector',
  'RegionalAdmin',
  'ClusterAdmin',
  'ProjectAdmin',
]);

const kes = (cents: number): number => cents / 100;

const stored = (e: RecordedEvent): StoredLedgerEvent => ({
  event: { type: e.type, data: e.data } as StoredMoneyEvent['event'],
  position: e.position,
  recordedAt: e.recordedAt.toISOString(),
  eventId: e.eventId,
  streamId: e.streamId,
  actor: e.metadata.actor.kind === 'user' ? e.metadata.actor.username : e.metadata.actor.name,
});

/** The group if the reader may audit it (404 out of scope, 403 for a role without the audit views). */
const auditedGroup = async (pool: Pool, actor: Actor, groupId: number) => {
  await readableGroup(pool, actor, groupId);
  const group = (
    await selectRows<{ name: string }>(pool, 'SELECT name FROM saving_groups WHERE id = $1', [groupId])
  )[0];
  if (!group) throw new NotFoundError('Saving group not found');
  if (!actor.role || !AUDIT_ROLES.has(actor.role))
    throw new ForbiddenError('The audit views are for managers and auditors');
  return group;
};

/** The group's stream, its loans' streams (named by its LoanDisbursed events) and its emergency funds'. */
const moneyEventsOf = async (store: EventStore, pool: Pool, groupId: number) => {
  const group = await store.readStream(`group-${groupId}`);
  const loanIds = group
    .filter((e) => e.type === 'LoanDisbursed')
    .map((e) => (e.data as Extract<GroupEvent, { type: 'LoanDisbursed' }>['data']).loanId);
  const funds = await selectRows<{ id: number }>(pool, 'SELECT id FROM emergency_funds WHERE group_id = $1', [
    groupId,
  ]);
  const others = await Promise.all([
    ...loanIds.map((id) => store.readStream(`loan-${id}`)),
    ...funds.map((f) => store.readStream(`emergency-fund-${f.id}`)),
  ]);
  return [...group, ...others.flat()].map(stored);
};

export const auditQueryRoutes = (store: EventStore) => [
  defineQuery(q.groupLedger, ['saving-groups'], async ({ pool, actor }, { params, query }) => {
    await readableGroup(pool, actor, params.id);
    const group = (
      await selectRows<{ name: string }>(pool, 'SELECT name FROM saving_groups WHERE id = $1', [params.id])
    )[0];
    if (!group) throw new NotFoundError('Saving group not found');
    if (!actor.role || !AUDIT_ROLES.has(actor.role))
      throw new ForbiddenError('The audit views are for managers and auditors');
    const now = new Date().toISOString();
    const future = query.knownAt !== undefined && Date.parse(query.knownAt) > Date.parse(now);
    const knownAt =
      query.knownAt === undefined ? undefined : future ? now : new Date(query.knownAt).toISOString();
    const events = await moneyEventsOf(store, pool, params.id);
    const books = groupBooks(events, { asOf: query.asOf, knownAt });
    return {
      groupId: params.id,
      groupName: group.name,
      asOf: query.asOf ?? null,
      knownAt: knownAt ?? null,
      note: future ? `knownAt is in the future: answered as now (${now})` : null,
      eventsCounted: books.eventsCounted,
      eventsTotal: books.eventsTotal,
      totals: {
        savings: kes(books.savings),
        repayments: kes(books.repayments),
        penaltiesAndFees: kes(books.penaltiesAndFees),
        disbursed: kes(books.disbursed),
        loanFund: kes(books.loanFund),
        loansOutstanding: kes(books.loansOutstanding),
        emergencyFund: kes(books.emergencyFund),
      },
      members: books.members.map((m) => ({
        ...m,
        savings: kes(m.savings),
        loansOutstanding: kes(m.loansOutstanding),
        repayments: kes(m.repayments),
        penaltiesOwed: kes(m.penaltiesOwed),
        penaltiesPaid: kes(m.penaltiesPaid),
        feesPaid: kes(m.feesPaid),
      })),
      loansAtRisk: books.loansAtRisk.map((l) => ({ ...l, outstanding: kes(l.outstanding) })),
    };
  }),

  defineQuery(q.groupEntries, ['saving-groups'], async ({ pool, actor }, { params, query }) => {
    await auditedGroup(pool, actor, params.id);
    const names = new Map(
      (
        await selectRows<{ id: number; name: string }>(
          pool,
          'SELECT id, member_name AS name FROM group_members WHERE group_id = $1',
          [params.id],
        )
      ).map((m) => [m.id, m.name]),
    );
    const position = (p: bigint | null) => (p === null ? null : p.toString());
    const money = (b: Balances) => ({
      savings: kes(b.savings),
      loanFund: kes(b.loanFund),
      loansOutstanding: kes(b.loansOutstanding),
      emergencyFund: kes(b.emergencyFund),
    });
    return groupEntries(await moneyEventsOf(store, pool, params.id))
      .filter(
        (e) =>
          (query.memberId === undefined || e.memberId === query.memberId) &&
          (query.from === undefined || (e.businessDate ?? e.recordedAt.slice(0, 10)) >= query.from) &&
          (query.to === undefined || (e.businessDate ?? e.recordedAt.slice(0, 10)) <= query.to),
      )
      .map((e) => ({
        position: e.position.toString(),
        eventId: e.eventId,
        streamId: e.streamId,
        type: e.type,
        label: ENTRY_LABELS[e.type] ?? e.type,
        memberId: e.memberId,
        memberName: e.memberId === null ? null : (names.get(e.memberId) ?? null),
        amount: kes(e.amount),
        businessDate: e.businessDate,
        recordedAt: e.recordedAt,
        recordedBy: e.recordedBy,
        effect: money(e.effect),
        balancesAfter: money(e.balancesAfter),
        reverses: position(e.reverses),
        reversedBy: position(e.reversedBy),
        reason: e.reason,
      }));
  }),
];
