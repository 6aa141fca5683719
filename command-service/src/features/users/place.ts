import {
  type Actor,
  assignmentLevel,
  clusterDecider,
  clusterStream,
  type Location,
  msg,
  projectDecider,
  projectStream,
  type Role,
  regionDecider,
  regionStream,
  ValidationError,
} from '@pm/domain';
import type { CommandDeps } from '../../context';
import { loadAggregate } from '../../lib/command-bus';

interface Requested {
  readonly regionId: number | null;
  readonly clusterId: number | null;
  readonly projectId: number | null;
}

const missing = (field: 'regionId' | 'clusterId' | 'projectId', what: string): ValidationError =>
  new ValidationError(msg`Please select a ${{ what }}`, { [field]: `Please select a ${what}` });

/**
 * An Auditor's place: the most specific id the form sent (project, else cluster, else region), resolved
 * to its whole chain, or the whole programme when none was sent.
 */
const auditorPlace = async (deps: CommandDeps, requested: Requested): Promise<Location> => {
  if (requested.projectId !== null) {
    const { state } = await loadAggregate(deps, projectDecider, projectStream(requested.projectId));
    if (state.status === 'none') throw missing('projectId', 'project');
    return { regionId: state.regionId, clusterId: state.clusterId, projectId: requested.projectId };
  }
  if (requested.clusterId !== null) {
    const { state } = await loadAggregate(deps, clusterDecider, clusterStream(requested.clusterId));
    if (state.status === 'none') throw missing('clusterId', 'cluster');
    return { regionId: state.regionId, clusterId: requested.clusterId, projectId: null };
  }
  if (requested.regionId !== null) {
    const { state } = await loadAggregate(deps, regionDecider, regionStream(requested.regionId));
    if (state.status === 'none') throw missing('regionId', 'region');
    return { regionId: requested.regionId, clusterId: null, projectId: null };
  }
  return { regionId: null, clusterId: null, projectId: null };
};

/**
 * The scope chain a new account of `role` gets, resolved from the id the form sent at the role's level
 * (a project knows its cluster and region). A ProjectAdmin's facilitators go to its own project.
 */
export const placeFor = async (
  deps: CommandDeps,
  actor: Actor,
  role: Role,
  requested: Requested,
): Promise<Location> => {
  switch (assignmentLevel(role)) {
    case 'none':
      return { regionId: null, clusterId: null, projectId: null };
    case 'any':
      return auditorPlace(deps, requested);
    case 'region': {
      const regionId = requested.regionId;
      if (regionId === null) throw missing('regionId', 'region');
      const { state } = await loadAggregate(deps, regionDecider, regionStream(regionId));
      if (state.status === 'none') throw missing('regionId', 'region');
      return { regionId, clusterId: null, projectId: null };
    }
    case 'cluster': {
      const clusterId = requested.clusterId;
      if (clusterId === null) throw missing('clusterId', 'cluster');
      const { state } = await loadAggregate(deps, clusterDecider, clusterStream(clusterId));
      if (state.status === 'none') throw missing('clusterId', 'cluster');
      return { regionId: state.regionId, clusterId, projectId: null };
    }
    case 'project': {
      const own = actor.role === 'ProjectAdmin' ? actor.projectId : null;
      const projectId = requested.projectId ?? own;
      if (projectId === null) throw missing('projectId', 'project');
      const { state } = await loadAggregate(deps, projectDecider, projectStream(projectId));
      if (state.status === 'none') throw missing('projectId', 'project');
      return { regionId: state.regionId, clusterId: state.clusterId, projectId };
    }
  }
};
