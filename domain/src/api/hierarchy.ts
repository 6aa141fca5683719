import {
  createClusterSchema,
  createProjectSchema,
  createRegionSchema,
  updateClusterSchema,
  updateProjectSchema,
  updateRegionSchema,
} from '../hierarchy/schemas';
import { idParams } from '../shared/bounds';
import { commandContract } from './contract';

const tags = ['Hierarchy'];

/** Writes of the hierarchy: regions and clusters (SuperAdmin), projects (SuperAdmin, ClusterAdmin). */
export const hierarchyCommands = {
  createRegion: commandContract({
    method: 'POST',
    url: '/api/regions',
    status: 201,
    summary: 'Create a region; its name is unique (CreateRegion)',
    tags,
    body: createRegionSchema,
    errors: [403, 409],
  }),
  updateRegion: commandContract({
    method: 'PUT',
    url: '/api/regions/:id',
    status: 200,
    summary: 'Rename, describe, activate or deactivate a region (ChangeRegionDetails, SetRegionStatus)',
    tags,
    params: idParams('Region'),
    body: updateRegionSchema,
    errors: [403, 404, 409],
  }),
  createCluster: commandContract({
    method: 'POST',
    url: '/api/clusters',
    status: 201,
    summary: 'Create a cluster in an active region; its name is unique (CreateCluster)',
    tags,
    body: createClusterSchema,
    errors: [403, 409, 422],
  }),
  updateCluster: commandContract({
    method: 'PUT',
    url: '/api/clusters/:id',
    status: 200,
    summary: 'Rename, describe, activate or deactivate a cluster (ChangeClusterDetails, SetClusterStatus)',
    tags,
    params: idParams('Cluster'),
    body: updateClusterSchema,
    errors: [403, 404, 409],
  }),
  createProject: commandContract({
    method: 'POST',
    url: '/api/projects',
    status: 201,
    summary: 'Create a project in an active cluster; its code is unique (CreateProject)',
    tags,
    body: createProjectSchema,
    errors: [403, 409, 422],
  }),
  updateProject: commandContract({
    method: 'PUT',
    url: '/api/projects/:id',
    status: 200,
    summary: 'Rename, describe, activate or deactivate a project (ChangeProjectDetails, SetProjectStatus)',
    tags,
    params: idParams('Project'),
    body: updateProjectSchema,
    errors: [403, 404, 409],
  }),
} as const;
