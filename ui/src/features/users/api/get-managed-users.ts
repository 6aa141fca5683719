import type { ManagedUserRow } from '@pm/domain/identity/rows';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/query';

/** A row of GET /api/managed-users: a user the caller manages. */
export type ManagedUser = ManagedUserRow;

export const MANAGED_USERS_URL = '/api/managed-users';
export const WAITING_USERS_URL = '/api/managed-users/waiting';

export const useManagedUsers = () => useQuery(getQueryOptions<ManagedUser[]>(MANAGED_USERS_URL));

/** Self-registered accounts without a role (SuperAdmin only). */
export const useWaitingUsers = (enabled: boolean) =>
  useQuery({ ...getQueryOptions<ManagedUser[]>(WAITING_USERS_URL), enabled });

/** 'Ruth Nafula', or the username when no name was given. */
export const displayName = (user: Pick<ManagedUser, 'firstName' | 'lastName' | 'username'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
