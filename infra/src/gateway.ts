import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { GATEWAY_TOKEN_HEADER } from './http/base-app';
import { loggerOptions } from './logger';

export interface GatewayOptions {
  readonly readApiUrl: string;
  readonly commandServiceUrl: string;
  readonly uiDist: string;
  /** Proves to the services that the forwarded headers come from here. */
  readonly gatewayToken?: string | undefined;
  readonly logger?: boolean;
}

/**
 * The one origin the browser talks to (the same routing as the production reverse proxy):
 * GET and HEAD /api/* → read API, any other /api/* → command service, everything else → the built UI,
 * with index.html for client-side routes.
 */
export const buildGateway = async (options: GatewayOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions('gateway', 'warn'),
    bodyLimit: 20 * 1024 * 1024,
  });
  await app.register(fastifyReplyFrom, { http: { requestOptions: { timeout: 120_000 } } });
  // Bodies are streamed through untouched (multipart uploads included).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const proxy = (upstream: string) => ({
    rewriteRequestHeaders: (request: { ip: string }, headers: Record<string, unknown>) => ({
      ...headers,
      'x-forwarded-for': request.ip,
      [GATEWAY_TOKEN_HEADER]: options.gatewayToken ?? '',
    }),
    onError: (reply: { code: (n: number) => { send: (b: unknown) => void } }) => {
      reply
        .code(502)
        .send({ message: `The ${upstream} is not reachable. Try again in a moment.`, code: 'bad_gateway' });
    },
  });

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    handler: (request, reply) => {
      const read = request.method === 'GET' || request.method === 'HEAD';
      const base = read ? options.readApiUrl : options.commandServiceUrl;
      const p = proxy(read ? 'read API' : 'command service');
      return reply.from(`${base}${request.url}`, {
        rewriteRequestHeaders: (req, headers) => p.rewriteRequestHeaders({ ip: req.ip }, headers),
        onError: (r) => p.onError(r),
      });
    },
  });

  const hasUi = existsSync(path.join(options.uiDist, 'index.html'));
  if (hasUi) {
    await app.register(fastifyStatic, { root: options.uiDist, wildcard: false, index: ['index.html'] });
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply.code(404).send({ message: 'Not found' });
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
};
