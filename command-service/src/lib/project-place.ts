import {
  type Actor,
  assertCan,
  type Capability,
  canRead,
  ForbiddenError,
  projectDecider,
  projectStream,
  ValidationError,
} from '@pm/domain';
import type { CommandDeps } from '../context';
import { loadAggregate } from './command-bus';

/**
 * The project a new participant or saving group goes to: a ProjectAdmin's or facilitator's own
 * project (another one is refused), otherwise the one the caller chose ('Please select a project').
 * The project must be readable by the caller and the capability granted there.
 */
export const projectPlaceFor = async (
  deps: CommandDeps,
  actor: Actor,
  requested: number | null | undefined,
  capability: Capability,
  ownProjectOnly: string,
) => {
  const ownProject = actor.role === 'ProjectAdmin' || actor.role === 'ChurchFacilitator';
  if (ownProject && requested != null && requested !== actor.projectId)
    throw new ForbiddenError(ownProjectOnly);
  const projectId = ownProject ? actor.projectId : (requested ?? null);
  if (projectId === null)
    throw new ValidationError('Please select a project', { projectId: 'Please select a project' });
  const { state } = await loadAggregate(deps, projectDecider, projectStream(projectId));
  if (state.status === 'none' || !canRead(actor, state))
    throw new ValidationError('Please select a project', { projectId: 'Project not found' });
  assertCan(actor, capability, state);
  return {
    projectId,
    clusterId: state.clusterId,
    regionId: state.regionId,
    isActive: state.status === 'active',
  };
};
