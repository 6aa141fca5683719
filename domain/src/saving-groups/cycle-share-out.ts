import { type GroupBooks, groupBooks, type StoredMoneyEvent } from '../audit/group-books';
import type { Cents } from '../shared/money';
import { cycleDetails } from './cycle-details';
import {
  compareMemberNumbers,
  distributableFund,
  type MemberPayout,
  type ShareOutFund,
  type ShareOutWeighting,
  shareOut,
} from './share-out';

/**
 * The share-out of a group's current cycle, computed from its streams as of a close date: used by the
 * read API's preview and by the command service when a close is proposed, so both give the same figures.
 * Only the group's stream is needed for the fund and the payouts (its ledger holds every money movement);
 * the loan streams add the loans' totals (the preview's blockers).
 */

/** What one member owes on one loan at the close, and what of it their share-out settles. */
export interface LoanSetOff {
  readonly memberId: number;
  readonly loanId: number;
  /** What the loan still owed on the close date, principal and service charge. */
  readonly owed: Cents;
  /** What is set off against the member's payout: all of `owed` when their payout covers their debts. */
  readonly amount: Cents;
}

/** A member's payout with what they owed set off against it (docs/domain/saving-group-money.md). */
export interface PayoutWithSetOff extends MemberPayout {
  /** What the member owed on loans on the close date (0 with set-off off, or no loan owed). */
  readonly debt: Cents;
  /** What of the payout settles the debt (0 when the group does not set debts off). */
  readonly setOff: Cents;
  /** payout − set off: the cash the member takes home. */
  readonly cash: Cents;
}

export interface CycleShareOut {
  readonly books: GroupBooks;
  readonly fund: ShareOutFund;
  /** In member-number order. */
  readonly payouts: PayoutWithSetOff[];
  /** With set-off: one line per loan settled in whole or in part, in loan order (empty without). */
  readonly setOffs: LoanSetOff[];
  /** The close date of the last closed cycle counted (null: none): only savings after it weigh. */
  readonly cycleStartsAfter: string | null;
  readonly unpaidPenalties: { penaltyId: number; memberId: number; unpaid: Cents }[];
}

/**
 * Every loan still owed counts as carried into the next cycle (closing needs each settled or carried by
 * decision, which the group's decider checks); the principal still out on a loan written off in the cycle
 * is a write-off, and nothing of the loan fund's cash is kept back.
 *
 * With `setOff` (the group's rule), what a member owes on loans is deducted from their payout. A debt the
 * member's payout covers is settled in full at the close: what it owed counts as repaid on the close date,
 * so it is shared with the fund (it is the group's money, lent out) and the member takes home their payout
 * less it. A member whose payout does not cover their debt has their whole payout set off, takes home
 * nothing, and their loan is carried with the rest; their debt is then not counted in the fund (as any
 * carried loan), and the payouts are computed again, until every debt counted is covered (each round only
 * takes members out, so it ends). The amount set off from such a member stays in the loan fund for the
 * next cycle, as a carried loan's repayments do.
 */
