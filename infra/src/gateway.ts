import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fastifyReplyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { GATEWAY_TOKEN_HEADER } from './http/base-app';
import { registerUiSecurity } from './http/security';
import { loggerOptions } from './logger';

export interface GatewayOptions {
  readonly readApiUrl: string;
  readonly commandServiceUrl: string;
  readonly uiDist: string;
  /**
   * Proves to the services that the forwarded headers come from here; and, when set, a proxy in front of
   * the gateway (nginx terminating TLS) is believed only on requests that carry it too.
   */
  readonly gatewayToken?: string | undefined;
  /**
   * Which proxies in front of the gateway are believed about the client (X-Forwarded-Proto, -For, -Host),
   * as TRUST_PROXY says: none when absent. Whether a request came over HTTPS (HSTS) is the gateway's to
   * say and it tells the services so; a client's own X-Forwarded-Proto is never passed on.
   */
  readonly trustProxy?: string | undefined;
  readonly logger?: boolean;
}

/** The services' own limits: JSON bodies 1 MB, uploads 10 MB (plus the multipart envelope). */
const JSON_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/**
 * The gateway of `npm start`: the services on this machine's ports and the UI built in ui/dist. The
 * launcher's and the command service's (infra/src/origin.ts) are the same.
 */
export const localGatewayOptions = (
  config: { readonly readPort: number; readonly commandPort: number; readonly trustProxy?: string },
  gatewayToken: string | undefined,
): GatewayOptions => ({
  readApiUrl: `http://127.0.0.1:${config.readPort}`,
  commandServiceUrl: `http://127.0.0.1:${config.commandPort}`,
  uiDist: path.resolve(import.meta.dirname, '../../ui/dist'),
  gatewayToken,
  trustProxy: config.trustProxy,
});

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * With a gateway token, the X-Forwarded-* headers of a request that does not carry it are dropped before
 * anything reads them: only the proxy that holds the token speaks for the client (as in the services).
 */
const believeOnlyTheTokenHolder = (app: FastifyInstance, token: string): void => {
  const expected = Buffer.from(token);
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    const sent = headers[GATEWAY_TOKEN_HEADER];
    delete headers[GATEWAY_TOKEN_HEADER];
    const given = Buffer.from(typeof sent === 'string' ? sent : '');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return;
    for (const name of FORWARDED) delete headers[name];
  });
};

/**
 * Pages of the UI that the read API draws a first view of for a signed-in user (read-api/src/features/
 * first-view.ts): the page's address → the read API's. Asked without a session cookie, or when the read
 * API cannot answer, they are index.html as every other page.
 */
export const FIRST_VIEWS = { '/church-facilitator': '/first-view/church-facilitator' } as const;

const firstViewOf = (url: string): string | undefined => {
  const pathname = url.split('?')[0] ?? '';
  return Object.hasOwn(FIRST_VIEWS, pathname) ? FIRST_VIEWS[pathname as keyof typeof FIRST_VIEWS] : undefined;
};

/** A request the command service answers: any /api/* but GET and HEAD (those go to the read API). */
export const isCommandRequest = (method: string | undefined, url: string | undefined): boolean =>
  method !== 'GET' && method !== 'HEAD' && (url ?? '').startsWith('/api/');

/**
 * Refuses (through `send`) a body the service would refuse, before it is streamed: a service answering
 * 413 half-way through closes a connection the proxy would otherwise reuse for the next request. Answers
 * whether it refused.
 */
export const refuseBody = (
  headers: IncomingHttpHeaders,
  send: (status: number, body: { message: string; code: string }) => void,
): boolean => {
  const length = headers['content-length'];
  if (headers['transfer-encoding'] !== undefined && length === undefined) {
    send(411, { message: 'Send the request with a Content-Length', code: 'bad_request' });
    return true;
  }
  const multipart = (headers['content-type'] ?? '').startsWith('multipart/form-data');
  if (Number(length ?? 0) <= (multipart ? UPLOAD_LIMIT : JSON_LIMIT)) return false;
  send(413, {
    message: multipart ? 'The file is larger than 10 MB' : 'Request body is too large',
    code: 'bad_request',
  });
  return true;
};

