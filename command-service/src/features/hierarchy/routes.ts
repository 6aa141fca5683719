import {
  createClusterSchema,
  createProjectSchema,
  createRegionSchema,
  parseOrThrow,
  updateClusterSchema,
  updateProjectSchema,
  updateRegionSchema,
} from '@pm/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../../context';
import { requirePrincipal } from '../../lib/actor';
import type { Principal } from '../../lib/command-bus';
import { commandIdFor, expectedVersionFor, parseId, recordPosition } from '../../lib/request';
import * as service from './service';

type Handler = (principal: Principal, request: FastifyRequest, now: string) => Promise<service.Written>;

/** Every write answers { id, position } so the client can ask the read API for at least that position. */
const command =
  (deps: CommandDeps, status: 200 | 201, handler: Handler) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = await requirePrincipal(deps.store, request);
    const written = await handler(principal, request, new Date().toISOString());
    recordPosition(request, written.position);
    return reply.code(status).send({ id: written.id, position: written.position?.toString() ?? null });
  };

const execution = (request: FastifyRequest) => ({
  commandId: commandIdFor(request),
  expectedVersion: expectedVersionFor(request),
});

const idParam = (request: FastifyRequest, what: string) =>
  parseId((request.params as { id?: unknown }).id, what);

export const hierarchyRoutes = async (app: FastifyInstance, deps: CommandDeps): Promise<void> => {
  app.post(
    '/api/regions',
    command(deps, 201, (p, r, now) =>
      service.createRegion(deps, p, parseOrThrow(createRegionSchema, r.body), execution(r), now),
    ),
  );
  app.put(
    '/api/regions/:id',
    command(deps, 200, (p, r, now) =>
      service.updateRegion(
        deps,
        p,
        idParam(r, 'Region'),
        parseOrThrow(updateRegionSchema, r.body),
        execution(r),
        now,
      ),
    ),
  );
  app.post(
    '/api/clusters',
    command(deps, 201, (p, r, now) =>
      service.createCluster(deps, p, parseOrThrow(createClusterSchema, r.body), execution(r), now),
    ),
  );
  app.put(
    '/api/clusters/:id',
    command(deps, 200, (p, r, now) =>
      service.updateCluster(
        deps,
        p,
        idParam(r, 'Cluster'),
        parseOrThrow(updateClusterSchema, r.body),
        execution(r),
        now,
      ),
    ),
  );
  app.post(
    '/api/projects',
    command(deps, 201, (p, r, now) =>
      service.createProject(deps, p, parseOrThrow(createProjectSchema, r.body), execution(r), now),
    ),
  );
  app.put(
    '/api/projects/:id',
    command(deps, 200, (p, r, now) =>
      service.updateProject(
        deps,
        p,
        idParam(r, 'Project'),
        parseOrThrow(updateProjectSchema, r.body),
        execution(r),
        now,
      ),
    ),
  );
};
