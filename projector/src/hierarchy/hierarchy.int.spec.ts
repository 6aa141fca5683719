import { describe, it } from 'vitest';
import { anEvent } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { hierarchyModel } from './index';

const spec = projectionSpec(hierarchyModel);
const later = { occurredAt: '2026-11-21T08:00:00.000Z' };

describe('hierarchy read model', () => {
  it('creates regions, clusters and projects and applies their details and status changes', async () => {
    await spec
      .given([
        anEvent('RegionCreated', { regionId: 1, name: 'Western' }),
        anEvent('ClusterCreated', { clusterId: 2, regionId: 1, name: 'Kakamega' }),
        anEvent('ProjectCreated', {
          projectId: 3,
          clusterId: 2,
          regionId: 1,
          code: 'KE0420',
          isActive: false,
        }),
        anEvent('RegionDetailsChanged', { regionId: 1, name: 'Western', description: 'West' }, later),
        anEvent('ClusterStatusChanged', { clusterId: 2, isActive: false }, later),
        anEvent('ProjectDetailsChanged', { projectId: 3, name: 'Kakamega Town', description: null }),
        anEvent('ProjectStatusChanged', { projectId: 3, isActive: true }, later),
      ])
      .then({
        regions: [
          { id: 1, name: 'Western', description: 'West', is_active: true, updated_at: later.occurredAt },
        ],
        clusters: [{ id: 2, region_id: 1, name: 'Kakamega', is_active: false, updated_at: later.occurredAt }],
        projects: [
          {
            id: 3,
            code: 'KE0420',
            name: 'Kakamega Town',
            cluster_id: 2,
            region_id: 1,
            is_active: true,
            created_at: '2026-11-20T08:00:00.000Z',
            updated_at: later.occurredAt,
            last_position: '7',
          },
        ],
      });
  });
});
