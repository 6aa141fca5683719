import {
  assertCan,
  type CreateRegionInput,
  type RegionCommand,
  type RegionEvent,
  type RegionState,
  regionDecider,
  regionStream,
} from '@pm/domain';
import type { CommandContext, Written } from '../../lib/define-command';
import { createUnit, type UnitChange, type UnitKind, uniqueNameOf, updateUnit } from './unit';

/** The region aggregate (`region-N`): SuperAdmin creates and changes regions; names are unique. */

const regionName = uniqueNameOf('region');

const regions: UnitKind<RegionCommand, RegionEvent, RegionState> = {
  what: 'Region',
  decider: regionDecider,
  stream: regionStream,
  capability: 'hierarchy.manage',
  location: (_state, regionId) => ({ regionId, clusterId: null, projectId: null }),
  uniqueName: regionName,
  changeDetails: (data) => ({ type: 'ChangeRegionDetails', data }),
  setStatus: (isActive) => ({ type: 'SetRegionStatus', data: { isActive } }),
};

export const createRegion = (ctx: CommandContext, input: CreateRegionInput): Promise<Written> => {
  assertCan(ctx.principal.actor, 'hierarchy.manage');
  return createUnit(ctx, regions, { key: regionName, value: input.name }, (regionId) => ({
    type: 'CreateRegion',
    data: { regionId, ...input },
  }));
};

export const updateRegion = (ctx: CommandContext, regionId: number, input: UnitChange): Promise<Written> =>
  updateUnit(ctx, regions, regionId, input);
