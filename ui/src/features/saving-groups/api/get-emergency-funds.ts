import type { EmergencyFundRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/**
 * A row of GET /api/emergency-funds. Money in KES. availableBalance = contributions − approved − pending
 * disbursements: a rejected request releases its amount.
 */
export type EmergencyFund = EmergencyFundRow;

export const EMERGENCY_FUNDS_URL = '/api/emergency-funds';

export const emergencyFundsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [EMERGENCY_FUNDS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<EmergencyFund[]>(EMERGENCY_FUNDS_URL, { params: { groupId }, signal }),
  });

export const useEmergencyFunds = (groupId: number | undefined) =>
  useQuery({ ...emergencyFundsQueryOptions(groupId ?? 0), enabled: groupId !== undefined });
