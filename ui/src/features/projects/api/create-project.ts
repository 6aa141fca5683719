import type { CreateProjectInput } from '@pm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { messageOf, useToast } from '../../../lib/toast';
import { PROJECTS_URL } from './get-projects';
import { invalidateAfterProjectWrite } from './invalidate';

/** POST /api/projects {code, name, description, isActive, clusterId?} → 201 {id, position}. */
export const createProject = (input: CreateProjectInput): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', PROJECTS_URL, input);

export const useCreateProject = (
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (result) => {
      toast.success('Project created successfully');
      options.onSuccess?.();
      await invalidateAfterProjectWrite(client, result.id);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to create project'));
      options.onError?.(error);
    },
  });
};
