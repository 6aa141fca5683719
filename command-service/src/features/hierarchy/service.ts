import {
  assertCan,
  type CreateClusterInput,
  type CreateProjectInput,
  type CreateRegionInput,
  canRead,
  clusterDecider,
  clusterStream,
  ForbiddenError,
  type Location,
  NotFoundError,
  projectDecider,
  projectStream,
  regionDecider,
  regionStream,
  ValidationError,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { type Execution, execute, loadAggregate, type Principal } from '../../lib/command-bus';

import type { Written } from '../../lib/command-route';
import { latestPosition } from '../../lib/positions';

export type { Written };

const meta = (principal: Principal, now: string) => ({ now, actor: principal.ref });

interface DetailsAndStatus {
  name?: string | undefined;
  description?: string | null | undefined;
  isActive?: boolean | undefined;
}

/** Out of scope answers 404 (as if it did not exist); in scope without the capability answers 403. */
const assertWritable = (
  principal: Principal,
  location: Location,
  capability: 'hierarchy.manage' | 'projects.manage',
  what: string,
) => {
  if (!canRead(principal.actor, location)) throw new NotFoundError(`${what} not found`);
  assertCan(principal.actor, capability, location);
};

export const createRegion = async (
  deps: CommandDeps,
  principal: Principal,
  input: CreateRegionInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  assertCan(principal.actor, 'hierarchy.manage');
  const regionId = await nextId(deps.pool, 'region');
  const stream = regionStream(regionId);
  const outcome = await deps.uniqueKeys.withReservation(
    'region-name',
    input.name,
    stream,
    `A region named ${input.name} already exists`,
    () =>
      execute(
        deps.store,
        regionDecider,
        stream,
        { type: 'CreateRegion', data: { regionId, ...input }, metadata: meta(principal, now) },
        execution,
      ),
  );
  return { id: regionId, position: outcome.position };
};

export const updateRegion = async (
  deps: CommandDeps,
  principal: Principal,
  regionId: number,
  input: DetailsAndStatus,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const stream = regionStream(regionId);
  const { state } = await loadAggregate(deps.store, regionDecider, stream);
  if (state.status === 'none') throw new NotFoundError('Region not found');
  assertWritable(principal, { regionId, clusterId: null, projectId: null }, 'hierarchy.manage', 'Region');
  const position = await changeDetailsAndStatus(deps, input, execution, {
    currentName: state.name,
    uniqueKind: 'region-name',
    stream,
    what: 'region',
    details: (data, ex) =>
      execute(
        deps.store,
        regionDecider,
        stream,
        { type: 'ChangeRegionDetails', data, metadata: meta(principal, now) },
        ex,
      ),
    status: (isActive, ex) =>
      execute(
        deps.store,
        regionDecider,
        stream,
        { type: 'SetRegionStatus', data: { isActive }, metadata: meta(principal, now) },
        ex,
      ),
  });
  return { id: regionId, position };
};

interface NodeChange {
  readonly currentName: string;
  readonly uniqueKind: string | null;
  readonly stream: string;
  readonly what: string;
  readonly details: (
    data: { name?: string | undefined; description?: string | null | undefined },
    execution: Execution,
  ) => Promise<{ position: bigint | null }>;
  readonly status: (isActive: boolean, execution: Execution) => Promise<{ position: bigint | null }>;
}

/**
 * PUT on a region, cluster or project may rename it and change its status: two commands on the same
 * stream, each with its own derived command id so a retried request stores neither twice. A rename
 * moves the name's uniqueness reservation. A pinned version (If-Match) applies to the first command.
 */
const changeDetailsAndStatus = async (
  deps: CommandDeps,
  input: DetailsAndStatus,
  execution: Execution,
  change: NodeChange,
): Promise<bigint | null> => {
  let position: bigint | null = null;
  if (input.name !== undefined || input.description !== undefined) {
    const newName = input.name;
    const renamed = newName !== undefined && newName.toLowerCase() !== change.currentName.toLowerCase();
    const run = () =>
      change.details(
        { name: input.name, description: input.description },
        { commandId: `${execution.commandId}:details`, expectedVersion: execution.expectedVersion },
      );
    const outcome =
      renamed && change.uniqueKind !== null
        ? await deps.uniqueKeys.withReservation(
            change.uniqueKind,
            newName,
            change.stream,
            `A ${change.what} named ${newName} already exists`,
            run,
          )
        : await run();
    if (renamed && change.uniqueKind !== null)
      await deps.uniqueKeys.release(change.uniqueKind, change.currentName, change.stream);
    position = outcome.position;
  }
  if (input.isActive !== undefined) {
    const outcome = await change.status(input.isActive, {
      commandId: `${execution.commandId}:status`,
      expectedVersion: position === null ? execution.expectedVersion : undefined,
    });
    position = latestPosition(position, outcome.position);
  }
  return position;
};

export const createCluster = async (
  deps: CommandDeps,
  principal: Principal,
  input: CreateClusterInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  assertCan(principal.actor, 'hierarchy.manage');
  const { state: region } = await loadAggregate(deps.store, regionDecider, regionStream(input.regionId));
  if (region.status === 'none')
    throw new ValidationError('Region not found', { regionId: 'Region not found' });
  const clusterId = await nextId(deps.pool, 'cluster');
  const stream = clusterStream(clusterId);
  const { regionId, ...rest } = input;
  const outcome = await deps.uniqueKeys.withReservation(
    'cluster-name',
    input.name,
    stream,
    `A cluster named ${input.name} already exists`,
    () =>
      execute(
        deps.store,
        clusterDecider,
        stream,
        {
          type: 'CreateCluster',
          data: { clusterId, ...rest, region: { regionId, isActive: region.status === 'active' } },
          metadata: meta(principal, now),
        },
        execution,
      ),
  );
  return { id: clusterId, position: outcome.position };
};

export const updateCluster = async (
  deps: CommandDeps,
  principal: Principal,
  clusterId: number,
  input: DetailsAndStatus,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const stream = clusterStream(clusterId);
  const { state } = await loadAggregate(deps.store, clusterDecider, stream);
  if (state.status === 'none') throw new NotFoundError('Cluster not found');
  assertWritable(
    principal,
    { regionId: state.regionId, clusterId, projectId: null },
    'hierarchy.manage',
    'Cluster',
  );
  const metadata = meta(principal, now);
  const position = await changeDetailsAndStatus(deps, input, execution, {
    currentName: state.name,
    uniqueKind: 'cluster-name',
    stream,
    what: 'cluster',
    details: (data, ex) =>
      execute(deps.store, clusterDecider, stream, { type: 'ChangeClusterDetails', data, metadata }, ex),
    status: (isActive, ex) =>
      execute(
        deps.store,
        clusterDecider,
        stream,
        { type: 'SetClusterStatus', data: { isActive }, metadata },
        ex,
      ),
  });
  return { id: clusterId, position };
};

export const createProject = async (
  deps: CommandDeps,
  principal: Principal,
  input: CreateProjectInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const { actor } = principal;
  assertCan(actor, 'projects.manage');
  // A ClusterAdmin adds projects to its own cluster; a SuperAdmin must choose one.
  const clusterId = actor.role === 'ClusterAdmin' ? actor.clusterId : (input.clusterId ?? null);
  if (actor.role === 'ClusterAdmin' && input.clusterId != null && input.clusterId !== actor.clusterId)
    throw new ForbiddenError('You can add projects only to your own cluster');
  if (clusterId === null)
    throw new ValidationError('Please select a cluster', { clusterId: 'Please select a cluster' });
  const { state: cluster } = await loadAggregate(deps.store, clusterDecider, clusterStream(clusterId));
  if (cluster.status === 'none')
    throw new ValidationError('Cluster not found', { clusterId: 'Cluster not found' });
  assertCan(actor, 'projects.manage', { regionId: cluster.regionId, clusterId, projectId: null });
  const projectId = await nextId(deps.pool, 'project');
  const stream = projectStream(projectId);
  const { clusterId: _ignored, ...rest } = input;
  const outcome = await deps.uniqueKeys.withReservation(
    'project-code',
    input.code,
    stream,
    `Project code ${input.code} is already in use`,
    () =>
      execute(
        deps.store,
        projectDecider,
        stream,
        {
          type: 'CreateProject',
          data: {
            projectId,
            ...rest,
            cluster: { clusterId, regionId: cluster.regionId, isActive: cluster.status === 'active' },
          },
          metadata: meta(principal, now),
        },
        execution,
      ),
  );
  return { id: projectId, position: outcome.position };
};

export const updateProject = async (
  deps: CommandDeps,
  principal: Principal,
  projectId: number,
  input: DetailsAndStatus,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const stream = projectStream(projectId);
  const { state } = await loadAggregate(deps.store, projectDecider, stream);
  if (state.status === 'none') throw new NotFoundError('Project not found');
  const location = { regionId: state.regionId, clusterId: state.clusterId, projectId };
  assertWritable(principal, location, 'projects.manage', 'Project');
  const metadata = meta(principal, now);
  const position = await changeDetailsAndStatus(deps, input, execution, {
    currentName: state.name,
    uniqueKind: null,
    stream,
    what: 'project',
    details: (data, ex) =>
      execute(deps.store, projectDecider, stream, { type: 'ChangeProjectDetails', data, metadata }, ex),
    status: (isActive, ex) =>
      execute(
        deps.store,
        projectDecider,
        stream,
        { type: 'SetProjectStatus', data: { isActive }, metadata },
        ex,
      ),
  });
  return { id: projectId, position };
};
