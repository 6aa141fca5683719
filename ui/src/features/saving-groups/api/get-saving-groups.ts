import type { GroupStatus } from '@pm/domain/saving-groups/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A row of GET /api/saving-groups (newest first, only groups in the caller's scope). Money in KES. */
export interface SavingGroup {
  readonly id: number;
  readonly projectId: number;
  readonly projectCode: string | null;
  readonly name: string;
  readonly description: string | null;
  readonly groupCode: string | null;
  readonly presidentName: string | null;
  readonly presidentPhone: string | null;
  readonly secretaryName: string | null;
  readonly secretaryPhone: string | null;
  readonly treasurerName: string | null;
  readonly treasurerPhone: string | null;
  readonly totalMembers: number;
  readonly maleMembers: number;
  readonly femaleMembers: number;
  /** Enrolled members who have not left. */
  readonly memberCount: number;
  readonly meetingDay: string | null;
  readonly meetingTime: string | null;
  readonly meetingLocation: string | null;
  readonly meetingFrequency: string | null;
  readonly savingAmount: number;
  /** Percent per month. */
  readonly serviceChargeRate: number;
  readonly maxLoanAmount: number | null;
  readonly bankName: string | null;
  readonly accountNumber: string | null;
  readonly registrationDate: string | null;
  /** Months. */
  readonly cycleDuration: number | null;
  /** Free text on the wire; a missing one displays as Active (spec §2). */
  readonly status: GroupStatus | string | null;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly totalSavings: number;
  readonly loanFundAvailable: number;
  readonly activeLoans: number;
}

export interface SavingGroupFilters {
  readonly projectId?: number;
  readonly limit?: number;
}

export const SAVING_GROUPS_URL = '/api/saving-groups';

const params = (filters: SavingGroupFilters) => ({ projectId: filters.projectId, limit: filters.limit });

export const getSavingGroups = (filters: SavingGroupFilters, signal?: AbortSignal): Promise<SavingGroup[]> =>
  apiGet<SavingGroup[]>(SAVING_GROUPS_URL, { params: params(filters), signal });

export const savingGroupsQueryOptions = (filters: SavingGroupFilters) =>
  queryOptions({
    queryKey: [SAVING_GROUPS_URL, params(filters)],
    queryFn: ({ signal }) => getSavingGroups(filters, signal),
  });

export const useSavingGroups = (filters: SavingGroupFilters = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...savingGroupsQueryOptions(filters), enabled: options.enabled ?? true });
