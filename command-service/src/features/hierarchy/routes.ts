import {
  createClusterSchema,
  createProjectSchema,
  createRegionSchema,
  parseOrThrow,
  updateClusterSchema,
  updateProjectSchema,
  updateRegionSchema,
} from '@pm/domain';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../../context';
import { commandRoute } from '../../lib/command-route';
import { idParam } from '../../lib/request';
import * as service from './service';

/** Regions and clusters (SuperAdmin) and projects (SuperAdmin, ClusterAdmin). */
export const hierarchyRoutes = async (app: FastifyInstance, deps: CommandDeps): Promise<void> => {
  app.post(
    '/api/regions',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.createRegion(deps, p, parseOrThrow(createRegionSchema, r.body), ex, now),
    ),
  );
  app.put(
    '/api/regions/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.updateRegion(deps, p, idParam(r, 'Region'), parseOrThrow(updateRegionSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/clusters',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.createCluster(deps, p, parseOrThrow(createClusterSchema, r.body), ex, now),
    ),
  );
  app.put(
    '/api/clusters/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.updateCluster(
        deps,
        p,
        idParam(r, 'Cluster'),
        parseOrThrow(updateClusterSchema, r.body),
        ex,
        now,
      ),
    ),
  );
  app.post(
    '/api/projects',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.createProject(deps, p, parseOrThrow(createProjectSchema, r.body), ex, now),
    ),
  );
  app.put(
    '/api/projects/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.updateProject(
        deps,
        p,
        idParam(r, 'Project'),
        parseOrThrow(updateProjectSchema, r.body),
        ex,
        now,
      ),
    ),
  );
};
