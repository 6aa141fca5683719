import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
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

/** PUT /api/projects/{id}: the table's toggle sends the opposite of the current isActive (spec §4). */
export const setProjectStatus = ({ id, isActive }: ProjectStatusChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${PROJECTS_URL}/${id}`, { isActive });

/** PUT /api/projects/{id} {name, description}: the edit dialog (our decision; the spec leaves edit unshown). */
export const updateProjectDetails = ({
  id,
  name,
  description,
}: ProjectDetailsChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${PROJECTS_URL}/${id}`, { name, description });

export const useSetProjectStatus = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: setProjectStatus,
    onSuccess: async (_result, change) => {
      toast.success('Project status updated successfully');
      await invalidateAfterProjectWrite(client, change.id);
    },
    onError: (error) => toast.error('Error', messageOf(error, 'Failed to update project status')),
  });
};

export const useUpdateProjectDetails = (options: { onSuccess?: () => void } = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateProjectDetails,
    onSuccess: async (_result, change) => {
      toast.success('Project updated successfully');
      options.onSuccess?.();
      await invalidateAfterProjectWrite(client, change.id);
    },
    onError: (error) => toast.error('Error', messageOf(error, 'Failed to update project')),
  });
};
