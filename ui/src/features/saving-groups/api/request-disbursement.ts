import type { DisbursementRequestInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { centsToWire } from '@/lib/money';
import type { CommandCallbacks } from '@/lib/use-command';
import { EMERGENCY_DISBURSEMENTS_URL } from './get-emergency-disbursements';
import { useMinistryCommand } from './invalidate';

/** The body of POST /api/emergency-disbursements (SubmitDisbursement): the amount in KES; always pending. */
export const toDisbursementRequestBody = (
  { amount, disbursementDate, ...request }: DisbursementRequestInput,
  today: string,
) => ({ ...request, amount: centsToWire(amount), disbursementDate: disbursementDate ?? today });

export const useRequestDisbursement = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ReturnType<typeof toDisbursementRequestBody>>(
    {
      url: EMERGENCY_DISBURSEMENTS_URL,
      success: t('Emergency disbursement request submitted'),
      failure: t('Failed to submit the disbursement request'),
      streams: (body) => [`emergency-fund-${body.fundId}`],
    },
    callbacks,
  );
