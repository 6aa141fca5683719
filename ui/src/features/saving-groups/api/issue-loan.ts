import type { IssueLoanInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { centsToWire } from '@/lib/money';
import type { CommandCallbacks } from '@/lib/use-command';
import { GROUP_LOANS_URL } from './get-group-loans';
import { useMinistryCommand } from './invalidate';

/**
 * The body of POST /api/group-loans (IssueLoan): principal in KES, service charge in percent per month,
 * today when no loan date is given. The server answers 422 with the rule's message (fund, ceiling, member).
 */
export const toLoanBody = (
  { amount, loanDate, meetingId: _meeting, ...loan }: IssueLoanInput,
  today: string,
) => ({
  ...loan,
  amount: centsToWire(amount),
  loanDate: loanDate ?? today,
});

export const useIssueLoan = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ReturnType<typeof toLoanBody>>(
    {
      url: GROUP_LOANS_URL,
      success: t('Loan issued successfully'),
      // the dialog shows the rule the server refused (fund, ceiling, member) above its buttons
      failure: t('Failed to issue loan'),
      failureText: 'fixed',
      streams: (body, result) => [`group-${body.groupId}`, `loan-${result.id}`],
    },
    callbacks,
  );
