import { cycleShareOut } from '../saving-groups/cycle-share-out';
import type { Cents } from '../shared/money';
import type { StoredMoneyEvent } from './group-books';
import { inLogOrder } from './log-order';

/**
 * What must hold of a group's stored log whatever happened (docs/domain/saving-group-money.md), checked
 * by `npm run verify` and the scheduled replay check beside the read tables' comparison. For every close:
 *
 * - its payouts add up to its fund;
 * - its fund is the loan fund's cash on its close date, as the books stood when it was proposed;
 * - its payouts are the share-out the rules give on the books as they stood when it was proposed (so a
 *   close stored by an older rule, or a log changed since, is named), and so is what of each payout was
 *   set off against the member's loans;
 * - with nothing lost in its cycle (no write-off, no loan carried), no member is paid less than their
 *   own savings of the cycle.
 */
export interface Breach {
  readonly figure: string;
  /** What the rule gives, cents. */
  readonly expected: Cents;
  /** What the log holds, cents. */
  readonly recorded: Cents;
}

export const moneyInvariants = (events: readonly StoredMoneyEvent[]): Breach[] => {
  const sorted = inLogOrder(events);
  const breaches: Breach[] = [];
  let proposedAt: bigint | null = null;
  for (const stored of sorted) {
    const { event } = stored;
    if (event.type === 'CycleCloseProposed') proposedAt = stored.position;
    if (event.type !== 'CycleClosed') continue;
    const { cycle, closeDate, weighting, fund, payouts, setOffDebts = false, setOffs = [] } = event.data;
    const paid = payouts.reduce((sum, p) => sum + p.amount, 0);
    if (paid !== fund)
      breaches.push({ figure: `cycle ${cycle}: the payouts' total`, expected: fund, recorded: paid });
    const at = proposedAt ?? stored.position;
    const before = sorted.filter((e) => e.position < at);
    let share: ReturnType<typeof cycleShareOut>;
    try {
      share = cycleShareOut(before, { closeDate, weighting, setOff: setOffDebts });
    } catch (error) {
      breaches.push({
        figure: `cycle ${cycle}: the share-out cannot be replayed (${String(error)})`,
        expected: 0,
        recorded: fund,
      });
      continue;
    }
    if (share.fund.distributable !== fund)
      breaches.push({
        figure: `cycle ${cycle}: the fund, the cash on ${closeDate}`,
        expected: share.fund.distributable,
        recorded: fund,
      });
    const recorded = new Map(payouts.map((p) => [p.memberId, p.amount]));
    const setOffOf = (list: readonly { memberId: number; amount: number }[], memberId: number) =>
      list.filter((s) => s.memberId === memberId).reduce((sum, s) => sum + s.amount, 0);
    for (const p of share.payouts) {
      const setOff = setOffOf(setOffs, p.memberId);
      if (setOff !== p.setOff)
        breaches.push({
          figure: `cycle ${cycle}: member ${p.memberId}'s debt set off`,
          expected: p.setOff,
          recorded: setOff,
        });
    }
    const lossless = share.fund.writeOffs === 0 && share.fund.carriedLoans === 0;
    for (const p of share.payouts) {
      const amount = recorded.get(p.memberId) ?? 0;
      if (amount !== p.payout)
        breaches.push({
          figure: `cycle ${cycle}: member ${p.memberId}'s payout`,
          expected: p.payout,
          recorded: amount,
        });
      if (
        lossless &&
        share.fund.distributable >= share.payouts.reduce((s, x) => s + x.savings, 0) &&
        amount < p.savings
      )
        breaches.push({
          figure: `cycle ${cycle}: member ${p.memberId} paid less than their savings`,
          expected: p.savings,
          recorded: amount,
        });
    }
    proposedAt = null;
  }
  return breaches;
};
