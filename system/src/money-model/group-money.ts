/**
 * An independent reference model of one saving group's money, written plainly from the rules stated in
 * docs/domain/saving-group-money.md, for the property-based tests to hold the product to. It imports
 * nothing (money-model.unit.spec.ts checks that): no code of `domain/`, `projector/` or `read-api/` is
 * reused here, so a rule written wrongly there is not written wrongly here by the same hand.
 *
 * Everything is whole cents and 'YYYY-MM-DD' dates. Each operation is first judged (`judge`: accepted,
 * or refused with the rule that refuses it), then, when the product accepted it too, recorded with the
 * ids the product gave (`record…`). Entries are kept as recorded, never edited: a reversal marks its
 * entry, and every figure is computed from the entries when asked.
 */

export type Cents = number;

export interface ModelMember {
  readonly id: number;
  readonly number: string;
  readonly joinedOn: string;
  /** false once the member has left: they keep their history and save, borrow or are fined no more */
  active?: boolean;
}

interface Entry {
  readonly id: number;
  readonly date: string;
  /** The order in which the model recorded it (its place in the log). */
  readonly seq: number;
  reversed: boolean;
}
interface Saving extends Entry {
  readonly memberId: number;
  /** cents; an adjustment's is signed */
  readonly amount: Cents;
  /** handed back to the member when they left mid-cycle, paid out now */
  paidOnLeaving?: boolean;
  /**
   * An adjustment of the member's savings in the open cycle (the correction of a closed cycle's entry): it
   * counts in their savings as a saving does, but no cash moved, so it is in no cash figure.
   */
  readonly adjustment?: boolean;
}
interface Loan extends Entry {
  readonly borrowerId: number;
  readonly principal: Cents;
  readonly total: Cents;
}
interface Repayment extends Entry {
  readonly loanId: number;
  readonly amount: Cents;
}
interface Fee extends Entry {
  readonly memberId: number;
  readonly amount: Cents;
}
interface Penalty extends Entry {
  readonly memberId: number;
  readonly amount: Cents;
  paid: { date: string; seq: number } | null;
}
export type Weighting = 'amount' | 'time';
/** How a member leaving mid-cycle is paid: at the close with everyone, their savings now, their share now. */
export type LeaveRule = 'atClose' | 'savings' | 'share';
interface LeavingPayout {
  readonly memberId: number;
  readonly date: string;
  readonly amount: Cents;
}
/** The kinds of entry a reversal undoes. */
export type EntryKind = 'saving' | 'repayment' | 'penalty' | 'fee';
/** What of a member's payout settles one of their loans at a close (the group's set-off rule). */
export interface SetOff {
  readonly memberId: number;
  readonly loanId: number;
  readonly amount: Cents;
  /** true: the loan's whole debt on the close date (it is settled, not carried) */
  readonly whole: boolean;
}
interface Close {
  readonly cycle: number;
  readonly closeDate: string;
  readonly weighting: Weighting;
  readonly proposer: string;
  readonly fund: Cents;
  readonly payouts: ReadonlyMap<number, Cents>;
  readonly setOffs: readonly SetOff[];
  readonly carriedLoanIds: readonly number[];
  /** When it was confirmed (null: it waits; it is dropped when rejected). */
  confirmedSeq: number | null;
}

export type Verdict = { readonly ok: true } | { readonly ok: false; readonly why: string };
const yes: Verdict = { ok: true };
const no = (why: string): Verdict => ({ ok: false, why });

export interface Payout {
  readonly memberId: number;
  /** This cycle's savings, net of reversals. */
  readonly savings: Cents;
  readonly payout: Cents;
  /** What of the payout settles the member's loans (0 without the set-off rule). */
  readonly setOff: Cents;
}

