import type { DomainEvent } from '../../shared/decider';
import type { UnitDetails } from '../shared';

export type RegionCreated = DomainEvent<'RegionCreated', { regionId: number } & UnitDetails>;
export type RegionDetailsChanged = DomainEvent<'RegionDetailsChanged', { regionId: number } & UnitDetails>;
export type RegionStatusChanged = DomainEvent<'RegionStatusChanged', { regionId: number; isActive: boolean }>;

export type RegionEvent = RegionCreated | RegionDetailsChanged | RegionStatusChanged;
