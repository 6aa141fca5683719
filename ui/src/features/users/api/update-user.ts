import type { UpdateManagedUserInput } from '@pm/domain/identity/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { MANAGED_USERS_URL } from './get-managed-users';
import { invalidateAfterUserWrite } from './invalidate';

export interface UserChange extends UpdateManagedUserInput {
  readonly id: number;
}

/** PUT /api/managed-users/{id} {firstName, lastName, email, phone, isActive}. */
export const updateUser = ({ id, ...change }: UserChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${MANAGED_USERS_URL}/${id}`, change);

export const useUpdateUser = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: updateUser,
    success: t('User updated successfully'),
    failure: t('Failed to update user'),
    invalidate: invalidateAfterUserWrite,
  });
