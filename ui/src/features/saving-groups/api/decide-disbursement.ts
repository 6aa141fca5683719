import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { EMERGENCY_DISBURSEMENTS_URL, type EmergencyDisbursement } from './get-emergency-disbursements';
import { invalidateAfterMinistryWrite, type MutationCallbacks } from './invalidate';

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

export const useApproveDisbursement = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: approveDisbursement,
    onSuccess: async (_result, request) => {
      toast.success('Emergency disbursement approved');
      await invalidateAfterMinistryWrite(client, [`emergency-fund-${request.fundId}`]);
    },
    onError: (error) => toast.error('Error', messageOf(error, 'Failed to approve the disbursement')),
  });
};

export const useRejectDisbursement = (callbacks: MutationCallbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: rejectDisbursement,
    onSuccess: async (_result, { request }) => {
      toast.success('Emergency disbursement rejected');
      callbacks.onSuccess?.();
      await invalidateAfterMinistryWrite(client, [`emergency-fund-${request.fundId}`]);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to reject the disbursement'));
      callbacks.onError?.(error);
    },
  });
};
