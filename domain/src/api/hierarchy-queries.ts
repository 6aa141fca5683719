import { z } from 'zod';
import { clusterRowSchema, projectRowSchema, regionRowSchema } from '../hierarchy/rows';
import { queryContract } from './contract';

const tags = ['Hierarchy'];

/** Regions, clusters and projects the caller may see (all, its region, its cluster or its project). */
export const hierarchyQueries = {
  listRegions: queryContract({
    url: '/api/regions',
    summary: 'Regions in scope, by name',
    tags,
    response: z.array(regionRowSchema),
    errors: [403],
  }),
  listClusters: queryContract({
    url: '/api/clusters',
    summary: 'Clusters in scope, by region and name',
    tags,
    response: z.array(clusterRowSchema),
    errors: [403],
  }),
  listProjects: queryContract({
    url: '/api/projects',
    summary: 'Projects in scope, by code',
    tags,
    response: z.array(projectRowSchema),
    errors: [403],
  }),
} as const;
