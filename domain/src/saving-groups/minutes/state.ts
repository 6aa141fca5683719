import type { GroupPlace } from '../shared';
import type { MinutesEvent } from './events';

export type MinutesState =
  | { status: 'none' }
  | ({ status: 'recorded'; minutesId: number; groupId: number; hasFile: boolean } & GroupPlace);

export const initialState = (): MinutesState => ({ status: 'none' });

export const evolve = (_state: MinutesState, event: MinutesEvent): MinutesState => ({
  status: 'recorded',
  minutesId: event.data.minutesId,
  groupId: event.data.groupId,
  hasFile: event.data.file !== null,
  projectId: event.data.projectId,
  clusterId: event.data.clusterId,
  regionId: event.data.regionId,
});
