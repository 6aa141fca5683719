import {
  businessDate,
  cycleShareOut,
  formatMoney,
  leavingPayout,
  type Message,
  msg,
  NotFoundError,
  type ShareOutWeighting,
  ValidationError,
} from '@pm/domain';
import { cycleQueries as q } from '@pm/domain/api/cycle-queries';
import { db, firstRow } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type pg from 'pg';
import { defineQuery, type QueryContext } from '../lib/define-query';
import { kes } from './audit-access';
import { memberNamesOf, moneyEventsOf } from './audit-events';
import { loanFund, readableGroup } from './saving-groups/scope';

type LeavingRule = 'atClose' | 'savings' | 'share';

/** Why the decider would refuse this payout now (the same rules, in the same words), or null. */
const leavingRefusal = (
  name: string,
  figures: { amount: number; cash: number },
  debt: number,
  held: number,
  waiting: { cycle: number; closeDate: string } | undefined,
): Message | null => {
  if (waiting)
    return msg`The close of cycle ${{ cycle: waiting.cycle }} on ${{ closeDate: waiting.closeDate }} awaits confirmation: a member paid out on leaving must wait until it is confirmed or rejected`;
  if (debt > figures.amount)
    return msg`${{ name }} owes ${{ debt: formatMoney(debt) }} on loans, more than their payout of ${{ payout: formatMoney(figures.amount) }}: the difference of ${{ difference: formatMoney(debt - figures.amount) }} must be repaid before they leave`;
  if (figures.cash > held)
    return msg`The loan fund holds ${{ held: formatMoney(Math.max(0, held)) }} in cash: ${{ name }}'s payout of ${{ cash: formatMoney(figures.cash) }} can be paid once loans are repaid`;
  return null;
};

/** GET /api/group-members/:id/leaving-preview: what removing the member now would pay them, or why not. */
const leavingPreview = async (store: EventStore, { pool, actor }: QueryContext, memberId: number) => {
  const member = await firstRow(
    pool,
    db
      .selectFrom('group_members as m')
      .innerJoin('saving_groups as g', 'g.id', 'm.group_id')
      .select([
        'm.group_id as groupId',
        'm.member_name as name',
        'g.leaving_payout as rule',
        sql<string>`${loanFund}::text`.as('held'),
      ])
      .$narrowType<{ rule: LeavingRule }>()
      .where('m.id', '=', memberId),
  );
  if (!member) throw new NotFoundError('Member not found');
  await readableGroup(pool, actor, member.groupId);
  const events = await moneyEventsOf(store, pool, member.groupId);
  const today = businessDate(new Date().toISOString());
  const figures = leavingPayout(events, memberId, {
    date: today,
    rule: member.rule === 'share' ? 'share' : 'savings',
  });
  const debt = figures.amount - figures.cash;
  const waiting = await firstRow(
    pool,
    db
      .selectFrom('group_cycles')
      .select((eb) => [
        'cycle',
        eb.fn<string>('to_char', ['close_date', sql.lit('YYYY-MM-DD')]).as('closeDate'),
      ])
      .where('group_id', '=', member.groupId)
      .where('status', '=', 'proposed'),
  );
  const atClose = member.rule === 'atClose';
  const refusal = atClose
    ? null
    : leavingRefusal(member.name, figures, debt, Math.round(Number(member.held) * 100), waiting);
  return {
    memberId,
    memberName: member.name,
    rule: member.rule,
    savings: kes(figures.savings),
    amount: atClose ? 0 : kes(figures.amount),
    profit: atClose ? 0 : kes(figures.profit),
    debt: kes(debt),
    cash: atClose ? 0 : kes(figures.cash),
    refusal: refusal && { message: refusal.text, messageKey: refusal.key, messageParams: refusal.params },
  };
};

type ShareOut = ReturnType<typeof cycleShareOut>;

/** The group to share out, with a close date on or after its registration. */
const groupToShareOut = async (pool: pg.Pool, groupId: number, closeDate: string) => {
  const group = await firstRow(
    pool,
    db
      .selectFrom('saving_groups')
      .select((eb) => [
        'name',
        eb.fn<string>('to_char', ['registration_date', sql.lit('YYYY-MM-DD')]).as('registrationDate'),
        'set_off_at_share_out as setOff',
      ])
      .where('id', '=', groupId),
  );
  if (!group) throw new NotFoundError('Saving group not found');
  if (closeDate < group.registrationDate) {
    const message = msg`closeDate must not be before the group's registration date (${{ registrationDate: group.registrationDate }})`;
    throw new ValidationError(message, { closeDate: message.text });
  }
  return group;
};

