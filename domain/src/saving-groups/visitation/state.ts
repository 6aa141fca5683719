import type { GroupPlace } from '../shared';
import type { VisitationEvent } from './events';

export type VisitationState =
  | { status: 'none' }
  | ({ status: 'recorded'; visitationId: number; groupId: number } & GroupPlace);

export const initialState = (): VisitationState => ({ status: 'none' });

export const evolve = (_state: VisitationState, event: VisitationEvent): VisitationState => ({
  status: 'recorded',
  visitationId: event.data.visitationId,
  groupId: event.data.groupId,
  projectId: event.data.projectId,
  clusterId: event.data.clusterId,
  regionId: event.data.regionId,
});
