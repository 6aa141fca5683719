import { countsFrom, type MoneyEvent, type StoredMoneyEvent } from '../audit/group-books';
import { inLogOrder } from '../audit/log-order';
import { applyEvent, type SomeEventHandlers } from '../shared/handlers';
import { principalOutstanding, type ShareOutSaving } from './share-out';

interface DetailsSoFar {
  readonly savings: Map<number, { memberId: number; saving: ShareOutSaving }>;
  readonly principal: Map<number, { lent: number; repaid: number; borrowerId: number; total: number }>;
  readonly repayments: Map<number, number>;
  readonly penalties: Map<number, { memberId: number; amount: number; paid: number }>;
  cycleStartsAfter: string | null;
  writtenOff: number;
}

/** How each event counted changes the details; the other events change nothing. */
const CYCLE_ENTRIES: SomeEventHandlers<MoneyEvent, DetailsSoFar> = {
  SavingRecorded: ({ savings }, { data }) => {
    savings.set(data.savingId, {
      memberId: data.memberId,
      saving: { amount: data.amount, savingDate: data.savingDate },
    });
  },
  SavingsAdjusted: ({ savings }, { data }) => {
    // in the member's savings, signed (its own key: adjustments are never reversed)
    savings.set(-data.adjustmentId, {
      memberId: data.memberId,
      saving: { amount: data.amount, savingDate: data.adjustmentDate, adjustment: true },
    });
  },
  SavingReversed: ({ savings }, { data }) => {
    const entry = savings.get(data.savingId);
    if (entry) entry.saving = { ...entry.saving, reversed: true };
  },
  CycleClosed: (details, { data }) => {
    // The savings of the closed cycle were shared out with it: those dated on or before its close date
    // and recorded before its confirmation (the ones seen so far). A saving dated after the close date
    // belongs to the next cycle whenever it was recorded, and so does one dated on the close date and
    // recorded after the confirmation (see cycleOfEntry).
    details.cycleStartsAfter = data.closeDate;
    for (const [savingId, { saving }] of details.savings)
      if (saving.savingDate <= data.closeDate) details.savings.delete(savingId);
  },
  MemberPaidOut: ({ savings }, { data }) => {
    // a member paid out on leaving took their savings of the cycle with them
    for (const [savingId, entry] of savings) if (entry.memberId === data.memberId) savings.delete(savingId);
  },
  LoanDisbursed: ({ principal }, { data }) => {
    principal.set(data.loanId, {
      lent: data.amount,
      repaid: 0,
      borrowerId: data.borrowerId,
      total: data.totalAmount ?? data.amount,
    });
  },
  RepaymentReceived: ({ principal, repayments }, { data }) => {
    const loan = principal.get(data.loanId);
    if (!loan) return;
    loan.repaid += data.amount;
    repayments.set(data.repaymentId, data.amount);
  },
  RepaymentCreditReversed: ({ principal, repayments }, { data }) => {
    const loan = principal.get(data.loanId);
    if (loan && repayments.delete(data.repaymentId)) loan.repaid -= data.amount;
  },
  LoanWriteOffRecorded: (details, { data }) => {
    // the principal still out is lost to the group: written off, not carried
    const loan = details.principal.get(data.loanId);
    if (!loan) return;
    details.writtenOff += principalOutstanding(loan.lent, loan.repaid);
    details.principal.delete(data.loanId);
  },
  PenaltyImposed: ({ penalties }, { data }) => {
    penalties.set(data.penaltyId, { memberId: data.memberId, amount: data.amount, paid: 0 });
  },
  PenaltyPaid: ({ penalties }, { data }) => {
    const penalty = penalties.get(data.penaltyId);
    if (penalty) penalty.paid = data.amount;
  },
  PenaltyReversed: ({ penalties }, { data }) => {
    penalties.delete(data.penaltyId);
  },
};

/**
 * What `groupBooks` does not keep and the share-out needs, replayed by the same rule (entries dated on or
 * before the close date, in log order, a reversal as of its entry's date): each saving of the cycle with
 * its date (for the time weighting),
 * each loan's principal and repayments as the group's own stream credits them (so the principal still owed
 * agrees with the fund's totals to the cent), and each penalty still unpaid.
 */
export const cycleDetails = (events: readonly StoredMoneyEvent[], closeDate: string) => {
  const details: DetailsSoFar = {
    savings: new Map(),
    principal: new Map(),
    repayments: new Map(),
    penalties: new Map(),
    cycleStartsAfter: null,
    writtenOff: 0,
  };
  for (const stored of inLogOrder(events)) {
    const date = countsFrom(stored);
    if (date !== null && date > closeDate) continue;
    applyEvent(CYCLE_ENTRIES, details, stored.event);
  }
  const { savings, principal, penalties, writtenOff, cycleStartsAfter } = details;
  const savingsOf = new Map<number, ShareOutSaving[]>();
  for (const { memberId, saving } of savings.values())
    savingsOf.set(memberId, [...(savingsOf.get(memberId) ?? []), saving]);
  let carriedPrincipal = 0;
  for (const loan of principal.values()) carriedPrincipal += principalOutstanding(loan.lent, loan.repaid);
  // what each loan still owed on the close date, in loan order (a written-off loan was deleted above)
  const owedLoans = [...principal]
    .map(([loanId, loan]) => ({
      loanId,
      memberId: loan.borrowerId,
      owed: loan.total - loan.repaid,
      principal: principalOutstanding(loan.lent, loan.repaid),
    }))
    .filter((l) => l.owed > 0)
    .sort((a, b) => a.loanId - b.loanId);
  const unpaidPenalties = [...penalties]
    .map(([penaltyId, p]) => ({ penaltyId, memberId: p.memberId, unpaid: p.amount - p.paid }))
    .filter((p) => p.unpaid > 0)
    .sort((a, b) => a.penaltyId - b.penaltyId);
  return { savingsOf, carriedPrincipal, writtenOff, unpaidPenalties, cycleStartsAfter, owedLoans };
};
