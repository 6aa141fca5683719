/** What one event changes of a group's health figures, counts and cents (absent: 0). */
export interface KpiDelta {
  readonly present?: number;
  readonly marked?: number;
  readonly meetings?: number;
  readonly joined?: number;
  readonly left?: number;
  readonly savings?: number;
  readonly cash?: number;
  readonly outstanding?: number;
  readonly earnings?: number;
  /** The part of earnings that is registration fees: one-off income, not annualised. */
  readonly fees?: number;
  readonly writeOffs?: number;
  readonly issued?: number;
}

/** Extra moves of the same event: the last meeting date, and what is owed by due date. */
export interface KpiExtras {
  readonly meetingOn?: string;
  readonly overdue?: { readonly dueOn: string; readonly cents: number };
}

/**
 * The service charge a loan's repayments have earned: the principal comes back first, and only what is
 * repaid above it is charge (the share-out's rule, domain/src/saving-groups/share-out.ts).
 */
export const chargeEarned = (principal: number, charge: number, paid: number): number =>
  Math.min(Math.max(paid - principal, 0), charge);

/** The principal still out on a loan after `paid` came back: what a write-off loses. */
export const principalOut = (principal: number, paid: number): number => Math.max(principal - paid, 0);

/**
 * What a repayment of `cents` (negative: its reversal) moves, `paidAfter` being what was repaid with it:
 * the portfolio is counted on principal (SAVIX and SEEP count loans outstanding and PAR on principal),
 * which the repayment reduces first; what it repays above the principal is service charge earned.
 */
export const repaymentMoves = (principal: number, charge: number, paidAfter: number, cents: number) => ({
  outstanding: principalOut(principal, paidAfter) - principalOut(principal, paidAfter - cents),
  earnings: chargeEarned(principal, charge, paidAfter) - chargeEarned(principal, charge, paidAfter - cents),
});
