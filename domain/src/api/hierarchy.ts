import {
  createClusterSchema,
  createProjectSchema,
  createRegionSchema,
  updateClusterSchema,
  updateProjectSchema,
  updateRegionSchema,
} from '../hierarchy/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Hierarchy');

/** Writes of the hierarchy: regions and clusters (SuperAdmin), projects (SuperAdmin, ClusterAdmin). */
export const hierarchyCommands = {
  createRegion: command('POST /api/regions', 201, 'Create a region; its name is unique (CreateRegion)', {
    body: createRegionSchema,
    errors: [403, 409],
  }),
  updateRegion: command(
    'PUT /api/regions/:id',
    200,
    'Rename, describe, activate or deactivate a region (ChangeRegionDetails, SetRegionStatus)',
    { params: idParams('Region'), body: updateRegionSchema, errors: [403, 404, 409] },
  ),
  createCluster: command(
    'POST /api/clusters',
    201,
    'Create a cluster in an active region; its name is unique (CreateCluster)',
    { body: createClusterSchema, errors: [403, 409, 422] },
  ),
  updateCluster: command(
    'PUT /api/clusters/:id',
    200,
    'Rename, describe, activate or deactivate a cluster (ChangeClusterDetails, SetClusterStatus)',
    { params: idParams('Cluster'), body: updateClusterSchema, errors: [403, 404, 409] },
  ),
  createProject: command(
    'POST /api/projects',
    201,
    'Create a project in an active cluster; its code is unique (CreateProject)',
    { body: createProjectSchema, errors: [403, 409, 422] },
  ),
  updateProject: command(
    'PUT /api/projects/:id',
    200,
    'Rename, describe, activate or deactivate a project (ChangeProjectDetails, SetProjectStatus)',
    { params: idParams('Project'), body: updateProjectSchema, errors: [403, 404, 409] },
  ),
} as const;
