import {
  businessDateOf,
  compareMemberNumbers,
  distributableFund,
  groupBooks,
  NotFoundError,
  principalOutstanding,
  type ShareOutSaving,
  type StoredMoneyEvent,
  shareOut,
  ValidationError,
} from '@pm/domain';
import { cycleQueries as q } from '@pm/domain/api/cycle-queries';
import type { EventStore } from '@pm/infra/event-store/port';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { kes } from './audit-access';
import { moneyEventsOf } from './audit-events';
import { readableGroup } from './saving-groups/scope';

/**
 * What `groupBooks` does not keep and the share-out needs, replayed by the same rule (entries dated on or
 * before the close date, in log order): each saving with its date (for the time weighting), each loan's
 * principal and repayments as the group's own stream credits them (so the principal still owed agrees with
 * the fund's totals to the cent), and each penalty still unpaid.
 */
const cycleDetails = (events: readonly StoredMoneyEvent[], closeDate: string) => {
  const savings = new Map<number, { memberId: number; saving: ShareOutSaving }>();
  const principal = new Map<number, { lent: number; repaid: number }>();
  const repayments = new Map<number, number>();
  const penalties = new Map<number, { memberId: number; amount: number; paid: number }>();
  const sorted = [...events].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  for (const stored of sorted) {
    const date = businessDateOf(stored);
    if (date !== null && date > closeDate) continue;
    const { event } = stored;
    switch (event.type) {
      case 'SavingRecorded':
        savings.set(event.data.savingId, {
          memberId: event.data.memberId,
          saving: { amount: event.data.amount, savingDate: event.data.savingDate },
        });
        break;
      case 'SavingReversed': {
        const entry = savings.get(event.data.savingId);
        if (entry) entry.saving = { ...entry.saving, reversed: true };
        break;
      }
      case 'LoanDisbursed':
        principal.set(event.data.loanId, { lent: event.data.amount, repaid: 0 });
        break;
      case 'RepaymentReceived': {
        const loan = principal.get(event.data.loanId);
        if (!loan) break;
        loan.repaid += event.data.amount;
        repayments.set(event.data.repaymentId, event.data.amount);
        break;
      }
      case 'RepaymentCreditReversed': {
        const loan = principal.get(event.data.loanId);
        if (loan && repayments.delete(event.data.repaymentId)) loan.repaid -= event.data.amount;
        break;
      }
      case 'PenaltyImposed':
        penalties.set(event.data.penaltyId, {
          memberId: event.data.memberId,
          amount: event.data.amount,
          paid: 0,
        });
        break;
      case 'PenaltyPaid': {
        const penalty = penalties.get(event.data.penaltyId);
        if (penalty) penalty.paid = event.data.amount;
        break;
      }
      case 'PenaltyReversed':
        penalties.delete(event.data.penaltyId);
        break;
      default:
        break;
    }
  }
  const savingsOf = new Map<number, ShareOutSaving[]>();
  for (const { memberId, saving } of savings.values())
    savingsOf.set(memberId, [...(savingsOf.get(memberId) ?? []), saving]);
  let carriedPrincipal = 0;
  for (const loan of principal.values()) carriedPrincipal += principalOutstanding(loan.lent, loan.repaid);
  const unpaidPenalties = [...penalties]
    .map(([penaltyId, p]) => ({ penaltyId, memberId: p.memberId, unpaid: p.amount - p.paid }))
    .filter((p) => p.unpaid > 0);
  return { savingsOf, carriedPrincipal, unpaidPenalties };
};

export const shareOutQueryRoutes = (store: EventStore) => [
  defineQuery(q.shareOutPreview, ['saving-groups'], async ({ pool, actor }, { params, query }) => {
    await readableGroup(pool, actor, params.id);
    const [group] = await selectRows<{ name: string; registrationDate: string }>(
      pool,
      `SELECT name, to_char(registration_date, 'YYYY-MM-DD') AS "registrationDate" FROM saving_groups WHERE id = $1`,
      [params.id],
    );
    if (!group) throw new NotFoundError('Saving group not found');
    const { closeDate } = query;
    if (closeDate < group.registrationDate) {
      const message = `closeDate must not be before the group's registration date (${group.registrationDate})`;
      throw new ValidationError(message, { closeDate: message });
    }
    const weighting = query.weighting ?? 'amount';
    const events = await moneyEventsOf(store, pool, params.id);
    const books = groupBooks(events, { asOf: closeDate });
    const details = cycleDetails(events, closeDate);
    // the preview counts every loan still owed as carried: closing needs each settled or carried by decision
    const fund = distributableFund({
      savings: books.savings,
      repaymentsReceived: books.repayments,
      principalDisbursed: books.disbursed,
      penaltiesPaid: books.members.reduce((sum, m) => sum + m.penaltiesPaid, 0),
      feesPaid: books.members.reduce((sum, m) => sum + m.feesPaid, 0),
      carriedPrincipal: details.carriedPrincipal,
      // no write-off is recorded in the books yet, and keeping loan-fund cash back is the close's decision
      writeOffs: 0,
      keptBack: 0,
    });
    const names = new Map(
      (
        await selectRows<{ id: number; name: string }>(
          pool,
          'SELECT id, member_name AS name FROM group_members WHERE group_id = $1',
          [params.id],
        )
      ).map((m) => [m.id, m.name]),
    );
    const members = [...books.members].sort(
      (a, b) => compareMemberNumbers(a.memberNumber, b.memberNumber) || a.memberId - b.memberId,
    );
    const nameOf = (memberId: number) =>
      names.get(memberId) ?? members.find((m) => m.memberId === memberId)?.memberName ?? '';
    const payouts = shareOut(
      members.map((m) => ({
        memberId: m.memberId,
        memberNumber: m.memberNumber,
        savings: details.savingsOf.get(m.memberId) ?? [],
      })),
      fund.distributable,
      { weighting, closeDate },
    );
    const total = payouts.reduce((sum, p) => sum + p.payout, 0);
    return {
      groupId: params.id,
      groupName: group.name,
      closeDate,
      weighting,
      fund: {
        savings: kes(fund.savings),
        serviceCharges: kes(fund.serviceCharges),
        penaltiesAndFees: kes(fund.penaltiesAndFees),
        carriedLoans: kes(fund.carriedLoans),
        keptBack: kes(books.emergencyFund),
        distributable: kes(fund.distributable),
      },
      blockers: [
        ...books.loans
          .filter((l) => l.outstanding > 0)
          .sort((a, b) => a.loanId - b.loanId)
          .map((l) => ({
            kind: 'activeLoan' as const,
            memberId: l.borrowerId,
            memberName: nameOf(l.borrowerId),
            loanId: l.loanId,
            amount: kes(l.outstanding),
          })),
        ...details.unpaidPenalties
          .sort((a, b) => a.penaltyId - b.penaltyId)
          .map((p) => ({
            kind: 'unpaidPenalty' as const,
            memberId: p.memberId,
            memberName: nameOf(p.memberId),
            penaltyId: p.penaltyId,
            amount: kes(p.unpaid),
          })),
      ],
      members: payouts.map((p) => ({
        memberId: p.memberId,
        memberNumber: p.memberNumber,
        name: nameOf(p.memberId),
        savings: kes(p.savings),
        // cents (× days) to KES (× days): a display figure, the payouts are computed on the exact weights
        weight: Number(p.weight) / 100,
        payout: kes(p.payout),
      })),
      total: kes(total),
      note:
        total === fund.distributable
          ? null
          : 'Nothing is shared: no member has savings to weigh the fund by, so the close must decide what to do with it',
    };
  }),
];
