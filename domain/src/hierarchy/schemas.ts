import { z } from 'zod';

import { idSchema as id } from '../shared/bounds';

const descriptionText = z.string().trim().max(500, 'Description must be at most 500 characters');

/** On create: absent or blank means none. */
const description = descriptionText
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** On update: absent means unchanged; blank or null clears it. */
const descriptionChange = descriptionText
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

const somethingToChange = (v: Record<string, unknown>): boolean =>
  Object.values(v).some((x) => x !== undefined);

export const createRegionSchema = z.object({
  name: z
    .string({ error: 'Region name is required' })
    .trim()
    .min(1, 'Region name is required')
    .max(100, 'Region name must be at most 100 characters'),
  description,
});
export type CreateRegionInput = z.infer<typeof createRegionSchema>;

export const updateRegionSchema = z
  .object({
    name: createRegionSchema.shape.name.optional(),
    description: descriptionChange,
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine(somethingToChange, { message: 'Nothing to change' });

export const createClusterSchema = z.object({
  name: z
    .string({ error: 'Cluster name is required' })
    .trim()
    .min(1, 'Cluster name is required')
    .max(100, 'Cluster name must be at most 100 characters'),
  description,
  regionId: id('Please select a region'),
});
export type CreateClusterInput = z.infer<typeof createClusterSchema>;

export const updateClusterSchema = z
  .object({
    name: createClusterSchema.shape.name.optional(),
    description: descriptionChange,
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .refine(somethingToChange, { message: 'Nothing to change' });

/** Project codes look like KE0420: letters then digits, stored upper case, unique across the programme. */
export const projectCodeSchema = z
  .string({ error: 'Project code is required' })
  .trim()
  .min(1, 'Project code is required')
  .max(20, 'Project code must be at most 20 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'Project code may contain only letters, digits and dashes')
  .transform((v) => v.toUpperCase());

/**
 * POST /api/projects (spec: API calls: code, name, description, isActive). clusterId is our addition: a
 * ClusterAdmin's projects go to its own cluster; a SuperAdmin must choose one.
 */
export const createProjectSchema = z.object({
  code: projectCodeSchema,
  name: z
    .string({ error: 'Project name is required' })
    .trim()
    .min(1, 'Project name is required')
    .max(200, 'Project name must be at most 200 characters'),
  description,
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional().default(true),
  clusterId: id('Please select a cluster').optional().nullable(),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

/** PUT /api/projects/{id}: the table's toggle sends isActive; name and description may be edited too. */
export const updateProjectSchema = z
  .object({
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    name: createProjectSchema.shape.name.optional(),
    description: descriptionChange,
  })
  .refine(somethingToChange, { message: 'Nothing to change' });
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;
