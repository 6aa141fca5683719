import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import { t } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { ShareOutPreview } from '../api/get-share-out-preview';

/**
 * The closed cycle a closing date falls in (from the cycle's first day to its close date), or null when
 * the date is in the open cycle. Such a cycle's share-out is recorded and cannot change: nothing stands
 * before its close any more.
 */
export const closedCycleOn = (cycles: readonly GroupCycleRow[], date: string): GroupCycleRow | null =>
  cycles.find(
    (c) => c.status === 'closed' && c.closeDate !== null && c.startedOn <= date && date <= c.closeDate,
  ) ?? null;

/**
 * What a closed cycle carried into the next, one line each: the loans and penalties its close decided to
 * carry, named with what was owed on them as of the date previewed (the preview's list), by id otherwise.
 */
export const carriedLines = (
  cycle: Pick<GroupCycleRow, 'carriedLoanIds' | 'carriedPenaltyIds'>,
  owed: ShareOutPreview['blockers'],
): string[] => [
  ...cycle.carriedLoanIds.map((loanId) => {
    const line = owed.find((b) => b.kind === 'activeLoan' && b.loanId === loanId);
    return line
      ? t('{{name}}: loan {{loan}}, {{amount}} owed', {
          name: line.memberName,
          loan: loanId,
          amount: formatWireMoney(line.amount),
        })
      : t('Loan {{id}}', { id: loanId });
  }),
  ...cycle.carriedPenaltyIds.map((penaltyId) => {
    const line = owed.find((b) => b.kind === 'unpaidPenalty' && b.penaltyId === penaltyId);
    return line
      ? t('{{name}}: penalty {{penalty}}, {{amount}} unpaid', {
          name: line.memberName,
          penalty: penaltyId,
          amount: formatWireMoney(line.amount),
        })
      : t('Penalty {{id}}', { id: penaltyId });
  }),
];
