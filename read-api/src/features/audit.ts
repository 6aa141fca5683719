import { type Actor, type Balances, ENTRY_LABELS, groupBooks, groupEntries, NotFoundError } from '@pm/domain';
import { auditQueries as q } from '@pm/domain/api/audit-queries';
import type { InputOf } from '@pm/domain/api/contract';
import { businessDate } from '@pm/domain/shared/dates';
import { db, firstRow } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import type { Pool } from 'pg';
import { defineQuery, type QueryContext } from '../lib/define-query';
import { assertAuditReader, kes, knownAtOf } from './audit-access';
import { memberNamesOf, moneyEventsOf } from './audit-events';
import { verifyGroup } from './audit-verify';
import { readableGroup } from './saving-groups/scope';

/** The group if the reader may audit it (404 out of scope, 403 for a role without the audit views). */
const auditedGroup = async (pool: Pool, actor: Actor, groupId: number) => {
  await readableGroup(pool, actor, groupId);
  const group = await firstRow(pool, db.selectFrom('saving_groups').select('name').where('id', '=', groupId));
  if (!group) throw new NotFoundError('Saving group not found');
  assertAuditReader(actor);
  return group;
};

type Query<K extends keyof typeof q> = InputOf<(typeof q)[K]>['query'];

/** GET /api/saving-groups/:id/ledger: the group's books replayed from its events, as of a day. */
const groupLedger = async (
  store: EventStore,
  { pool, actor }: QueryContext,
  groupId: number,
  query: Query<'groupLedger'>,
) => {
  const group = await auditedGroup(pool, actor, groupId);
  const { knownAt, note } = knownAtOf(query.knownAt);
  const events = await moneyEventsOf(store, pool, groupId);
  const books = groupBooks(events, {
    asOf: query.asOf,
    knownAt,
    today: businessDate(new Date().toISOString()),
  });
  return {
    groupId,
    groupName: group.name,
    asOf: query.asOf ?? null,
    knownAt: knownAt ?? null,
    note,
    eventsCounted: books.eventsCounted,
    eventsTotal: books.eventsTotal,
    totals: {
      savings: kes(books.savings),
      savingsAdjusted: kes(books.savingsAdjusted),
      repayments: kes(books.repayments),
      penaltiesAndFees: kes(books.penaltiesAndFees),
      disbursed: kes(books.disbursed),
      paidOut: kes(books.paidOut),
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
};

const positionText = (p: bigint | null) => (p === null ? null : p.toString());
const money = (b: Balances) => ({
  savings: kes(b.savings),
  loanFund: kes(b.loanFund),
  loansOutstanding: kes(b.loansOutstanding),
  emergencyFund: kes(b.emergencyFund),
});

/** GET /api/saving-groups/:id/entries: the group's money entries, a member's or a period's, with balances. */
const groupEntryRows = async (
  store: EventStore,
  { pool, actor }: QueryContext,
  groupId: number,
  query: Query<'groupEntries'>,
) => {
  await auditedGroup(pool, actor, groupId);
  const names = await memberNamesOf(pool, groupId);
  return groupEntries(await moneyEventsOf(store, pool, groupId))
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
      reverses: positionText(e.reverses),
      reversedBy: positionText(e.reversedBy),
      reason: e.reason,
    }));
};

export const auditQueryRoutes = (store: EventStore) => [
  defineQuery(q.groupLedger, ['saving-groups'], (ctx, { params, query }) =>
    groupLedger(store, ctx, params.id, query),
  ),
  defineQuery(q.groupEntries, ['saving-groups'], (ctx, { params, query }) =>
    groupEntryRows(store, ctx, params.id, query),
  ),
  defineQuery(q.verifyGroup, ['saving-groups'], async ({ pool, actor }, { params }) => {
    await auditedGroup(pool, actor, params.id);
    const differences = await verifyGroup(store, pool, params.id);
    return {
      groupId: params.id,
      checkedAt: new Date().toISOString(),
      ok: differences.length === 0,
      differences,
    };
  }),
];
