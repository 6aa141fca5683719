import type { CreateEmergencyFundInput } from '@pm/domain/saving-groups/schemas';
import { t } from '@/i18n';
import { centsToWire } from '@/lib/money';
import type { CommandCallbacks } from '@/lib/use-command';
import { EMERGENCY_FUNDS_URL } from './get-emergency-funds';
import { useMinistryCommand } from './invalidate';

/** The body of POST /api/emergency-funds (spec: API calls): money in KES. */
export const toEmergencyFundBody = (fund: CreateEmergencyFundInput) => ({
  ...fund,
  contributionAmount: centsToWire(fund.contributionAmount),
  maxDisbursementPerMember: centsToWire(fund.maxDisbursementPerMember),
});

export const useCreateEmergencyFund = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ReturnType<typeof toEmergencyFundBody>>(
    {
      url: EMERGENCY_FUNDS_URL,
      success: t('Emergency fund created successfully'),
      failure: t('Failed to create emergency fund'),
      streams: (body, result) => [`group-${body.groupId}`, `emergency-fund-${result.id}`],
    },
    callbacks,
  );