export const cycleShareOut = (
  events: readonly StoredMoneyEvent[],
  options: { closeDate: string; weighting: ShareOutWeighting; setOff?: boolean },
): CycleShareOut => {
  const { closeDate, weighting } = options;
  const books = groupBooks(events, { asOf: closeDate });
  const details = cycleDetails(events, closeDate);
  const members = [...books.members].sort(
    (a, b) => compareMemberNumbers(a.memberNumber, b.memberNumber) || a.memberId - b.memberId,
  );
  const debts = new Map<number, { owed: Cents; principal: Cents }>();
  if (options.setOff)
    for (const loan of details.owedLoans) {
      const debt = debts.get(loan.memberId) ?? { owed: 0, principal: 0 };
      debts.set(loan.memberId, { owed: debt.owed + loan.owed, principal: debt.principal + loan.principal });
    }
  const covered = new Set(debts.keys());
  const compute = () => {
    let owed = 0;
    let principal = 0;
    for (const memberId of covered) {
      owed += debts.get(memberId)?.owed ?? 0;
      principal += debts.get(memberId)?.principal ?? 0;
    }
    const fund = distributableFund({
      savings: books.savings,
      repaymentsReceived: books.repayments + owed,
      principalDisbursed: books.disbursed,
      penaltiesPaid: books.members.reduce((sum, m) => sum + m.penaltiesPaid, 0),
      feesPaid: books.members.reduce((sum, m) => sum + m.feesPaid, 0),
      carriedPrincipal: details.carriedPrincipal - principal,
      writeOffs: details.writtenOff,
      keptBack: 0,
      paidOut: books.paidOut,
    });
    const payouts = shareOut(
      members.map((m) => ({
        memberId: m.memberId,
        memberNumber: m.memberNumber,
        savings: details.savingsOf.get(m.memberId) ?? [],
      })),
      fund.distributable,
      { weighting, closeDate },
    );
    return { fund, payouts };
  };
  let round = compute();
  for (;;) {
    const short = round.payouts.filter(
      (p) => covered.has(p.memberId) && p.payout < (debts.get(p.memberId)?.owed ?? 0),
    );
    if (short.length === 0) break;
    for (const p of short) covered.delete(p.memberId);
    round = compute();
  }
  const setOffs: LoanSetOff[] = [];
  const payoutOf = new Map(round.payouts.map((p) => [p.memberId, p.payout]));
  const left = new Map(payoutOf);
  for (const loan of options.setOff ? details.owedLoans : []) {
    const available = left.get(loan.memberId) ?? 0;
    const amount = covered.has(loan.memberId) ? loan.owed : Math.min(loan.owed, available);
    if (amount <= 0) continue;
    left.set(loan.memberId, available - amount);
    setOffs.push({ memberId: loan.memberId, loanId: loan.loanId, owed: loan.owed, amount });
  }
  const payouts = round.payouts.map((p) => {
    const setOff = setOffs.filter((s) => s.memberId === p.memberId).reduce((sum, s) => sum + s.amount, 0);
    return { ...p, debt: debts.get(p.memberId)?.owed ?? 0, setOff, cash: p.payout - setOff };
  });
  const { cycleStartsAfter, unpaidPenalties } = details;
  return { books, fund: round.fund, payouts, setOffs, cycleStartsAfter, unpaidPenalties };
};

/** What a member leaving today under a rule that pays them now is owed (docs: "A member leaving mid-cycle"). */
export interface LeavingPayoutFigures {
  /** The member's savings of the open cycle, net of reversals. */
  readonly savings: Cents;
  /**
   * 'savings': their savings. 'share': their part, in proportion to savings, of the group's worth today:
   * the loan fund's cash plus the principal still out on loans (the group's money, lent), rounded down to
   * the cent (the cent left over stays with the group); never below 0.
   */
  readonly amount: Cents;
  /** amount − savings: their share of the profit (negative: of the loss) to date; 0 by 'savings'. */
  readonly profit: Cents;
  /** What they owe on each loan still owed, set off in full against the amount. */
  readonly setOffs: { loanId: number; amount: Cents }[];
  /** amount − what they owe: the cash paid (negative: they must repay the difference first). */
  readonly cash: Cents;
}

export const leavingPayout = (
  events: readonly StoredMoneyEvent[],
  memberId: number,
  options: { date: string; rule: 'savings' | 'share' },
): LeavingPayoutFigures => {
  const books = groupBooks(events, { asOf: options.date });
  const details = cycleDetails(events, options.date);
  const savingsOf = (id: number) =>
    (details.savingsOf.get(id) ?? []).filter((s) => !s.reversed).reduce((sum, s) => sum + s.amount, 0);
  const savings = savingsOf(memberId);
  let amount = savings;
  if (options.rule === 'share') {
    const penaltiesAndFees = books.members.reduce((sum, m) => sum + m.penaltiesPaid + m.feesPaid, 0);
    const cash = books.savings + books.repayments + penaltiesAndFees - books.disbursed - books.paidOut;
    const worth = cash + details.carriedPrincipal;
    const all = [...details.savingsOf.keys()].reduce((sum, id) => sum + savingsOf(id), 0);
    amount = all === 0 ? 0 : Math.max(0, Number((BigInt(worth) * BigInt(savings)) / BigInt(all)));
  }
  const setOffs = details.owedLoans
    .filter((l) => l.memberId === memberId)
    .map((l) => ({ loanId: l.loanId, amount: l.owed }));
  const debt = setOffs.reduce((sum, s) => sum + s.amount, 0);
  return { savings, amount, profit: amount - savings, setOffs, cash: amount - debt };
};