export interface ShareOut {
  /** What is shared: the loan fund's cash on the close date, plus the debts set off in whole. */
  readonly fund: Cents;
  readonly payouts: Payout[];
  readonly setOffs: SetOff[];
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** A loan's total: principal × (1 + rate% × months), rounded half up to the cent (flat monthly charge). */
export const modelLoanTotal = (principal: Cents, ratePercent: number, months: number): Cents => {
  // the rate has at most two decimals: whole hundredths of a percent
  const hundredths = Math.round(ratePercent * 100);
  const numerator = BigInt(principal) * BigInt(10_000 + hundredths * months);
  return Number((numerator + 5_000n) / 10_000n);
};

/**
 * `total` shared in proportion to the weights, exact to the cent: whole cents rounded down first, the cents
 * left over one each to the largest remainders, equal remainders in member-number order.
 */
export const allocate = (
  total: Cents,
  shares: readonly { memberId: number; number: string; weight: bigint }[],
): Map<number, Cents> => {
  const sum = shares.reduce((s, x) => s + x.weight, 0n);
  const result = new Map<number, Cents>();
  if (sum === 0n || total === 0) {
    for (const s of shares) result.set(s.memberId, 0);
    return result;
  }
  const parts = shares.map((s) => {
    const product = BigInt(total) * s.weight;
    return { ...s, cents: product / sum, rest: product % sum };
  });
  let left = BigInt(total) - parts.reduce((s, p) => s + p.cents, 0n);
  const byNumber = (a: string, b: string) => {
    const [x, y] = [Number(a), Number(b)];
    return x !== y ? x - y : a < b ? -1 : a > b ? 1 : 0;
  };
  const order = [...parts].sort(
    (a, b) => (a.rest === b.rest ? 0 : a.rest > b.rest ? -1 : 1) || byNumber(a.number, b.number),
  );
  for (const p of order) {
    if (left === 0n) break;
    p.cents += 1n;
    left -= 1n;
  }
  for (const p of parts) result.set(p.memberId, Number(p.cents));
  return result;
};

/** A request for money out of the emergency fund: pending until a second person decides it. */
interface Disbursement {
  readonly id: number;
  readonly memberId: number;
  readonly amount: Cents;
  readonly requestedBy: string;
  status: 'pending' | 'approved' | 'rejected';
}

/**
 * The group's emergency fund: a fund of its own, beside the loan fund (its contributions were never
 * savings, and it carries over whole at a close). Members contribute; a request is checked against the
 * fund's maximum per member and what is available (contributed − approved − pending), and decided by
 * someone other than who made it.
 */
export class EmergencyFundModel {
  readonly contributions = new Map<number, { memberId: number; amount: Cents; date: string }>();
  readonly disbursements = new Map<number, Disbursement>();

  constructor(
    readonly maxPerMember: Cents,
    private readonly group: GroupMoneyModel,
  ) {}

  contributed(): Cents {
    let sum = 0;
    for (const c of this.contributions.values()) sum += c.amount;
    return sum;
  }
  private sumOf(status: Disbursement['status']): Cents {
    let sum = 0;
    for (const d of this.disbursements.values()) if (d.status === status) sum += d.amount;
    return sum;
  }
  approved(): Cents {
    return this.sumOf('approved');
  }
  pending(): Cents {
    return this.sumOf('pending');
  }
  /** What a new request may take. */
  available(): Cents {
    return this.contributed() - this.approved() - this.pending();
  }
  /** What the fund holds: contributions less the disbursements paid (approved). */
  balance(): Cents {
    return this.contributed() - this.approved();
  }

