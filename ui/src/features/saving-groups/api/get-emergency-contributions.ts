import type { EmergencyContributionRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/emergency-contributions. Amount in KES. */
export type EmergencyContribution = EmergencyContributionRow;

export const EMERGENCY_CONTRIBUTIONS_URL = '/api/emergency-contributions';

export const emergencyContributionsQueryOptions = (fundId: number) =>
  queryOptions({
    queryKey: [EMERGENCY_CONTRIBUTIONS_URL, { fundId }],
    queryFn: ({ signal }) =>
      apiGet<EmergencyContribution[]>(EMERGENCY_CONTRIBUTIONS_URL, { params: { fundId }, signal }),
  });

export const useEmergencyContributions = (fundId: number | undefined) =>
  useQuery({ ...emergencyContributionsQueryOptions(fundId ?? 0), enabled: fundId !== undefined });
