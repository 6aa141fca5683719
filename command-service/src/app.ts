import fastifyMultipart from '@fastify/multipart';
import { SignInThrottle, type ThrottleLimits } from '@pm/infra/auth/throttle';
import type { Config } from '@pm/infra/config';
import type { EventStore } from '@pm/infra/event-store/port';
import { httpBasePlugin, serverOptions } from '@pm/infra/http/base-app';
import { rateLimitPlugin } from '@pm/infra/http/rate-limit';
import { foreignOriginsPlugin } from '@pm/infra/http/security';
import { sessionPlugin } from '@pm/infra/http/session';
import { SessionCache } from '@pm/infra/http/session-store';
import { Snapshots } from '@pm/infra/snapshots';
import { UniqueKeys } from '@pm/infra/uniqueness';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { CommandDeps } from './context';
import { assetRoutes } from './features/assets/routes';
import { authRoutes } from './features/auth/routes';
import { paymentRoutes } from './features/contributions/routes';
import { ensureDocumentCatalogue } from './features/documents/catalogue';
import { documentRoutes } from './features/documents/routes';
import { hierarchyRoutes } from './features/hierarchy/routes';
import { mpesaCallbackPaths, registerMpesaCallbacks } from './features/mobile-money/callbacks';
import { mobilePaymentRoutes } from './features/mobile-money/routes';
import { participantRoutes } from './features/participants/routes';
import { registerReportWorker, reportRoutes } from './features/reports/routes';
import { savingGroupRoutes } from './features/saving-groups/routes';
import { DELIVERY_REPORTS_PATH, registerDeliveryReports } from './features/sms/delivery-reports';
import { smsRoutes } from './features/sms/routes';
import { callbackTokenOf } from './features/sms/start';
import { userRoutes } from './features/users/routes';
import { registerUssdCallback, ussdCallbackPaths } from './features/ussd/callback';
import { ussdRoutes } from './features/ussd/reset';
import { registerCommandRoutes } from './lib/define-command';
import { writeOriginPlugin } from './lib/write-origin';
import './types';
import { AggregateCache } from './lib/command-bus';

export interface CommandAppOptions {
  readonly pool: pg.Pool;
  readonly store: EventStore;
  readonly config: Config;
  readonly sessionSecret: string;
  readonly logger?: boolean;
  readonly logStream?: NodeJS.WritableStream;
  readonly throttleLimits?: Partial<ThrottleLimits> | undefined;
}

export const commandDeps = (
  options: Pick<CommandAppOptions, 'pool' | 'store' | 'config' | 'throttleLimits'>,
  sessions?: SessionCache,
): CommandDeps => ({
  pool: options.pool,
  store: options.store,
  config: options.config,
  uniqueKeys: new UniqueKeys(options.pool),
  throttle: new SignInThrottle(options.pool, options.throttleLimits),
  snapshots: new Snapshots(options.pool),
  aggregates: new AggregateCache(),
  // a user's role, scope or status moved: the sessions read before say otherwise
  appended: (streamIds) => {
    for (const id of streamIds)
      if (id.startsWith('user-')) sessions?.forgetUser(Number(id.slice('user-'.length)));
  },
});

/** The command service: every non-GET /api route. Built as an app so tests can `inject`. */
export const buildCommandApp = async (options: CommandAppOptions): Promise<FastifyInstance> => {
  const app = Fastify(
    serverOptions({
      name: 'command-service',
      trustProxy: options.config.trustProxy,
      logLevel: options.config.logLevel,
      logger: options.logger,
      logStream: options.logStream,
    }),
  );
  // the order is the order of the hooks (docs/architecture.md, "The HTTP base")
  await app.register(httpBasePlugin, { gatewayToken: options.config.gatewayToken });
  await app.register(rateLimitPlugin, {
    perMinute: options.config.rateLimits.writesPerMinute,
    // gateways' callbacks: M-Pesa and the SMS gateway post from a few addresses on behalf of everyone
    exempt: [
      DELIVERY_REPORTS_PATH,
      ...mpesaCallbackPaths(options.config.mpesa),
      ...ussdCallbackPaths(options.config.ussd),
    ],
  });
  // before the session is read or a body parsed: a write from another site is refused outright
  await app.register(foreignOriginsPlugin, { allowed: options.config.allowedOrigins });
  await app.register(writeOriginPlugin, {
    allowed: options.config.allowedOrigins,
    tokenPaths: [
      DELIVERY_REPORTS_PATH,
      ...mpesaCallbackPaths(options.config.mpesa),
      ...ussdCallbackPaths(options.config.ussd),
    ],
  });
  // a session read serves the same session's next requests for a few seconds, dropped when it ends here
  // or its user changes: a row changed behind the service's back (an operator's UPDATE) counts after it
  const sessions = new SessionCache(options.config.sessionCacheSeconds * 1000);
  const deps = commandDeps(options, sessions);
  await app.register(sessionPlugin, {
    pool: options.pool,
    secret: options.sessionSecret,
    idleMinutes: options.config.sessionIdleMinutes,
    absoluteHours: options.config.sessionAbsoluteHours,
    readOnly: false,
    cache: sessions,
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 },
    throwFileSizeLimit: true,
  });
  app.get('/api/command-health', async () => ({ ok: true }));
  registerCommandRoutes(app, deps, [
    ...authRoutes,
    ...hierarchyRoutes,
    ...participantRoutes,
    ...paymentRoutes,
    ...mobilePaymentRoutes,
    ...savingGroupRoutes,
    ...documentRoutes,
    ...assetRoutes,
    ...reportRoutes,
    ...smsRoutes,
    ...userRoutes,
    ...ussdRoutes,
  ]);
  registerDeliveryReports(app, deps, callbackTokenOf(deps));
  registerMpesaCallbacks(app, deps, options.config.mpesa);
  registerUssdCallback(app, deps, options.config.ussd);
  registerReportWorker(app, deps);
  // the specification's document types exist in every database, demo data or not
  app.addHook('onReady', () => ensureDocumentCatalogue(deps));
  return app;
};
