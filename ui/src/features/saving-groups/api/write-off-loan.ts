import type { WriteOffLoanInput } from '@pm/domain/saving-groups/lending-schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { invalidateAfterMinistryWrite } from './invalidate';

/** POST /api/group-loans/{id}/write-off {writeOffDate, reason} → 200 {id, position} (WriteOffLoan). */
export const sendWriteOff = (loanId: number, body: WriteOffLoanInput): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `/api/group-loans/${loanId}/write-off`, body);

/** Writes a loan off; the lists, the fund, the health figures and the loan's and group's histories refetch. */
export const useWriteOffLoan = (loanId: number, groupId: number, callbacks: CommandCallbacks = {}) =>
  useCommand<WriteOffLoanInput, CommandResult>({
    ...callbacks,
    mutationFn: (body) => sendWriteOff(loanId, body),
    success: t('Loan written off'),
    failure: t('Failed to write the loan off'),
    invalidate: (client) => invalidateAfterMinistryWrite(client, [`loan-${loanId}`, `group-${groupId}`]),
  });
