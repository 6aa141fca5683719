import type { IssueLoanInput } from '@pm/domain/saving-groups/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { centsToWire } from '../../../lib/money';
import { useToast } from '../../../lib/toast';
import { GROUP_LOANS_URL } from './get-group-loans';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

/** The body of POST /api/group-loans (IssueLoan): principal in KES, service charge in percent per month. */
export interface LoanBody {
  readonly groupId: number;
  readonly borrowerId: number;
  readonly amount: number;
  readonly interestRate: number;
  readonly termMonths: number;
  readonly loanDate: string;
  readonly purpose: string;
  readonly guarantors: readonly string[];
}

export const toLoanBody = (input: IssueLoanInput, today: string): LoanBody => ({
  groupId: input.groupId,
  borrowerId: input.borrowerId,
  amount: centsToWire(input.amount),
  interestRate: input.interestRate,
  termMonths: input.termMonths,
  loanDate: input.loanDate ?? today,
  purpose: input.purpose,
  guarantors: input.guarantors,
});

/** POST /api/group-loans → 201 {id, position}; 422 with the rule's message (fund, ceiling, member). */
export const issueLoan = (body: LoanBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', GROUP_LOANS_URL, body);

export const useIssueLoan = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: issueLoan,
    onSuccess: async (result, body) => {
      toast.success('Loan issued successfully');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`group-${body.groupId}`, `loan-${result.id}`]);
    },
    onError: (error) => {
      // the dialog shows the rule the server refused (fund, ceiling, member) above its buttons
      toast.error('Error', 'Failed to issue loan');
      callbacks.onError?.(error);
    },
  });
};
