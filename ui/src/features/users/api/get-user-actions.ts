import type { UserActionRow } from '@pm/domain/identity/rows';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/query';

export type UserAction = UserActionRow;

export const USER_ACTIONS_URL = '/api/user-management-actions';

/** Read only while the Recent Actions table is shown (spec: API calls). */
export const useUserActions = (enabled: boolean) =>
  useQuery({ ...getQueryOptions<UserAction[]>(USER_ACTIONS_URL), enabled });
