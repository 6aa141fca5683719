import type { CreateProjectInput } from '@pm/domain';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { PROJECTS_URL } from './get-projects';
import { invalidateAfterProjectWrite } from './invalidate';

/** POST /api/projects {code, name, description, isActive, clusterId?} → 201 {id, position}. */
export const createProject = (input: CreateProjectInput): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', PROJECTS_URL, input);

export const useCreateProject = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: createProject,
    success: t('Project created successfully'),
    failure: t('Failed to create project'),
    invalidate: (client, _input, result) => invalidateAfterProjectWrite(client, result.id),
  });
