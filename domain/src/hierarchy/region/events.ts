import type { DomainEvent } from '../../shared/decider';

export type RegionCreated = DomainEvent<
  'RegionCreated',
  { regionId: number; name: string; description: string | null }
>;
export type RegionDetailsChanged = DomainEvent<
  'RegionDetailsChanged',
  { name: string; description: string | null }
>;
export type RegionStatusChanged = DomainEvent<'RegionStatusChanged', { isActive: boolean }>;
export type RegionEvent = RegionCreated | RegionDetailsChanged | RegionStatusChanged;
