import type { ProjectRow } from '@pm/domain/hierarchy/rows';
import { useQuery } from '@tanstack/react-query';
import { getQueryOptions } from '@/lib/query';

/** A row of GET /api/projects (only projects in the caller's scope). */
export type Project = ProjectRow;

export const PROJECTS_URL = '/api/projects';

export const projectsQueryOptions = getQueryOptions<Project[]>(PROJECTS_URL);

export const useProjects = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...projectsQueryOptions, enabled: options.enabled ?? true });

/** 'KE0420 - Kakamega Central', as the header's selector and badge show a project. */
export const projectLabel = (project: Pick<Project, 'code' | 'name'>): string =>
  `${project.code} - ${project.name}`;
