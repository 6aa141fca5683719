import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { type RegionCreated, regionDecider } from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T10:00:00.000Z',
  actor: { kind: 'system', name: 'test' },
};
const regionCreated: RegionCreated = {
  type: 'RegionCreated',
  data: { regionId: 1, name: 'Western', description: null },
};
const { given } = specFor(regionDecider);

describe('region decider', () => {
  it('creates a region once', () => {
    given([]).when({ type: 'CreateRegion', data: regionCreated.data, metadata }).then([regionCreated]);
    given([regionCreated])
      .when({ type: 'CreateRegion', data: regionCreated.data, metadata })
      .thenThrows(ConflictError);
  });
  it('clears a description when asked and keeps the name', () => {
    given([{ type: 'RegionCreated', data: { regionId: 1, name: 'Western', description: 'West' } }])
      .when({ type: 'ChangeRegionDetails', data: { description: null }, metadata })
      .then([{ type: 'RegionDetailsChanged', data: { regionId: 1, name: 'Western', description: null } }]);
  });
  it('deactivates once and then records nothing more', () => {
    given([regionCreated])
      .when({ type: 'SetRegionStatus', data: { isActive: false }, metadata })
      .then([{ type: 'RegionStatusChanged', data: { regionId: 1, isActive: false } }]);
    given([regionCreated, { type: 'RegionStatusChanged', data: { regionId: 1, isActive: false } }])
      .when({ type: 'SetRegionStatus', data: { isActive: false }, metadata })
      .then([]);
  });
  it('answers not found for a missing region', () => {
    given([])
      .when({ type: 'ChangeRegionDetails', data: { name: 'X' }, metadata })
      .thenThrows(NotFoundError);
  });
});
