import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { PROJECTS_URL } from './get-projects';
import { invalidateAfterProjectWrite } from './invalidate';

export interface ProjectStatusChange {
  readonly id: number;
  readonly isActive: boolean;
}

export interface ProjectDetailsChange {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
}

/** PUT /api/projects/{id}: the table's toggle sends the opposite of the current isActive (spec: states). */
export const setProjectStatus = ({ id, isActive }: ProjectStatusChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${PROJECTS_URL}/${id}`, { isActive });

/** PUT /api/projects/{id} {name, description}: the edit dialog (our decision; the spec leaves edit unshown). */
export const updateProjectDetails = ({
  id,
  name,
  description,
}: ProjectDetailsChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${PROJECTS_URL}/${id}`, { name, description });

export const useSetProjectStatus = () =>
  useCommand({
    mutationFn: setProjectStatus,
    success: t('Project status updated successfully'),
    failure: t('Failed to update project status'),
    invalidate: (client, change) => invalidateAfterProjectWrite(client, change.id),
  });

export const useUpdateProjectDetails = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: updateProjectDetails,
    success: t('Project updated successfully'),
    failure: t('Failed to update project'),
    invalidate: (client, change) => invalidateAfterProjectWrite(client, change.id),
  });