  private memberDate(memberId: number, date: string): Verdict {
    const member = this.group.members.get(memberId);
    if (!member?.active) return no('not an active member');
    if (date > this.group.today) return no('date in the future');
    if (date < member.joinedOn) return no('date before the member joined');
    return yes;
  }
  judgeContribution(memberId: number, amount: Cents, date: string): Verdict {
    if (amount <= 0) return no('amount not positive');
    return this.memberDate(memberId, date);
  }
  recordContribution(id: number, memberId: number, amount: Cents, date: string): void {
    this.contributions.set(id, { memberId, amount, date });
  }
  judgeRequest(memberId: number, amount: Cents, date: string): Verdict {
    if (amount <= 0) return no('amount not positive');
    const dated = this.memberDate(memberId, date);
    if (!dated.ok) return dated;
    if (amount > this.maxPerMember) return no('above the maximum per member');
    if (amount > this.available()) return no('more than the fund has available');
    return yes;
  }
  recordRequest(id: number, memberId: number, amount: Cents, requestedBy: string): void {
    this.disbursements.set(id, { id, memberId, amount, requestedBy, status: 'pending' });
  }
  judgeDecision(id: number, by: string): Verdict {
    const d = this.disbursements.get(id);
    if (!d) return no('no such request');
    if (d.status !== 'pending') return no('request already decided');
    if (d.requestedBy === by) return no('the requester cannot decide');
    return yes;
  }
  recordDecision(id: number, approved: boolean): void {
    const d = this.disbursements.get(id);
    if (d) d.status = approved ? 'approved' : 'rejected';
  }
}

export class GroupMoneyModel {
  readonly members = new Map<number, ModelMember>();
  readonly savings = new Map<number, Saving>();
  /** Adjustments of members' savings, by id (the product takes their ids from the savings' sequence). */
  readonly adjustments = new Map<number, Saving>();
  readonly loans = new Map<number, Loan>();
  readonly repayments = new Map<number, Repayment>();
  readonly penalties = new Map<number, Penalty>();
  readonly fees = new Map<number, Fee>();
  readonly closes: Close[] = [];
  /** The registration fee every member pays once (the product's default, KES 500). */
  readonly registrationFee: Cents = 50_000;
  /** The group's rule: what members owe on loans is set off against their share-out at a close. */
  setOffRule = false;
  /** The group's rule for a member leaving mid-cycle. */
  leaveRule: LeaveRule = 'atClose';
  /** Members paid out on leaving, in order. */
  readonly leavingPayouts: LeavingPayout[] = [];
  private seq = 0;
  /** Ids for the repayments a close records for its set-offs (the product's own ids are not compared). */
  private setOffIds = -1;

  constructor(
    readonly registrationDate: string,
    readonly today: string,
  ) {}

  // ── what the rules say of a date ───────────────────────────────────────────────────────────────────

  private get confirmed(): Close[] {
    return this.closes.filter((c) => c.confirmedSeq !== null);
  }
  /** The close waiting for its confirmation, if any. */
  get pending(): Close | null {
    return this.closes.find((c) => c.confirmedSeq === null) ?? null;
  }
  /** The open cycle's number: one more than the closes confirmed. */
  get openCycle(): number {
    return this.confirmed.length + 1;
  }
  /** The first day the open cycle's entries may be dated (the last close date: see cycleOf). */
  get openFrom(): string {
    return this.confirmed.at(-1)?.closeDate ?? this.registrationDate;
  }

  /**
   * The cycle an entry belongs to: the first confirmed close whose date is after the entry's, or equal to
   * it with the entry recorded before the close was confirmed; otherwise the open cycle.
   */
  cycleOf(entry: { date: string; seq: number }): number {
    for (const close of this.confirmed)
      if (
        entry.date < close.closeDate ||
        (entry.date === close.closeDate && entry.seq < (close.confirmedSeq as number))
      )
        return close.cycle;
    return this.openCycle;
  }

  /** A new entry's date: within the group's life, not before the last close, not within a waiting one. */
  private openDate(date: string, joinedOn?: string): Verdict {
    if (date > this.today) return no('date in the future');
    if (date < this.registrationDate) return no('date before registration');
    if (joinedOn !== undefined && date < joinedOn) return no('date before the member joined');
    const last = this.confirmed.at(-1);
    if (last && date < last.closeDate) return no('date in a closed cycle');
    const pending = this.pending;
    if (pending && date <= pending.closeDate) return no('date within a close that waits');
    return yes;
  }

  /** An entry may be reversed while it belongs to the open cycle and no waiting close counted it. */
  private reversible(entry: Entry): Verdict {
    if (entry.reversed) return no('already reversed');
    if (this.cycleOf(entry) !== this.openCycle) return no('entry of a closed cycle');
    const pending = this.pending;
    if (pending && entry.date <= pending.closeDate) return no('entry counted by a close that waits');
    return yes;
  }

  // ── figures ────────────────────────────────────────────────────────────────────────────────────────

