import { hierarchyCommands as c } from '@pm/domain/api/hierarchy';
import { type CommandRoute, defineCommand } from '../../lib/define-command';
import { createCluster, updateCluster } from './cluster';
import { createProject, updateProject } from './project';
import { createRegion, updateRegion } from './region';

/** Regions and clusters (SuperAdmin) and projects (SuperAdmin, ClusterAdmin): each contract bound to its handler. */
export const hierarchyRoutes: readonly CommandRoute[] = [
  defineCommand(c.createRegion, (ctx, { body }) => createRegion(ctx, body)),
  defineCommand(c.updateRegion, (ctx, { params, body }) => updateRegion(ctx, params.id, body)),
  defineCommand(c.createCluster, (ctx, { body }) => createCluster(ctx, body)),
  defineCommand(c.updateCluster, (ctx, { params, body }) => updateCluster(ctx, params.id, body)),
  defineCommand(c.createProject, (ctx, { body }) => createProject(ctx, body)),
  defineCommand(c.updateProject, (ctx, { params, body }) => updateProject(ctx, params.id, body)),
];
