import { randomUUID, timingSafeEqual } from 'node:crypto';
import { isDomainError } from '@pm/domain';
import type { FastifyError, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable';
import { WrongExpectedVersionError } from '../event-store/port';
import { loggerOptions } from '../logger';
import { zodSchemasPlugin } from './contracts';
import { apiSecurityPlugin } from './security';

/** Sent by the gateway to the services with the shared GATEWAY_TOKEN. */
export const GATEWAY_TOKEN_HEADER = 'x-gateway-token';

export interface ApiRoute {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered on this app (HEAD and hidden routes left out), from `routeCataloguePlugin`. */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

export interface ServerOptions {
  readonly name: string;
  readonly trustProxy: string;
  readonly logLevel?: string;
  /** tests pass false to keep output quiet */
  readonly logger?: boolean | undefined;
  /** Where log lines go (stdout by default); tests read them to check what is never logged. */
  readonly logStream?: NodeJS.WritableStream | undefined;
  readonly bodyLimit?: number;
}

/**
 * What both services pass to `Fastify(...)` (what a plugin cannot change afterwards): redacted logging,
 * the proxies believed, the body limit, and request ids (the caller's X-Request-Id when it is a plain one).
 */
export const serverOptions = (options: ServerOptions): FastifyServerOptions => ({
  logger:
    options.logger === false
      ? false
      : {
          ...loggerOptions(options.name, options.logLevel),
          ...(options.logStream ? { stream: options.logStream } : {}),
        },
  trustProxy: options.trustProxy,
  bodyLimit: options.bodyLimit ?? 1024 * 1024,
  genReqId: (req) => {
    const incoming = req.headers['x-request-id'];
    return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  },
  requestIdHeader: false,
});

export interface GatewayTrustOptions {
  /**
   * When set, X-Forwarded-* headers are believed only on requests that carry it (X-Gateway-Token, set by
   * the gateway): anyone else reaching an internal port cannot choose their own client address.
   */
  readonly gatewayToken?: string | undefined;
}

/** The first onRequest hook: the gateway's token is checked and removed, forwarded headers dropped without it. */
export const gatewayTrustPlugin = fp<GatewayTrustOptions>(
  async (app, options) => {
    if (!options.gatewayToken) return;
    const expected = Buffer.from(options.gatewayToken);
    app.addHook('onRequest', async (request) => {
      const headers = request.raw.headers;
      const sent = headers[GATEWAY_TOKEN_HEADER];
      delete headers[GATEWAY_TOKEN_HEADER];
      const given = Buffer.from(typeof sent === 'string' ? sent : '');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return;
      for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']) delete headers[name];
    });
  },
  { name: 'pm-gateway-trust' },
);

/**
 * Decorates the app with `apiRoutes`, every route declared after it, for the test that holds the OpenAPI
 * document to the running services.
 */
export const routeCataloguePlugin = fp(
  async (app) => {
    const routes: ApiRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (route.schema?.hide) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url });
    });
  },
  { name: 'pm-route-catalogue' },
);

/**
 * Every answer names its request (X-Request-Id); an unknown route is a JSON 404; one error handler maps
 * domain errors to their status, answers a database that cannot be reached 503 with Retry-After, and
 * never shows a 5xx's internals.
 */
export const errorAnswersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDomainError(error)) {
        if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number')
          reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(error.status).send({
          message: error.message,
          code: error.code,
          details: error.details,
          messageKey: error.messageKey,
          messageParams: error.messageParams,
        });
      }
      if (error instanceof WrongExpectedVersionError) {
        return reply.code(409).send({
          message: 'This record was changed by someone else. Reload and try again.',
          code: 'concurrency_conflict',
        });
      }
      // the database stopped, restarting, frozen or full: worth trying again in a few seconds, and said so
      // (the UI shows the sentence, and its offline queue keeps a write to send it again)
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error, requestId: request.id }, 'database unavailable');
        return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
          message: DATABASE_UNAVAILABLE_MESSAGE,
          code: DATABASE_UNAVAILABLE_CODE,
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Malformed JSON body'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is empty'
              : error.code === 'FST_REQ_FILE_TOO_LARGE'
                ? 'The file is larger than 10 MB'
                : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
                  ? 'Request body is too large'
                  : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                    ? 'Unsupported content type: send JSON'
                    : error.message;
        return reply.code(status).send({ message, code: 'bad_request' });
      }
      request.log.error({ err: error, requestId: request.id }, 'request failed');
      return reply.code(500).send({
        message: `Something went wrong on our side. Reference: ${request.id}`,
        code: 'internal_error',
      });
    });
  },
  { name: 'pm-error-answers' },
);

export type HttpBaseOptions = GatewayTrustOptions;

/**
 * The plugins both services start from, in their order: the gateway's trust (first, before anything reads
 * the client's address), zod schemas, the API's security headers, the route catalogue and the error answers.
 */
export const httpBasePlugin = fp<HttpBaseOptions>(
  async (app, options) => {
    await app.register(gatewayTrustPlugin, { gatewayToken: options.gatewayToken });
    await app.register(zodSchemasPlugin);
    await app.register(apiSecurityPlugin);
    await app.register(routeCataloguePlugin);
    await app.register(errorAnswersPlugin);
  },
  { name: 'pm-http-base' },
);