  repaidOn(loanId: number): Cents {
    let sum = 0;
    for (const r of this.repayments.values()) if (r.loanId === loanId && !r.reversed) sum += r.amount;
    return sum;
  }
  owedOn(loanId: number): Cents {
    const loan = this.loans.get(loanId);
    return loan ? loan.total - this.repaidOn(loanId) : 0;
  }
  /** What a loan owed counting only repayments dated on or before `asOf`. */
  owedAsOf(loanId: number, asOf: string): Cents {
    const loan = this.loans.get(loanId);
    if (!loan || loan.date > asOf) return 0;
    let repaid = 0;
    for (const r of this.repayments.values())
      if (r.loanId === loanId && !r.reversed && r.date <= asOf) repaid += r.amount;
    return loan.total - repaid;
  }
  activeLoanIds(): number[] {
    return [...this.loans.keys()].filter((id) => this.owedOn(id) > 0).sort((a, b) => a - b);
  }
  unpaidPenaltyIds(): number[] {
    return [...this.penalties.values()]
      .filter((p) => !p.reversed && p.paid === null)
      .map((p) => p.id)
      .sort((a, b) => a - b);
  }

  /**
   * The loan fund's cash counting the entries dated on or before `asOf` (every entry when absent): what
   * came in (savings, repayments, penalties paid) less what went out (principal lent, share-outs paid at
   * closes dated on or before it). A reversed entry counts nowhere, as of its own date.
   */
  cash(asOf?: string): Cents {
    const on = (date: string) => asOf === undefined || date <= asOf;
    let cash = 0;
    for (const s of this.savings.values()) if (!s.reversed && on(s.date)) cash += s.amount;
    for (const r of this.repayments.values()) if (!r.reversed && on(r.date)) cash += r.amount;
    for (const p of this.penalties.values()) if (!p.reversed && p.paid && on(p.paid.date)) cash += p.amount;
    for (const f of this.fees.values()) if (!f.reversed && on(f.date)) cash += f.amount;
    for (const l of this.loans.values()) if (on(l.date)) cash -= l.principal;
    for (const c of this.confirmed) if (on(c.closeDate)) for (const v of c.payouts.values()) cash -= v;
    for (const p of this.leavingPayouts) if (on(p.date)) cash -= p.amount;
    return cash;
  }

  /** Savings and adjustments: what is credited to members' savings. */
  private credits(): Saving[] {
    return [...this.savings.values(), ...this.adjustments.values()];
  }

  /** Every saving since registration, net of reversals and with the adjustments (all cycles). */
  savedSinceRegistration(memberId?: number): Cents {
    let sum = 0;
    for (const s of this.credits())
      if (!s.reversed && (memberId === undefined || s.memberId === memberId)) sum += s.amount;
    return sum;
  }

  /** A member's savings recorded into a cycle, net of reversals (those paid back on leaving included). */
  savedInCycle(memberId: number, cycle: number): Cents {
    let sum = 0;
    for (const s of this.credits())
      if (s.memberId === memberId && !s.reversed && this.cycleOf(s) === cycle) sum += s.amount;
    return sum;
  }

  /** What the group holds of its members' savings now: the open cycle's, net of reversals. */
  savingsHeld(): Cents {
    let sum = 0;
    for (const s of this.credits())
      if (!s.reversed && !s.paidOnLeaving && this.cycleOf(s) === this.openCycle) sum += s.amount;
    return sum;
  }

  /** The open cycle's savings dated on or before `asOf`, per member (net of reversals). */
  cycleSavings(asOf: string): Map<number, Saving[]> {
    const of = new Map<number, Saving[]>();
    for (const m of this.members.keys()) of.set(m, []);
    for (const s of this.credits())
      if (!s.reversed && !s.paidOnLeaving && s.date <= asOf && this.cycleOf(s) === this.openCycle)
        of.get(s.memberId)?.push(s);
    return of;
  }

