import { ForbiddenError } from '@pm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The host part of a URL (an Origin or a Referer), or null when it is not one. */
const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/** The path of a request's URL, without its query. */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

export const UNNAMED_WRITER_MESSAGE =
  'This request does not say which page sent it (no Origin or Referer header), so it is not accepted';

/**
 * Writes come only from this product's own pages (OWASP's CSRF defence "verifying origin with standard
 * headers"), completing `refuseForeignOrigins` (infra/src/http/security.ts), which refuses a write whose
 * Origin names another site:
 * - a write whose Referer names another site (or is not an address) is refused with 403, even beside a
 *   matching Origin;
 * - a write carrying neither an Origin nor a Referer is refused with 403 too. A browser sends an Origin
 *   with every POST, PUT, PATCH and DELETE (the Fetch standard), so only a script leaves both out; an
 *   API client names the site it works for by sending its Origin, as the tests and benches do.
 * `tokenPaths` are the exceptions: callbacks from a gateway (the SMS delivery reports) that no page
 * sends, which prove themselves with a secret token in their address instead of a session.
 */
export const refuseWritesFromElsewhere = (
  app: FastifyInstance,
  allowed: readonly string[] = [],
  tokenPaths: readonly string[] = [],
): void => {
  const extra = new Set(
    allowed.map((origin) => hostOf(origin)).filter((host): host is string => host !== null),
  );
  const callbacks = new Set(tokenPaths);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const referer = request.headers.referer;
    if (referer === undefined) {
      // the Origin, when there is one, is checked by refuseForeignOrigins
      if (request.headers.origin !== undefined || callbacks.has(pathOf(request.url))) return;
      throw new ForbiddenError(UNNAMED_WRITER_MESSAGE);
    }
    const host = hostOf(referer);
    if (host === null || (host !== request.host && !extra.has(host)))
      throw new ForbiddenError('Requests from other sites are not accepted');
  });
};