/** A member's name: as the group's members table has it, else as the books recorded it. */
const namesOf = async (pool: pg.Pool, groupId: number, books: ShareOut['books']) => {
  const names = await memberNamesOf(pool, groupId);
  return (memberId: number) =>
    names.get(memberId) ?? books.members.find((m) => m.memberId === memberId)?.memberName ?? '';
};

const fundOf = ({ books, fund, setOffs }: ShareOut) => ({
  savings: kes(fund.savings),
  serviceCharges: kes(fund.serviceCharges),
  penaltiesAndFees: kes(fund.penaltiesAndFees),
  carriedLoans: kes(fund.carriedLoans),
  setOff: kes(setOffs.reduce((sum, s) => sum + s.amount, 0)),
  writeOffs: kes(fund.writeOffs),
  paidOut: kes(fund.paidOut),
  keptBack: kes(fund.keptBack),
  emergencyFund: kes(books.emergencyFund),
  distributable: kes(fund.distributable),
});

/** What stands in the way of the close: loans still owed, penalties unpaid. */
const blockersOf = ({ books, setOffs, unpaidPenalties }: ShareOut, nameOf: (memberId: number) => string) => {
  const settled = new Set(setOffs.filter((s) => s.amount === s.owed).map((s) => s.loanId));
  return [
    // a loan the set-off settles in full stands in no one's way
    ...books.loans
      .filter((l) => l.outstanding > 0 && !settled.has(l.loanId))
      .sort((a, b) => a.loanId - b.loanId)
      .map((l) => ({
        kind: 'activeLoan' as const,
        memberId: l.borrowerId,
        memberName: nameOf(l.borrowerId),
        loanId: l.loanId,
        amount: kes(l.outstanding),
      })),
    ...unpaidPenalties.map((p) => ({
      kind: 'unpaidPenalty' as const,
      memberId: p.memberId,
      memberName: nameOf(p.memberId),
      penaltyId: p.penaltyId,
      amount: kes(p.unpaid),
    })),
  ];
};

/** GET /api/saving-groups/:id/share-out-preview: the close of the group's cycle on `closeDate`. */
const shareOutPreview = async (
  store: EventStore,
  { pool, actor }: QueryContext,
  groupId: number,
  query: { closeDate: string; weighting?: ShareOutWeighting },
) => {
  await readableGroup(pool, actor, groupId);
  const { closeDate } = query;
  const group = await groupToShareOut(pool, groupId, closeDate);
  const weighting = query.weighting ?? 'amount';
  const events = await moneyEventsOf(store, pool, groupId);
  const shareOut = cycleShareOut(events, { closeDate, weighting, setOff: group.setOff });
  const { fund, payouts } = shareOut;
  const nameOf = await namesOf(pool, groupId, shareOut.books);
  const total = payouts.reduce((sum, p) => sum + p.payout, 0);
  return {
    groupId,
    groupName: group.name,
    closeDate,
    weighting,
    fund: fundOf(shareOut),
    blockers: blockersOf(shareOut, nameOf),
    members: payouts.map((p) => ({
      memberId: p.memberId,
      memberNumber: p.memberNumber,
      name: nameOf(p.memberId),
      savings: kes(p.savings),
      // cents (× days) to KES (× days): a display figure, the payouts are computed on the exact weights
      weight: Number(p.weight) / 100,
      profit: kes(p.profit),
      payout: kes(p.payout),
      debt: kes(p.debt),
      setOff: kes(p.setOff),
      cash: kes(p.cash),
    })),
    setOffDebts: group.setOff,
    total: kes(total),
    note:
      total === fund.distributable
        ? null
        : 'Nothing is shared: no member has savings to weigh the fund by, so the close must decide what to do with it',
  };
};

export const shareOutQueryRoutes = (store: EventStore) => [
  defineQuery(q.leavingPreview, ['saving-groups'], (ctx, { params }) =>
    leavingPreview(store, ctx, params.id),
  ),
  defineQuery(q.shareOutPreview, ['saving-groups'], (ctx, { params, query }) =>
    shareOutPreview(store, ctx, params.id, query),
  ),
];