/** Whether every percent-escape of an address decodes to valid UTF-8 text. */
export const isWellEncoded = (url: string): boolean => {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
};

/** reply.from's options towards a service: the forwarded headers, and a 502 (or `onError`) when it is down. */
const towards = (
  options: GatewayOptions,
  upstream: string,
  onError?: FastifyReplyFromHooks['onError'],
): FastifyReplyFromHooks => ({
  rewriteRequestHeaders: (request, headers) => ({
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.host,
    // https only when the request reached the gateway over TLS, or through a proxy it believes
    'x-forwarded-proto': request.protocol,
    [GATEWAY_TOKEN_HEADER]: options.gatewayToken ?? '',
  }),
  onError:
    onError ??
    ((reply) => {
      reply
        .code(502)
        .send({ message: `The ${upstream} is not reachable. Try again in a moment.`, code: 'bad_gateway' });
    }),
});

/** /api/*: GET and HEAD to the read API, the rest to the command service, once the request is acceptable. */
const routeApi = (app: FastifyInstance, options: GatewayOptions): void => {
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    onRequest: async (request, reply) => {
      const send = (status: number, body: object) =>
        reply.code(status).header('connection', 'close').send(body);
      if (refuseBody(request.headers, send)) return reply;
      // an address whose percent-encoding is broken (%C0%80, a lone surrogate, a cut-off %E0%A4%A) is
      // refused here: forwarding it once failed with 500 while the address was decoded
      if (!isWellEncoded(request.url)) {
        reply.code(400).send({ message: 'The address is not correctly encoded', code: 'bad_request' });
        return reply;
      }
    },
    handler: (request, reply) => {
      const read = !isCommandRequest(request.method, request.url);
      const base = read ? options.readApiUrl : options.commandServiceUrl;
      return reply.from(`${base}${request.url}`, towards(options, read ? 'read API' : 'command service'));
    },
  });
};

/** The built UI, when there is one: its files, and index.html (or a first view) for client-side routes. */
const serveUi = async (app: FastifyInstance, options: GatewayOptions): Promise<void> => {
  if (!existsSync(path.join(options.uiDist, 'index.html'))) return;
  // the build writes file.gz beside each text file (ui/vite-plugin-precompress.ts): sent to browsers that take gzip
  await app.register(fastifyStatic, {
    root: options.uiDist,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
  });
  const indexHtml = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html');
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(404).send({ message: 'Not found' });
    const firstView = firstViewOf(request.url);
    if (firstView && request.method === 'GET' && request.headers.cookie)
      return reply.from(
        `${options.readApiUrl}${firstView}`,
        // the page without its first view rather than an error: the app draws it all the same
        towards(options, 'read API', () => void indexHtml(reply)),
      );
    return indexHtml(reply);
  });
};

/**
 * The one origin the browser talks to (the same routing as the production reverse proxy):
 * GET and HEAD /api/* → read API, any other /api/* → command service, everything else → the built UI,
 * with index.html for client-side routes.
 */
export const buildGateway = async (options: GatewayOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions('gateway', 'warn'),
    bodyLimit: 20 * 1024 * 1024,
    // on shutdown, keep-alive connections of browsers must not hold the process open
    forceCloseConnections: true,
    // a client's own X-Forwarded-Proto once made the services send HSTS over plain HTTP
    trustProxy: options.trustProxy ?? false,
  });
  if (options.gatewayToken) believeOnlyTheTokenHolder(app, options.gatewayToken);
  await registerUiSecurity(app);
  // Node's http agent. undici's pool (reply-from's default) cost less CPU per proxied request (about 0.3
  // against 0.5 ms in `npm run bench`); it was set back while a browser test that sometimes waits in vain
  // for an export's download is looked into (see docs/performance.md).
  await app.register(fastifyReplyFrom, { http: { requestOptions: { timeout: 120_000 } } });
  // Bodies are streamed through untouched (multipart uploads included).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  routeApi(app, options);
  await serveUi(app, options);
  return app;
};
