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

/**
 * Writes come only from this product's own pages, by their Referer as by their Origin: a write whose
 * Referer names another site (or is not an address) is refused with 403 before anything else, as one whose
 * Origin does (`refuseForeignOrigins`, infra/src/http/security.ts, which this completes). A browser sends
 * at least one of the two with a write from a page, so a write carrying neither is not a page's: an API
 * client, a test, the SMS gateway's delivery reports. It is accepted, and the session cookie
 * (SameSite=Lax) is what keeps another site's forms from riding a signed-in user.
 */
export const refuseForeignReferers = (app: FastifyInstance, allowed: readonly string[] = []): void => {
  const extra = new Set(
    allowed.map((origin) => hostOf(origin)).filter((host): host is string => host !== null),
  );
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const referer = request.headers.referer;
    if (referer === undefined) return;
    const host = hostOf(referer);
    if (host === null || (host !== request.host && !extra.has(host)))
      throw new ForbiddenError('Requests from other sites are not accepted');
  });
};
