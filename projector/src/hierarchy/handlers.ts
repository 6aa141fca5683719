import type { ClusterEvent, ProjectEvent, RegionEvent } from '@pm/domain';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { insert, update } from '../sql';

export type HierarchyEvent = RegionEvent | ClusterEvent | ProjectEvent;
type Table = 'regions' | 'clusters' | 'projects';
type UnitDetails = { name: string; description: string | null };

/** Columns every unit has when it is created. */
const created = (e: Projected<HierarchyEvent>, details: UnitDetails) => ({
  name: details.name,
  description: details.description,
  created_at: e.occurredAt,
  updated_at: e.occurredAt,
  last_position: e.position,
});

const detailsChanged = (
  tx: pg.PoolClient,
  table: Table,
  id: number,
  e: Projected<HierarchyEvent> & { data: UnitDetails },
) =>
  update(
    tx,
    table,
    id,
    { name: e.data.name, description: e.data.description, updated_at: e.occurredAt },
    e.position,
  );

const statusChanged = (
  tx: pg.PoolClient,
  table: Table,
  id: number,
  e: Projected<HierarchyEvent> & { data: { isActive: boolean } },
) => update(tx, table, id, { is_active: e.data.isActive, updated_at: e.occurredAt }, e.position);

/** Upserts keyed by id and guarded by position: replaying an already-applied event changes nothing. */
export const handlers: Handlers<HierarchyEvent> = {
  RegionCreated: (tx, e) =>
    insert(tx, 'regions', { id: e.data.regionId, ...created(e, e.data), is_active: true }),
  ClusterCreated: (tx, e) =>
    insert(tx, 'clusters', {
      id: e.data.clusterId,
      region_id: e.data.regionId,
      ...created(e, e.data),
      is_active: true,
    }),
  ProjectCreated: (tx, e) =>
    insert(tx, 'projects', {
      id: e.data.projectId,
      code: e.data.code,
      cluster_id: e.data.clusterId,
      region_id: e.data.regionId,
      ...created(e, e.data),
      is_active: e.data.isActive,
    }),
  RegionDetailsChanged: (tx, e) => detailsChanged(tx, 'regions', e.data.regionId, e),
  ClusterDetailsChanged: (tx, e) => detailsChanged(tx, 'clusters', e.data.clusterId, e),
  ProjectDetailsChanged: (tx, e) => detailsChanged(tx, 'projects', e.data.projectId, e),
  RegionStatusChanged: (tx, e) => statusChanged(tx, 'regions', e.data.regionId, e),
  ClusterStatusChanged: (tx, e) => statusChanged(tx, 'clusters', e.data.clusterId, e),
  ProjectStatusChanged: (tx, e) => statusChanged(tx, 'projects', e.data.projectId, e),
};
