import { z } from 'zod';
import { clusterRowSchema, projectRowSchema, regionRowSchema } from '../hierarchy/rows';
import { contractsOf } from './contract';

const { query } = contractsOf('Hierarchy');

/** Regions, clusters and projects the caller may see (all, its region, its cluster or its project). */
export const hierarchyQueries = {
  listRegions: query('/api/regions', 'Regions in scope, by name', {
    response: z.array(regionRowSchema),
    errors: [403],
  }),
  listClusters: query('/api/clusters', 'Clusters in scope, by region and name', {
    response: z.array(clusterRowSchema),
    errors: [403],
  }),
  listProjects: query('/api/projects', 'Projects in scope, by code', {
    response: z.array(projectRowSchema),
    errors: [403],
  }),
} as const;
