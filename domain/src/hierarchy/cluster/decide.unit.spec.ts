import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { type ClusterCreated, type CreateCluster, clusterDecider } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T10:00:00.000Z',
  actor: { kind: 'system', name: 'test' },
};

const aCreateCluster = (regionActive = true): CreateCluster => ({
  type: 'CreateCluster',
  data: {
    clusterId: 3,
    name: 'Kakamega Cluster',
    description: null,
    region: { regionId: 1, isActive: regionActive },
  },
  metadata,
});
const clusterCreated: ClusterCreated = {
  type: 'ClusterCreated',
  data: { clusterId: 3, name: 'Kakamega Cluster', description: null, regionId: 1 },
};

const { given } = specFor(clusterDecider);

describe('cluster decider', () => {
  it('creates a cluster in an active region', () => {
    given([]).when(aCreateCluster()).then([clusterCreated]);
  });
  it('refuses a cluster in an inactive region', () => {
    given([])
      .when(aCreateCluster(false))
      .thenThrows(RuleViolation, 'Cannot add a cluster to an inactive region');
  });
  it('refuses to create the same cluster twice', () => {
    given([clusterCreated]).when(aCreateCluster()).thenThrows(ConflictError);
  });
  it('deactivates and renames', () => {
    given([clusterCreated])
      .when({ type: 'SetClusterStatus', data: { isActive: false }, metadata })
      .then([{ type: 'ClusterStatusChanged', data: { clusterId: 3, isActive: false } }]);
    given([clusterCreated])
      .when({ type: 'ChangeClusterDetails', data: { description: 'Around Kakamega' }, metadata })
      .then([
        {
          type: 'ClusterDetailsChanged',
          data: { clusterId: 3, name: 'Kakamega Cluster', description: 'Around Kakamega' },
        },
      ]);
  });
  it('answers not found for a missing cluster', () => {
    given([])
      .when({ type: 'SetClusterStatus', data: { isActive: true }, metadata })
      .thenThrows(NotFoundError);
  });
});