  /**
   * The share-out of the open cycle on `closeDate`. The fund is the cash as of that day. By savings: the
   * fund in proportion to each member's savings of the cycle. By savings and time: each member gets their
   * savings back and the profit (fund − savings) is shared by Σ amount × days held (the saving's day and
   * the close day both count); when the fund is less than the savings (a loss), it is shared by savings.
   *
   * With the set-off rule, each member's debt on the close date (what their loans dated on or before it
   * owed, counting repayments dated on or before it) is added to the fund while their payout covers it,
   * and then taken off that payout; a member whose payout falls short of their debt is left out of the
   * fund, pays their whole payout towards their loans (in loan order) and the rest stays owed; the shares
   * are worked out again each time someone is left out. `null`: some round's fund is negative.
   */
  shareOut(closeDate: string, weighting: Weighting): ShareOut & { negative?: boolean } {
    const cash = this.cash(closeDate);
    const of = this.cycleSavings(closeDate);
    const rows = [...of].map(([memberId, list]) => ({
      memberId,
      number: this.members.get(memberId)?.number ?? '',
      savings: list.reduce((s, x) => s + x.amount, 0),
      days: list.reduce(
        (s, x) => s + BigInt(x.amount) * BigInt(dayNumber(closeDate) - dayNumber(x.date) + 1),
        0n,
      ),
    }));
    const total = rows.reduce((s, r) => s + r.savings, 0);
    const split = (fund: Cents): Map<number, Cents> => {
      if (weighting === 'time' && fund >= total) {
        const profit = allocate(
          fund - total,
          rows.map((r) => ({ ...r, weight: r.days })),
        );
        return new Map(rows.map((r) => [r.memberId, r.savings + (profit.get(r.memberId) ?? 0)]));
      }
      return allocate(
        fund,
        rows.map((r) => ({ ...r, weight: BigInt(r.savings) })),
      );
    };
    const loanIds = [...this.loans.keys()]
      .filter((id) => this.owedAsOf(id, closeDate) > 0)
      .sort((a, b) => a - b);
    const debtOf = new Map<number, Cents>();
    if (this.setOffRule)
      for (const id of loanIds) {
        const borrower = this.loans.get(id)?.borrowerId as number;
        debtOf.set(borrower, (debtOf.get(borrower) ?? 0) + this.owedAsOf(id, closeDate));
      }
    const inFund = new Set(debtOf.keys());
    let fund = 0;
    let paid = new Map<number, Cents>();
    let negative = false;
    for (;;) {
      fund = cash;
      for (const m of inFund) fund += debtOf.get(m) ?? 0;
      if (fund < 0) {
        negative = true;
        break;
      }
      paid = split(fund);
      const short = [...inFund].filter((m) => (paid.get(m) ?? 0) < (debtOf.get(m) ?? 0));
      if (short.length === 0) break;
      for (const m of short) inFund.delete(m);
    }
    const setOffs: SetOff[] = [];
    if (this.setOffRule && !negative) {
      const left = new Map(paid);
      for (const id of loanIds) {
        const memberId = this.loans.get(id)?.borrowerId as number;
        const owed = this.owedAsOf(id, closeDate);
        const amount = inFund.has(memberId) ? owed : Math.min(owed, left.get(memberId) ?? 0);
        if (amount <= 0) continue;
        left.set(memberId, (left.get(memberId) ?? 0) - amount);
        setOffs.push({ memberId, loanId: id, amount, whole: amount === owed });
      }
    }
    return {
      fund,
      negative,
      setOffs,
      payouts: rows.map((r) => ({
        memberId: r.memberId,
        savings: r.savings,
        payout: paid.get(r.memberId) ?? 0,
        setOff: setOffs.filter((x) => x.memberId === r.memberId).reduce((s, x) => s + x.amount, 0),
      })),
    };
  }

  /** Set-offs a close may still make: each no more than its loan owes now. */
  private setOffsHold(setOffs: readonly SetOff[], fund: Cents): Verdict {
    for (const x of setOffs)
      if (x.amount > this.owedOn(x.loanId)) return no('a loan was repaid after the close date');
    const setOff = setOffs.reduce((s, x) => s + x.amount, 0);
    if (fund - setOff > this.cash()) return no('the fund is more than the loan fund holds');
    return yes;
  }

  // ── judging and recording operations ───────────────────────────────────────────────────────────────

