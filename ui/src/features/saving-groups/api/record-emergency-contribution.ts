import type { EmergencyContributionInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { centsToWire } from '@/lib/money';
import type { CommandCallbacks } from '@/lib/use-command';
import { EMERGENCY_CONTRIBUTIONS_URL } from './get-emergency-contributions';
import { useMinistryCommand } from './invalidate';

/** The body of POST /api/emergency-contributions: the amount in KES. */
export const toEmergencyContributionBody = ({
  amount,
  meetingId: _meeting,
  ...contribution
}: EmergencyContributionInput) => ({ ...contribution, amount: centsToWire(amount) });

export const useRecordEmergencyContribution = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ReturnType<typeof toEmergencyContributionBody>>(
    {
      url: EMERGENCY_CONTRIBUTIONS_URL,
      success: t('Contribution recorded successfully'),
      failure: t('Failed to record contribution'),
      streams: (body) => [`emergency-fund-${body.fundId}`],
    },
    callbacks,
  );
