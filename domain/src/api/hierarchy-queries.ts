import { z } from 'zod';
import { clusterRowSchema, projectRowSchema, regionRowSchema } from '../hierarchy/rows';
import { contractsOf } from './contract';

const { query } = contractsOf('Hierarchy');

/**
 * Regions, clusters and projects the caller may see (all, its region, its cluster or its project); the
 * region and cluster lists only from the level they list up.
 */
export const hierarchyQueries = {
  listRegions: query(
    '/api/regions',
    'Regions in scope, by name; for the programme and regional levels (403 for a cluster, project or facilitator)',
    {
      response: z.array(regionRowSchema),
      errors: [403],
    },
  ),
  listClusters: query(
    '/api/clusters',
    'Clusters in scope, by region and name; from the cluster level up (403 for a project or facilitator)',
    {
      response: z.array(clusterRowSchema),
      errors: [403],
    },
  ),
  listProjects: query('/api/projects', 'Projects in scope, by code', {
    response: z.array(projectRowSchema),
    errors: [403],
  }),
} as const;
