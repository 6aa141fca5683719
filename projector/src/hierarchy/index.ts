import type { ClusterEvent, ProjectEvent, RegionEvent } from '@pm/domain';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { occurredAt, type ReadModel } from '../read-model';

type HierarchyEvent = RegionEvent | ClusterEvent | ProjectEvent;

const idOf = (streamId: string): number => Number(streamId.slice(streamId.lastIndexOf('-') + 1));

/** Regions, clusters and projects: behind GET /api/regions, /api/clusters, /api/projects and every scope check. */
export const hierarchyModel: ReadModel = {
  name: 'hierarchy',
  tables: ['projects', 'clusters', 'regions'],
  schema: `
    CREATE TABLE regions (
      id integer PRIMARY KEY,
      name text NOT NULL,
      description text,
      is_active boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE TABLE clusters (
      id integer PRIMARY KEY,
      region_id integer NOT NULL,
      name text NOT NULL,
      description text,
      is_active boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX clusters_region_id ON clusters (region_id);
    CREATE TABLE projects (
      id integer PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      description text,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      is_active boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX projects_cluster_id ON projects (cluster_id);
    CREATE INDEX projects_region_id ON projects (region_id);
  `,
  handles: new Set([
    'RegionCreated',
    'RegionDetailsChanged',
    'RegionStatusChanged',
    'ClusterCreated',
    'ClusterDetailsChanged',
    'ClusterStatusChanged',
    'ProjectCreated',
    'ProjectDetailsChanged',
    'ProjectStatusChanged',
  ]),
  async apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HierarchyEvent;
    const at = occurredAt(recorded);
    const position = recorded.position.toString();
    const id = idOf(recorded.streamId);
    // Upserts keyed by id and guarded by position: replaying an already-applied event changes nothing.
    switch (event.type) {
      case 'RegionCreated':
        await tx.query(
          `INSERT INTO regions (id, name, description, is_active, created_at, updated_at, last_position)
           VALUES ($1, $2, $3, true, $4, $4, $5) ON CONFLICT (id) DO NOTHING`,
          [id, event.data.name, event.data.description, at, position],
        );
        return;
      case 'ClusterCreated':
        await tx.query(
          `INSERT INTO clusters (id, region_id, name, description, is_active, created_at, updated_at, last_position)
           VALUES ($1, $2, $3, $4, true, $5, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [id, event.data.regionId, event.data.name, event.data.description, at, position],
        );
        return;
      case 'ProjectCreated':
        await tx.query(
          `INSERT INTO projects (id, code, name, description, cluster_id, region_id, is_active, created_at, updated_at, last_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.code,
            event.data.name,
            event.data.description,
            event.data.clusterId,
            event.data.regionId,
            event.data.isActive,
            at,
            position,
          ],
        );
        return;
      case 'RegionDetailsChanged':
      case 'ClusterDetailsChanged':
      case 'ProjectDetailsChanged':
        await tx.query(
          `UPDATE ${tableOf(event.type)} SET name = $2, description = $3, updated_at = $4, last_position = $5
           WHERE id = $1 AND last_position < $5`,
          [id, event.data.name, event.data.description, at, position],
        );
        return;
      case 'RegionStatusChanged':
      case 'ClusterStatusChanged':
      case 'ProjectStatusChanged':
        await tx.query(
          `UPDATE ${tableOf(event.type)} SET is_active = $2, updated_at = $3, last_position = $4
           WHERE id = $1 AND last_position < $4`,
          [id, event.data.isActive, at, position],
        );
        return;
    }
  },
};

const tableOf = (type: string): 'regions' | 'clusters' | 'projects' =>
  type.startsWith('Region') ? 'regions' : type.startsWith('Cluster') ? 'clusters' : 'projects';
