import type { AssignRoleInput } from '@pm/domain/identity/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { MANAGED_USERS_URL } from './get-managed-users';
import { invalidateAfterUserWrite } from './invalidate';

export interface RoleAssignment extends AssignRoleInput {
  readonly id: number;
}

/** POST /api/managed-users/{id}/assign {role, regionId, clusterId, projectId} (SuperAdmin). */
export const assignRole = ({ id, ...assignment }: RoleAssignment): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', `${MANAGED_USERS_URL}/${id}/assign`, assignment);

export const useAssignRole = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: assignRole,
    success: t('Role assigned successfully'),
    failure: t('Failed to assign role'),
    invalidate: invalidateAfterUserWrite,
  });
