import { createClusterSchema, createRegionSchema } from '@pm/domain';
import type { z } from 'zod';
import { tKey } from '@/i18n';
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
/**
 * The texts of one level, in English (marked for the catalogue; `t` translates them where they are shown).
 * Each is whole, so a language whose words do not follow the English order still reads right.
 */
export interface LevelTexts {
  /** 'Regions': the section's heading. */
  readonly plural: string;
  /** 'regions': what could not be loaded. */
  readonly what: string;
  readonly add: string;
  readonly create: string;
  readonly nameLabel: string;
  readonly empty: string;
  readonly created: string;
  readonly createFailed: string;
  readonly updated: string;
  readonly statusUpdated: string;
  readonly updateFailed: string;
  readonly statusFailed: string;
}

/**
 * One level of the hierarchy (regions, clusters) as the Administration page shows it: its texts, its URL
 * and its schemas. The table, the dialog and the writes are the same for every level.
 */
export interface HierarchyLevel<Row extends LevelRow> {
  /** The stream kind (region-3) and the section's id. */
  readonly key: 'region' | 'cluster';
  readonly url: string;
  /** 'Add Region', 'Region Name', 'Region created successfully'. */
  readonly texts: LevelTexts;
  /** The column counting what each row holds: Clusters of a region, Projects of a cluster. */
  readonly count: { readonly title: string; readonly of: (row: Row) => number };
  /** The level above, for a cluster: its column, and the picker of a new cluster. */
  readonly parent: {
    readonly field: 'regionId';
    readonly label: string;
    readonly placeholder: string;
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
  texts: {
    plural: tKey('Regions'),
    what: tKey('regions'),
    add: tKey('Add Region'),
    create: tKey('Create Region'),
    nameLabel: tKey('Region Name'),
    empty: tKey('No regions yet.'),
    created: tKey('Region created successfully'),
    createFailed: tKey('Failed to create region'),
    updated: tKey('Region updated successfully'),
    statusUpdated: tKey('Region status updated successfully'),
    updateFailed: tKey('Failed to update region'),
    statusFailed: tKey('Failed to update region status'),
  },
  count: { title: tKey('Clusters'), of: (region) => region.clusterCount },
  parent: null,
  createSchema: createRegionSchema,
  editSchema: createRegionSchema,
  deactivateNote: tKey('Its clusters and projects stay as they are; the region is marked inactive.'),
};

export const CLUSTER_LEVEL: HierarchyLevel<Cluster> = {
  key: 'cluster',
  url: CLUSTERS_URL,
  texts: {
    plural: tKey('Clusters'),
    what: tKey('clusters'),
    add: tKey('Add Cluster'),
    create: tKey('Create Cluster'),
    nameLabel: tKey('Cluster Name'),
    empty: tKey('No clusters yet.'),
    created: tKey('Cluster created successfully'),
    createFailed: tKey('Failed to create cluster'),
    updated: tKey('Cluster updated successfully'),
    statusUpdated: tKey('Cluster status updated successfully'),
    updateFailed: tKey('Failed to update cluster'),
    statusFailed: tKey('Failed to update cluster status'),
  },
  count: { title: tKey('Projects'), of: (cluster) => cluster.projectCount },
  parent: {
    field: 'regionId',
    label: tKey('Region'),
    placeholder: tKey('Choose the region'),
    nameOf: (cluster) => cluster.regionName,
  },
  createSchema: createClusterSchema,
  editSchema: createClusterSchema.pick({ name: true, description: true }),
  deactivateNote: tKey('Its projects stay as they are; the cluster is marked inactive.'),
};
