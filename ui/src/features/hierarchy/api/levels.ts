import { createClusterSchema, createRegionSchema } from '@pm/domain';
import type { z } from 'zod';
import { CLUSTERS_URL, type Cluster } from './get-clusters';
import { REGIONS_URL, type Region } from './get-regions';

/** What every level of the hierarchy has: a name, a description, a status. */
export interface LevelRow {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly isActive: boolean;
  readonly createdAt: string;
}

type DetailsSchema = z.ZodType<{ name: string; description: string | null }>;

/**
 * One level of the hierarchy (regions, clusters) as the Administration page shows it: its texts, its URL
 * and its schemas. The table, the dialog and the writes are the same for every level.
 */
export interface HierarchyLevel<Row extends LevelRow> {
  /** The stream kind (region-3) and the section's id. */
  readonly key: 'region' | 'cluster';
  readonly url: string;
  /** 'Region': 'Add Region', 'Region Name', 'Region created successfully'. */
  readonly noun: string;
  /** The section's heading: 'Regions'. */
  readonly plural: string;
  /** The column counting what each row holds: Clusters of a region, Projects of a cluster. */
  readonly count: { readonly title: string; readonly of: (row: Row) => number };
  /** The level above, for a cluster: its column, and the picker of a new cluster. */
  readonly parent: {
    readonly field: 'regionId';
    readonly label: string;
    readonly nameOf: (row: Row) => string | null;
  } | null;
  readonly createSchema: z.ZodType<Record<string, unknown>>;
  /** Editing changes the name and the description; the parent stays. */
  readonly editSchema: DetailsSchema;
  /** The deactivation's confirmation: what stays as it is. */
  readonly deactivateNote: string;
}

export const REGION_LEVEL: HierarchyLevel<Region> = {
  key: 'region',
  url: REGIONS_URL,
  noun: 'Region',
  plural: 'Regions',
  count: { title: 'Clusters', of: (region) => region.clusterCount },
  parent: null,
  createSchema: createRegionSchema,
  editSchema: createRegionSchema,
  deactivateNote: 'Its clusters and projects stay as they are; the region is marked inactive.',
};

export const CLUSTER_LEVEL: HierarchyLevel<Cluster> = {
  key: 'cluster',
  url: CLUSTERS_URL,
  noun: 'Cluster',
  plural: 'Clusters',
  count: { title: 'Projects', of: (cluster) => cluster.projectCount },
  parent: { field: 'regionId', label: 'Region', nameOf: (cluster) => cluster.regionName },
  createSchema: createClusterSchema,
  editSchema: createClusterSchema.pick({ name: true, description: true }),
  deactivateNote: 'Its projects stay as they are; the cluster is marked inactive.',
};
