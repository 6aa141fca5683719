import type { Config } from '@pm/infra/config';
import type { EventStore } from '@pm/infra/event-store/port';
import { createBaseApp } from '@pm/infra/http/base-app';
import { registerSession } from '@pm/infra/http/session';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { contributionRoutes } from './features/contributions';
import { dashboardRoutes } from './features/dashboard';
import { fileRoutes } from './features/files';
import { hierarchyRoutes } from './features/hierarchy';
import { historyRoutes } from './features/history';
import { participantRoutes } from './features/participants';
import { savingGroupReadRoutes } from './features/saving-groups';
import { userRoutes } from './features/user';
import { waitForPosition } from './lib/consistency';
import './types';

export interface ReadAppOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly config: Config;
  readonly sessionSecret: string;
  readonly logger?: boolean;
}

/** The read API: every GET /api route, answered from the projector's tables and scoped by the policy. */
export const buildReadApp = async (options: ReadAppOptions): Promise<FastifyInstance> => {
  const { pool, config } = options;
  const app = createBaseApp({
    name: 'read-api',
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
    logger: options.logger,
  });
  app.get('/api/health', async () => ({ ok: true }));
  await registerSession(app, {
    pool,
    secret: options.sessionSecret,
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    readOnly: true,
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.url === '/api/health') return;
    const caughtUp = await waitForPosition(pool, request, config.readWaitMs);
    if (!caughtUp) reply.header('x-read-stale', 'true');
  });
  await userRoutes(app, pool);
  await hierarchyRoutes(app, pool);
  await historyRoutes(app, pool, options.store);
  await participantRoutes(app, pool);
  await contributionRoutes(app, pool);
  await dashboardRoutes(app, pool);
  await fileRoutes(app, pool);
  await savingGroupReadRoutes(app, pool);
  return app;
};