  addMember(member: ModelMember): void {
    this.members.set(member.id, { ...member, active: member.active ?? true });
  }
  /**
   * What a member leaving today is paid now under the group's rule (null: 'atClose', paid at the close):
   * 'savings', their savings of the open cycle; 'share', their part by savings of the group's worth, the
   * cash plus the principal still out on loans, rounded down to the cent (never below 0). What they owe on
   * loans is set off against it.
   */
  leavingPayout(
    memberId: number,
  ): { amount: Cents; debt: Cents; loans: { id: number; owed: Cents }[] } | null {
    if (this.leaveRule === 'atClose') return null;
    const open = this.cycleSavings(this.today);
    const savingsOf = (id: number) => (open.get(id) ?? []).reduce((s, x) => s + x.amount, 0);
    let amount = savingsOf(memberId);
    if (this.leaveRule === 'share') {
      let lentOut = 0;
      for (const loan of this.loans.values()) lentOut += Math.max(0, loan.principal - this.repaidOn(loan.id));
      const worth = this.cash() + lentOut;
      let all = 0;
      for (const id of open.keys()) all += savingsOf(id);
      amount = all === 0 ? 0 : Math.max(0, Number((BigInt(worth) * BigInt(amount)) / BigInt(all)));
    }
    const loans = this.activeLoanIds()
      .filter((id) => this.loans.get(id)?.borrowerId === memberId)
      .map((id) => ({ id, owed: this.owedOn(id) }));
    return { amount, debt: loans.reduce((s, l) => s + l.owed, 0), loans };
  }
  judgeLeave(memberId: number): Verdict {
    const member = this.members.get(memberId);
    if (!member?.active) return yes;
    const payout = this.leavingPayout(memberId);
    if (!payout) return yes;
    if (this.pending) return no('a close waits');
    if (payout.debt > payout.amount) return no('owes more than the payout');
    if (payout.amount - payout.debt > this.cash()) return no('the payout is more than the loan fund holds');
    return yes;
  }
  /**
   * A member leaves: they save, borrow and are fined no more. Under 'atClose' their money stays where it is;
   * otherwise their debts are repaid from the payout today, the payout leaves the fund and their savings
   * of the open cycle are handed back with it.
   */
  leave(memberId: number): void {
    const member = this.members.get(memberId);
    if (!member?.active) return;
    const payout = this.leavingPayout(memberId);
    if (payout) {
      for (const loan of payout.loans) this.recordRepayment(this.setOffIds--, loan.id, loan.owed, this.today);
      for (const s of this.cycleSavings(this.today).get(memberId) ?? []) s.paidOnLeaving = true;
      this.leavingPayouts.push({ memberId, date: this.today, amount: payout.amount });
      this.seq++;
    }
    member.active = false;
  }
  private activeMember(memberId: number): ModelMember | null {
    const member = this.members.get(memberId);
    return member?.active ? member : null;
  }

  judgeSaving(memberId: number, amount: Cents, date: string): Verdict {
    const member = this.activeMember(memberId);
    if (!member) return no('not an active member');
    if (amount <= 0) return no('amount not positive');
    return this.openDate(date, member.joinedOn);
  }
  recordSaving(id: number, memberId: number, amount: Cents, date: string): void {
    this.savings.set(id, { id, memberId, amount, date, seq: this.seq++, reversed: false });
  }

  /**
   * Whether a member's savings of the open cycle, counted by date, stay at or above zero on every day once
   * `change` is made (an entry left out, or an adjustment added): a member's savings are never negative,
   * on any day, so no time weight is.
   */
  private savingsStayPositive(
    memberId: number,
    change: { without?: Saving; add?: { amount: Cents; date: string } },
    after?: string,
  ): boolean {
    const dated = this.credits()
      .filter(
        (s) =>
          s.memberId === memberId &&
          s !== change.without &&
          !s.reversed &&
          !s.paidOnLeaving &&
          this.cycleOf(s) === this.openCycle,
      )
      .map((s) => ({ amount: s.amount, date: s.date }));
    if (change.add) dated.push(change.add);
    const counted = dated.filter((s) => after === undefined || s.date > after);
    for (const day of new Set(counted.map((s) => s.date))) {
      let sum = 0;
      for (const s of counted) if (s.date <= day) sum += s.amount;
      if (sum < 0) return false;
    }
    return true;
  }
  /** In the open cycle as it stands and, while a close waits, in what the next cycle keeps of it. */
  private staysPositive(
    memberId: number,
    change: { without?: Saving; add?: { amount: Cents; date: string } },
  ) {
    const pending = this.pending;
    return (
      this.savingsStayPositive(memberId, change) &&
      (pending === null || this.savingsStayPositive(memberId, change, pending.closeDate))
    );
  }

