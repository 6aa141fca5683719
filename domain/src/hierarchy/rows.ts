import { z } from 'zod';
import { instantSchema } from '../api/contract';

/** Rows of GET /api/regions, /api/clusters and /api/projects. */

export const regionRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: instantSchema,
    clusterCount: z.number().int(),
  })
  .meta({ id: 'Region' });
export type RegionRow = z.infer<typeof regionRowSchema>;

export const clusterRowSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    regionId: z.number().int(),
    regionName: z.string(),
    isActive: z.boolean(),
    createdAt: instantSchema,
    projectCount: z.number().int(),
  })
  .meta({ id: 'Cluster' });
export type ClusterRow = z.infer<typeof clusterRowSchema>;

export const projectRowSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    clusterId: z.number().int(),
    clusterName: z.string(),
    regionId: z.number().int(),
    regionName: z.string(),
    isActive: z.boolean(),
    createdAt: instantSchema,
    /** Active children on the register (as the dashboards count participants). */
    participantCount: z.number().int(),
  })
  .meta({ id: 'Project' });
export type ProjectRow = z.infer<typeof projectRowSchema>;
