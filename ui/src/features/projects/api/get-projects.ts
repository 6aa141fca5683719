import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** A row of GET /api/projects (only projects in the caller's scope). */
export interface Project {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly description: string | null;
  readonly clusterId: number | null;
  readonly clusterName: string | null;
  readonly regionId: number | null;
  readonly regionName: string | null;
  readonly isActive: boolean;
  readonly createdAt: string;
  readonly participantCount: number;
}

export const PROJECTS_URL = '/api/projects';

export const getProjects = (signal?: AbortSignal): Promise<Project[]> =>
  apiGet<Project[]>(PROJECTS_URL, { signal });

export const projectsQueryOptions = queryOptions({
  queryKey: [PROJECTS_URL],
  queryFn: ({ signal }) => getProjects(signal),
});

export const useProjects = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...projectsQueryOptions, enabled: options.enabled ?? true });

/** 'KE0420 - Kakamega Central', as the header's selector and badge show a project. */
export const projectLabel = (project: Pick<Project, 'code' | 'name'>): string =>
  `${project.code} - ${project.name}`;
