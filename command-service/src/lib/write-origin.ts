import { ForbiddenError } from '@pm/domain';
import { hostOf, mustPrecedeSession } from '@pm/infra/http/security';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The path of a request's URL, without its query. */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

export const UNNAMED_WRITER_MESSAGE =
  'This request does not say which page sent it (no Origin or Referer header), so it is not accepted';

export interface WriteOriginOptions {
  /** Origins besides the request's own host whose pages may write (ALLOWED_ORIGINS). */
  readonly allowed?: readonly string[];
  /** Gateway callbacks (paths without their query) that prove themselves with a token in their address. */
  readonly tokenPaths?: readonly string[];
}

/**
 * Writes come only from this product's own pages (OWASP's CSRF defence "verifying origin with standard
 * headers"), completing `foreignOriginsPlugin` (infra/src/http/security.ts), which refuses a write whose
 * Origin names another site and is registered before it:
 * - a write whose Referer names another site (or is not an address) is refused with 403, even beside a
 *   matching Origin;
 * - a write carrying neither an Origin nor a Referer is refused with 403 too. A browser sends an Origin
 *   with every POST, PUT, PATCH and DELETE (the Fetch standard), so only a script leaves both out; an
 *   API client names the site it works for by sending its Origin, as the tests and benches do.
 * `tokenPaths` are the exceptions: callbacks from a gateway (the SMS delivery reports) that no page
 * sends, which prove themselves with a secret token in their address instead of a session.
 */
export const writeOriginPlugin = fp<WriteOriginOptions>(
  async (app, options) => {
    mustPrecedeSession(app, 'pm-write-origin');
    const extra = new Set(
      (options.allowed ?? []).map((origin) => hostOf(origin)).filter((host): host is string => host !== null),
    );
    const callbacks = new Set(options.tokenPaths ?? []);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const referer = request.headers.referer;
      if (referer === undefined) {
        // the Origin, when there is one, is checked by the foreign-origins plugin
        if (request.headers.origin !== undefined || callbacks.has(pathOf(request.url))) return;
        throw new ForbiddenError(UNNAMED_WRITER_MESSAGE);
      }
      const host = hostOf(referer);
      if (host === null || (host !== request.host && !extra.has(host)))
        throw new ForbiddenError('Requests from other sites are not accepted');
    });
  },
  { name: 'pm-write-origin', dependencies: ['pm-foreign-origins'] },
);