  /** An adjustment: an active member, a non-zero amount, an open date, their savings never below zero. */
  judgeAdjustment(memberId: number, amount: Cents, date: string): Verdict {
    const member = this.activeMember(memberId);
    if (!member) return no('not an active member');
    if (amount === 0) return no('amount zero');
    const dated = this.openDate(date, member.joinedOn);
    if (!dated.ok) return dated;
    if (amount < 0 && !this.staysPositive(memberId, { add: { amount, date } }))
      return no('savings below zero');
    return yes;
  }
  recordAdjustment(id: number, memberId: number, amount: Cents, date: string): void {
    this.adjustments.set(id, {
      id,
      memberId,
      amount,
      date,
      seq: this.seq++,
      reversed: false,
      adjustment: true,
    });
  }

  judgeLoan(borrowerId: number, principal: Cents, date: string): Verdict {
    const member = this.activeMember(borrowerId);
    if (!member) return no('not an active member');
    if (principal <= 0) return no('amount not positive');
    const dated = this.openDate(date, member.joinedOn);
    if (!dated.ok) return dated;
    // one active loan per member (the group's default rule)
    if (this.activeLoanIds().some((id) => this.loans.get(id)?.borrowerId === borrowerId))
      return no('borrower has an active loan');
    if (principal > this.cash()) return no('more than the loan fund holds');
    return yes;
  }
  recordLoan(id: number, borrowerId: number, principal: Cents, rate: number, months: number, date: string) {
    const total = modelLoanTotal(principal, rate, months);
    this.loans.set(id, { id, borrowerId, principal, total, date, seq: this.seq++, reversed: false });
  }

  judgeRepayment(loanId: number, amount: Cents, date: string): Verdict {
    const loan = this.loans.get(loanId);
    if (!loan) return no('no such loan');
    const owed = this.owedOn(loanId);
    if (owed <= 0) return no('loan not active');
    if (amount <= 0) return no('amount not positive');
    if (date > this.today) return no('date in the future');
    if (date < loan.date) return no('date before the loan');
    if (amount > owed) return no('more than the balance');
    return this.openDate(date);
  }
  recordRepayment(id: number, loanId: number, amount: Cents, date: string): void {
    this.repayments.set(id, { id, loanId, amount, date, seq: this.seq++, reversed: false });
  }

  /** A penalty is judged as a saving is: an active member, a positive amount, an open date. */
  judgePenalty(memberId: number, amount: Cents, date: string): Verdict {
    return this.judgeSaving(memberId, amount, date);
  }
  recordPenalty(id: number, memberId: number, amount: Cents, date: string): void {
    this.penalties.set(id, { id, memberId, amount, date, seq: this.seq++, reversed: false, paid: null });
  }
  judgePenaltyPaid(penaltyId: number, date: string): Verdict {
    const p = this.penalties.get(penaltyId);
    if (!p) return no('no such penalty');
    if (p.reversed) return no('penalty reversed');
    if (p.paid) return no('penalty already paid');
    return this.openDate(date, this.members.get(p.memberId)?.joinedOn);
  }
  recordPenaltyPaid(penaltyId: number, date: string): void {
    const p = this.penalties.get(penaltyId);
    if (p) p.paid = { date, seq: this.seq++ };
  }

  /** The registration fee, once per member (a reversed payment may be paid again), former members too. */
  judgeFee(memberId: number, date: string): Verdict {
    const member = this.members.get(memberId);
    if (!member) return no('not a member');
    if ([...this.fees.values()].some((f) => f.memberId === memberId && !f.reversed))
      return no('fee already paid');
    return this.openDate(date, member.joinedOn);
  }
  recordFee(id: number, memberId: number, date: string): void {
    this.fees.set(id, { id, memberId, amount: this.registrationFee, date, seq: this.seq++, reversed: false });
  }
  private entriesOf(kind: EntryKind): Map<number, Entry & { paid?: unknown }> {
    return { saving: this.savings, repayment: this.repayments, penalty: this.penalties, fee: this.fees }[
      kind
    ];
  }

  /** A reversal: of an entry of the open cycle no waiting close counted; an unpaid penalty whatever its cycle. */
  judgeReverse(kind: EntryKind, id: number): Verdict {
    const entry = this.entriesOf(kind).get(id);
    if (!entry) return no(`no such ${kind}`);
    if (kind === 'saving' && (entry as Saving).paidOnLeaving) return no('saving paid back on leaving');
    // an unpaid penalty never entered a fund: it may go whatever its cycle
    if (kind === 'penalty' && !entry.reversed && entry.paid === null) return yes;
    const reversible = this.reversible(entry);
    if (!reversible.ok) return reversible;
    const saving = entry as Saving;
    if (kind === 'saving' && !this.staysPositive(saving.memberId, { without: saving }))
      return no('savings below zero');
    return yes;
  }
  reverse(kind: EntryKind, id: number): void {
    const entry = this.entriesOf(kind).get(id);
    if (entry) entry.reversed = true;
    this.seq++;
  }

