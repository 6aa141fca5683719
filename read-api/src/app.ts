import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { COMMAND_CONTRACTS } from '@pm/domain/api/index';
import { QUERY_CONTRACTS } from '@pm/domain/api/queries';
import type { Config } from '@pm/infra/config';
import type { HeadKey } from '@pm/infra/event-store/head-signing';
import type { EventStore } from '@pm/infra/event-store/port';
import { httpBasePlugin, serverOptions } from '@pm/infra/http/base-app';
import { buildOpenApiDocument } from '@pm/infra/http/openapi';
import { rateLimitPlugin } from '@pm/infra/http/rate-limit';
import { sessionPlugin } from '@pm/infra/http/session';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { analyticsQueryRoutes } from './features/analytics';
import { assetQueryRoutes } from './features/assets';
import { auditQueryRoutes } from './features/audit';
import { auditCheckRoutes } from './features/audit-checks';
import { auditContributionRoutes } from './features/audit-contributions';
import { auditLogRoutes } from './features/audit-log';
import { auditVerifyRoutes } from './features/audit-verify-routes';
import { contributionQueryRoutes } from './features/contributions';
import { dashboardQueryRoutes } from './features/dashboard';
import { documentQueryRoutes } from './features/documents';
import { fileQueryRoutes } from './features/files';
import { registerFirstView } from './features/first-view';
import { hierarchyQueryRoutes } from './features/hierarchy';
import { historyQueryRoutes } from './features/history';
import { kpiQueryRoutes } from './features/kpis';
import { mobilePaymentQueryRoutes } from './features/mobile-payments';
import { notificationQueryRoutes } from './features/notifications';
import { operationsQueryRoutes } from './features/operations';
import { participantQueryRoutes } from './features/participants';
import { passbookQueryRoutes } from './features/passbook';
import { payRequestQueryRoutes } from './features/pay-requests';
import { reportQueryRoutes } from './features/reports';
import { savingGroupQueryRoutes } from './features/saving-groups/routes';
import { shareOutQueryRoutes } from './features/share-out';
import { smsQueryRoutes } from './features/sms';
import { smsReminderRoutes } from './features/sms-reminders';
import { userQueryRoutes } from './features/user';
import { userManagementQueryRoutes } from './features/users';
import { registerQueryRoutes } from './lib/define-query';
import { explainReads } from './lib/plan-check';
import './types';

export interface ReadAppOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly config: Config;
  readonly sessionSecret: string;
  /** The key that signs the log's daily head (lib/head-key.ts); without it signatures are not checked. */
  readonly headKey?: HeadKey | null;
  readonly logger?: boolean;
  /** The built UI whose index.html the first views draw into (ui/dist by default). */
  readonly uiDist?: string;
}

/** The API reference: GET /api/openapi.json (both services, one document) and a readable page at /api/docs. */
const registerApiReference = async (app: FastifyInstance): Promise<void> => {
  const document = await buildOpenApiDocument([...QUERY_CONTRACTS, ...COMMAND_CONTRACTS]);
  await app.register(fastifySwagger, { mode: 'static', specification: { document } });
  // swagger-ui sets its own content security policy on its pages (its scripts and styles by hash)
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true },
    staticCSP: true,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);
};

/** The read API: every GET /api route, answered from the projector's tables and scoped by the policy. */
export const buildReadApp = async (options: ReadAppOptions): Promise<FastifyInstance> => {
  const { pool, config } = options;
  const app = Fastify(
    serverOptions({
      name: 'read-api',
      trustProxy: config.trustProxy,
      logLevel: config.logLevel,
      logger: options.logger,
    }),
  );
  // the order is the order of the hooks (docs/architecture.md, "The HTTP base")
  await app.register(httpBasePlugin, { gatewayToken: config.gatewayToken });
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimits.readsPerMinute,
    exempt: ['/api/health'],
  });
  await app.register(sessionPlugin, {
    pool,
    secret: options.sessionSecret,
    idleMinutes: config.sessionIdleMinutes,
    absoluteHours: config.sessionAbsoluteHours,
    readOnly: true,
  });
  await registerApiReference(app);
  if (process.env.PM_EXPLAIN_READS === '1') explainReads(app, pool);
  registerFirstView(app, pool, options.uiDist);
  registerQueryRoutes(app, pool, config.readWaitMs, [
    ...userQueryRoutes,
    ...userManagementQueryRoutes,
    ...operationsQueryRoutes(config.commandServiceUrl),
    ...hierarchyQueryRoutes,
    ...notificationQueryRoutes,
    ...historyQueryRoutes(options.store),
    ...participantQueryRoutes,
    ...contributionQueryRoutes,
    ...mobilePaymentQueryRoutes,
    ...payRequestQueryRoutes,
    ...dashboardQueryRoutes,
    ...analyticsQueryRoutes,
    ...kpiQueryRoutes,
    ...auditQueryRoutes(options.store),
    ...auditContributionRoutes(options.store),
    ...auditLogRoutes(options.store, options.headKey ?? null),
    ...auditCheckRoutes,
    ...auditVerifyRoutes(options.store),
    ...fileQueryRoutes,
    ...savingGroupQueryRoutes,
    ...shareOutQueryRoutes(options.store),
    ...passbookQueryRoutes(options.store),
    ...assetQueryRoutes,
    ...documentQueryRoutes,
    ...reportQueryRoutes,
    ...smsQueryRoutes,
    ...smsReminderRoutes,
  ]);
  return app;
};
