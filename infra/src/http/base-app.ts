import { randomUUID, timingSafeEqual } from 'node:crypto';
import { isDomainError } from '@pm/domain';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_CODE,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable';
import { WrongExpectedVersionError } from '../event-store/port';
import { loggerOptions } from '../logger';
import { useZodSchemas } from './contracts';
import { registerApiSecurity } from './security';

/** Sent by the gateway to the services with the shared GATEWAY_TOKEN. */
export const GATEWAY_TOKEN_HEADER = 'x-gateway-token';

export interface ApiRoute {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered on this app (HEAD and hidden routes left out). */
    readonly apiRoutes: readonly ApiRoute[];
  }
}

export interface BaseAppOptions {
  readonly name: string;
  readonly trustProxy: string;
  /**
   * When set, X-Forwarded-* headers are believed only on requests that carry it (X-Gateway-Token, set by
   * the gateway): anyone else reaching an internal port cannot choose their own client address.
   */
  readonly gatewayToken?: string | undefined;
  readonly logLevel?: string;
  /** tests pass false to keep output quiet */
  readonly logger?: boolean;
  /** Where log lines go (stdout by default); tests read them to check what is never logged. */
  readonly logStream?: NodeJS.WritableStream;
  readonly bodyLimit?: number;
}

/**
 * The fastify instance both services start from: request ids, redacted logging, JSON 404 for unknown
 * /api routes, and one error handler that maps domain errors to their status, answers a database that
 * cannot be reached 503 with Retry-After, and never shows a 5xx's internals.
 */
export const createBaseApp = (options: BaseAppOptions): FastifyInstance => {
  const app = Fastify({
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
  if (options.gatewayToken) {
    const expected = Buffer.from(options.gatewayToken);
    app.addHook('onRequest', async (request) => {
      const headers = request.raw.headers;
      const sent = headers[GATEWAY_TOKEN_HEADER];
      delete headers[GATEWAY_TOKEN_HEADER];
      const given = Buffer.from(typeof sent === 'string' ? sent : '');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return;
      for (const name of ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']) delete headers[name];
    });
  }
  useZodSchemas(app);
  registerApiSecurity(app);
  // every route this app serves, for the test that holds the OpenAPI document to the running services
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url });
  });

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

  return app;
};