  judgeProposeClose(closeDate: string, weighting: Weighting): Verdict {
    if (this.pending) return no('a close already waits');
    if (closeDate > this.today) return no('close date in the future');
    const last = this.confirmed.at(-1);
    if (closeDate < (last ? addDays(last.closeDate, 1) : this.registrationDate))
      return no('close date before the cycle started');
    const paidOn = this.leavingPayouts.at(-1)?.date;
    if (paidOn && closeDate < paidOn) return no('close date before a member was paid out on leaving');
    // an adjustment after the close date would lose the savings before it that it took back
    for (const memberId of this.members.keys())
      if (!this.savingsStayPositive(memberId, {}, closeDate)) return no('adjustment after the close date');
    const { fund, payouts, setOffs, negative } = this.shareOut(closeDate, weighting);
    if (negative || fund < 0) return no('the fund on the close date is negative');
    const paid = payouts.reduce((s, p) => s + p.payout, 0);
    if (paid !== fund) return no('no savings to share the fund by');
    return this.setOffsHold(setOffs, fund);
  }
  recordProposeClose(closeDate: string, weighting: Weighting, proposer: string): Close {
    const { fund, payouts, setOffs } = this.shareOut(closeDate, weighting);
    // a loan settled in whole by its set-off is not carried (one still owed besides would be)
    const settled = setOffs.filter((x) => x.whole && x.amount === this.owedOn(x.loanId)).map((x) => x.loanId);
    const close: Close = {
      cycle: this.openCycle,
      closeDate,
      weighting,
      proposer,
      fund,
      payouts: new Map(payouts.map((p) => [p.memberId, p.payout])),
      setOffs,
      carriedLoanIds: this.activeLoanIds().filter((id) => !settled.includes(id)),
      confirmedSeq: null,
    };
    this.seq++;
    this.closes.push(close);
    return close;
  }
  judgeConfirmClose(confirmer: string): Verdict {
    const pending = this.pending;
    if (!pending) return no('no close waits');
    if (pending.proposer === confirmer) return no('the proposer cannot confirm');
    const settledNow = (id: number) =>
      pending.setOffs.some((x) => x.loanId === id && x.amount === this.owedOn(id));
    if (this.activeLoanIds().some((id) => !pending.carriedLoanIds.includes(id) && !settledNow(id)))
      return no('a loan issued since the proposal is undecided');
    return this.setOffsHold(pending.setOffs, pending.fund);
  }
  /** The close: each set-off is repaid into its loan on the close date, just before the close. */
  recordConfirmClose(): void {
    const pending = this.pending;
    if (!pending) return;
    for (const x of pending.setOffs)
      this.recordRepayment(this.setOffIds--, x.loanId, x.amount, pending.closeDate);
    pending.confirmedSeq = this.seq++;
  }
  judgeRejectClose(rejecter: string): Verdict {
    const pending = this.pending;
    if (!pending) return no('no close waits');
    if (pending.proposer === rejecter) return no('the proposer cannot reject');
    return yes;
  }
  recordRejectClose(): void {
    const pending = this.pending;
    if (pending) this.closes.splice(this.closes.indexOf(pending), 1);
    this.seq++;
  }
  /** The payouts of each confirmed close, in cycle order, with what of each was set off. */
  closedCycles(): {
    cycle: number;
    closeDate: string;
    fund: Cents;
    payouts: ReadonlyMap<number, Cents>;
    setOffs: readonly SetOff[];
    setOffOf: (memberId: number) => Cents;
  }[] {
    return this.confirmed.map(({ cycle, closeDate, fund, payouts, setOffs }) => ({
      cycle,
      setOffs,
      closeDate,
      fund,
      payouts,
      setOffOf: (memberId: number) =>
        setOffs.filter((x) => x.memberId === memberId).reduce((s, x) => s + x.amount, 0),
    }));
  }
}

export const addDays = (date: string, days: number): string =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
