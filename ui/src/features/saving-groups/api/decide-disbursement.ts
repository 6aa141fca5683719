import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { EMERGENCY_DISBURSEMENTS_URL, type EmergencyDisbursement } from './get-emergency-disbursements';
import { invalidateAfterMinistryWrite } from './invalidate';

type Subject = Pick<EmergencyDisbursement, 'id' | 'fundId'>;

/** POST /api/emergency-disbursements/{id}/approve → 200 (maker-checker: never the requester). */
export const approveDisbursement = (request: Subject): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${EMERGENCY_DISBURSEMENTS_URL}/${request.id}/approve`);

export interface Rejection {
  readonly request: Subject;
  readonly reason: string;
}

/** POST /api/emergency-disbursements/{id}/reject {reason} → 200: the amount goes back to the fund. */
export const rejectDisbursement = ({ request, reason }: Rejection): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${EMERGENCY_DISBURSEMENTS_URL}/${request.id}/reject`, { reason });

const refreshFund = (fundId: number) => [`emergency-fund-${fundId}`];

export const useApproveDisbursement = () =>
  useCommand({
    mutationFn: approveDisbursement,
    success: t('Emergency disbursement approved'),
    failure: t('Failed to approve the disbursement'),
    invalidate: (client, request) => invalidateAfterMinistryWrite(client, refreshFund(request.fundId)),
  });

export const useRejectDisbursement = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: rejectDisbursement,
    success: t('Emergency disbursement rejected'),
    failure: t('Failed to reject the disbursement'),
    invalidate: (client, { request }) => invalidateAfterMinistryWrite(client, refreshFund(request.fundId)),
  });
