import type { Command } from '../../shared/decider';

export type CreateRegion = Command<
  'CreateRegion',
  { regionId: number; name: string; description: string | null }
>;
export type ChangeRegionDetails = Command<
  'ChangeRegionDetails',
  { name?: string; description?: string | null }
>;
export type SetRegionStatus = Command<'SetRegionStatus', { isActive: boolean }>;
export type RegionCommand = CreateRegion | ChangeRegionDetails | SetRegionStatus;
