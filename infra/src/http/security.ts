import fastifyHelmet from '@fastify/helmet';
import { ForbiddenError } from '@pm/domain/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What the built UI needs and nothing more: its own scripts (Vite emits no inline script), inline
 * styles (Ant Design and Emotion inject <style> elements), images from itself and data: URLs, calls to
 * its own origin; never framed by another site.
 */
export const UI_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The same policy as one header value, for a page of the UI that a service answers itself. */
export const uiContentSecurityPolicy = Object.entries(UI_CSP_DIRECTIVES)
  .filter((entry): entry is [string, string[]] => entry[1] !== null)
  .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
  .join('; ');

/** The gateway's headers for the UI: a CSP the build satisfies, no framing, no sniffing, HSTS over HTTPS. */
export const registerUiSecurity = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: UI_CSP_DIRECTIVES },
    // HSTS is only meaningful (and only sent) when the request came over HTTPS
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
};

/**
 * The API reference page (swagger-ui) sets its own, looser policy for its scripts and styles; the
 * facilitator dashboard's first view (a page of the UI) the UI's.
 */
const ownPolicy = (url: string) => url.startsWith('/api/docs') || url.startsWith('/first-view/');

/**
 * Headers of every API answer: JSON is never rendered, framed or cached (it holds personal data), the
 * referrer never leaves, and HSTS is sent when the request came over HTTPS.
 */
export const apiSecurityPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      if (!ownPolicy(request.url)) {
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      }
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    });
  },
  { name: 'pm-api-security' },
);

/** The host part of an Origin or Referer header (a URL), or null when it is not one. */
export const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * A plugin that refuses requests in an onRequest hook must come before the session is read or a body
 * parsed: registered after the session plugin, it would let a refused request read (and renew) a session.
 */
export const mustPrecedeSession = (app: FastifyInstance, plugin: string): void => {
  if (app.hasPlugin('pm-session')) throw new Error(`${plugin} must be registered before the session plugin`);
};

export interface ForeignOriginsOptions {
  /** Origins besides the request's own host whose writes are accepted (ALLOWED_ORIGINS). */
  readonly allowed?: readonly string[];
}

/**
 * Writes come only from this product's own pages: a request whose Origin is another site (or that the
 * browser marks cross-site) is refused with 403 before anything else, multipart uploads included.
 * Requests without an Origin (curl, server-to-server) are not browsers' cross-site requests.
 */
export const foreignOriginsPlugin = fp<ForeignOriginsOptions>(
  async (app, options) => {
    mustPrecedeSession(app, 'pm-foreign-origins');
    const extra = new Set(
      (options.allowed ?? []).map((origin) => hostOf(origin)).filter((host): host is string => host !== null),
    );
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (request.headers['sec-fetch-site'] === 'cross-site')
        throw new ForbiddenError('Requests from other sites are not accepted');
      const origin = request.headers.origin;
      if (origin === undefined) return;
      const host = hostOf(origin);
      if (host === null || (host !== request.host && !extra.has(host)))
        throw new ForbiddenError('Requests from other sites are not accepted');
    });
  },
  // its 403 is answered by the error handler
  { name: 'pm-foreign-origins', dependencies: ['pm-error-answers'] },
);
