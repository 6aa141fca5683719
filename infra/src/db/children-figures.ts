import { expressionBuilder, sql } from 'kysely';
import type { Contributions, Participants } from './tables';

/** A contribution month `c` joined to its child `p`, as the children's figures read them. */
const month = expressionBuilder<{ c: Contributions; p: Participants }, 'c' | 'p'>();

/**
 * The domain's `COUNTED_EXPECTED_SQL` (domain/src/contributions/figures.ts: a deleted child's month counts
 * what was paid as expected) with its columns typed: the domain imports nothing, so its text names them
 * unchecked; children-figures.unit.spec.ts holds the two the same. For queries over `contributions c`
 * joined to `participants p`.
 */
export const countedExpected = sql<number>`CASE WHEN ${month.ref('p.deleted')} THEN least(${month.ref('c.expected_amount')}, ${month.ref('c.paid_amount')}) ELSE ${month.ref('c.expected_amount')} END`;
