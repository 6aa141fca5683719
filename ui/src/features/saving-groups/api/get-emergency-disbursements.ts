import type { EmergencyDisbursementRow } from '@pm/domain/saving-groups/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const DISBURSEMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];

/** Who acted: the signed-in user's id and name, as the events recorded them. */
export interface Recorder {
  readonly userId: number | null;
  readonly username: string;
}

/** A row of GET /api/emergency-disbursements. Amount in KES. */
export type EmergencyDisbursement = EmergencyDisbursementRow;

export const EMERGENCY_DISBURSEMENTS_URL = '/api/emergency-disbursements';

export const emergencyDisbursementsQueryOptions = (fundId: number) =>
  queryOptions({
    queryKey: [EMERGENCY_DISBURSEMENTS_URL, { fundId }],
    queryFn: ({ signal }) =>
      apiGet<EmergencyDisbursement[]>(EMERGENCY_DISBURSEMENTS_URL, { params: { fundId }, signal }),
  });

export const useEmergencyDisbursements = (fundId: number | undefined) =>
  useQuery({ ...emergencyDisbursementsQueryOptions(fundId ?? 0), enabled: fundId !== undefined });
