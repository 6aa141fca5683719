import type { SetLoanRulesInput } from '@pm/domain/saving-groups/lending-schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { centsToWire } from '@/lib/money';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { SAVING_GROUPS_URL } from './get-saving-groups';
import { invalidateAfterMinistryWrite } from './invalidate';

/** The body of PUT /api/saving-groups/{id}/loan-rules: the whole set, the late fine in KES. */
export const toLoanRulesBody = ({
  oneActiveLoan,
  ceilingMultiple,
  lateFinePerMonth,
  setOffAtShareOut,
  leavingPayout,
}: SetLoanRulesInput) => ({
  oneActiveLoan,
  ceilingMultiple,
  lateFinePerMonth: lateFinePerMonth === null ? null : centsToWire(lateFinePerMonth),
  ...(setOffAtShareOut === undefined ? {} : { setOffAtShareOut }),
  ...(leavingPayout === undefined ? {} : { leavingPayout }),
});

/** PUT /api/saving-groups/{id}/loan-rules → 200 {id, position} (SetLoanRules). */
export const useSetLoanRules = (groupId: number, callbacks: CommandCallbacks = {}) =>
  useCommand<SetLoanRulesInput, CommandResult>({
    ...callbacks,
    mutationFn: (input) =>
      apiSend<CommandResult>('PUT', `${SAVING_GROUPS_URL}/${groupId}/loan-rules`, toLoanRulesBody(input)),
    success: t('Loan rules updated successfully'),
    failure: t('Failed to update the loan rules'),
    invalidate: (client) => invalidateAfterMinistryWrite(client, [`group-${groupId}`]),
  });
