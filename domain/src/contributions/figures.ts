import type { Cents } from '../shared/money';

/**
 * How one child's month counts in every children's figure (the dashboards, the contribution cards and
 * list, the exports, the reports, the rollups): one rule, so that expected = collected + outstanding on
 * every screen (docs/domain/children-contributions.md).
 *
 * - A child on the register (active or inactive): the month counts in full. An inactive child's arrears
 *   are still owed; an inactive child is only no longer counted as a participant.
 * - A child deleted from the register: what was paid stays collected (it is money received), and the
 *   arrears are cancelled: the month counts as expected only what was paid, and owes nothing.
 *
 * Overpayment is refused when recorded, so paid ≤ expected; the rule still never counts more expected
 * than there was.
 */
// a type, not an interface: it is passed where a record of amounts is expected
export type MonthFigures = {
  readonly expected: Cents;
  readonly paid: Cents;
  readonly outstanding: Cents;
};

export const monthFigures = (expected: Cents, paid: Cents, deleted: boolean): MonthFigures =>
  deleted
    ? { expected: Math.min(expected, paid), paid, outstanding: 0 }
    : { expected, paid, outstanding: Math.max(0, expected - paid) };

/** What a change moves: the figures after less the figures before. */
export const figuresDelta = (before: MonthFigures, after: MonthFigures): MonthFigures => ({
  expected: after.expected - before.expected,
  paid: after.paid - before.paid,
  outstanding: after.outstanding - before.outstanding,
});

/**
 * The same rule in SQL, over `contributions c` joined to `participants p` (the read tables keep KES):
 * the expected amount a month counts.
 */
export const COUNTED_EXPECTED_SQL =
  'CASE WHEN p.deleted THEN least(c.expected_amount, c.paid_amount) ELSE c.expected_amount END';
