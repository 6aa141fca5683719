import {
  assertCan,
  type CreateProjectInput,
  clusterDecider,
  clusterStream,
  ForbiddenError,
  msg,
  type ProjectCommand,
  type ProjectEvent,
  type ProjectState,
  projectDecider,
  projectStream,
  ValidationError,
} from '@pm/domain';
import { loadAggregate } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import type { UniqueKey } from '../../lib/unique-keys';
import { createUnit, type UnitChange, type UnitKind, updateUnit } from './unit';

/** The project aggregate (`project-N`): codes are unique and never change; names may repeat. */

const projectCode: UniqueKey = {
  kind: 'project-code',
  taken: (code) => msg`Project code ${{ code }} is already in use`,
};

const projects: UnitKind<ProjectCommand, ProjectEvent, ProjectState> = {
  what: 'Project',
  decider: projectDecider,
  stream: projectStream,
  capability: 'projects.manage',
  location: (state, projectId) => ({ regionId: state.regionId, clusterId: state.clusterId, projectId }),
  uniqueName: null,
  changeDetails: (data) => ({ type: 'ChangeProjectDetails', data }),
  setStatus: (isActive) => ({ type: 'SetProjectStatus', data: { isActive } }),
};

/** A ClusterAdmin adds projects to its own cluster; a SuperAdmin must choose one. */
export const createProject = async (ctx: CommandContext, input: CreateProjectInput): Promise<Written> => {
  const { actor } = ctx.principal;
  assertCan(actor, 'projects.manage');
  const clusterId = actor.role === 'ClusterAdmin' ? actor.clusterId : (input.clusterId ?? null);
  if (actor.role === 'ClusterAdmin' && input.clusterId != null && input.clusterId !== actor.clusterId)
    throw new ForbiddenError('You can add projects only to your own cluster');
  if (clusterId === null)
    throw new ValidationError('Please select a cluster', { clusterId: 'Please select a cluster' });
  const { state: cluster } = await loadAggregate(ctx.deps, clusterDecider, clusterStream(clusterId));
  if (cluster.status === 'none')
    throw new ValidationError('Cluster not found', { clusterId: 'Cluster not found' });
  assertCan(actor, 'projects.manage', { regionId: cluster.regionId, clusterId, projectId: null });
  const { clusterId: _chosen, ...details } = input;
  return createUnit(ctx, projects, { key: projectCode, value: input.code }, (projectId) => ({
    type: 'CreateProject',
    data: {
      projectId,
      ...details,
      cluster: { clusterId, regionId: cluster.regionId, isActive: cluster.status === 'active' },
    },
  }));
};

export const updateProject = (ctx: CommandContext, projectId: number, input: UnitChange): Promise<Written> =>
  updateUnit(ctx, projects, projectId, input);
