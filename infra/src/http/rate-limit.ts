import rateLimit from '@fastify/rate-limit';
import { msg, TooManyRequestsError } from '@pm/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mustPrecedeSession } from './security';
import { SESSION_COOKIE } from './session';

export interface RateLimitOptions {
  /** Requests one client may make in any minute; 0: no limit. */
  readonly perMinute: number;
  /** Paths (without their query) never counted: health probes, a gateway's callbacks. */
  readonly exempt?: readonly string[];
}

const SESSION_IN_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=([^;]{1,512})`);

/**
 * Who a request counts for: its session (so the users behind one office's address do not share a budget),
 * else its address. Read from the raw header, before the session or the body is touched.
 */
export const clientKey = (request: FastifyRequest): string => {
  const cookie = request.headers.cookie;
  const session = typeof cookie === 'string' ? SESSION_IN_COOKIE.exec(cookie)?.[1] : undefined;
  return session ? `session:${session}` : `address:${request.ip}`;
};

/**
 * A general limit beside the sign-in throttle (infra/src/auth/throttle.ts): a client that sends more than
 * `perMinute` requests in a minute is answered 429 with Retry-After and a sentence, before its session is
 * read or its body parsed. Counted per service process, in memory (@fastify/rate-limit's local store).
 * Registered (under its name) even at 0, when it limits nothing.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    mustPrecedeSession(app, 'pm-rate-limit');
    if (options.perMinute <= 0) return;
    const exempt = new Set(options.exempt ?? []);
    // awaited before any route is declared: the plugin limits the routes declared after it
    await app.register(rateLimit, {
      max: options.perMinute,
      timeWindow: 60_000,
      hook: 'onRequest',
      keyGenerator: clientKey,
      allowList: (request) => exempt.has(request.url.split('?')[0] ?? ''),
      // the refusal goes through the app's error handler: 429, Retry-After, the sentence in both languages
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new TooManyRequestsError(
          msg`Too many requests. Try again in ${{ seconds }} seconds.`,
          undefined,
          seconds,
        );
      },
    });
  },
  { name: 'pm-rate-limit', dependencies: ['pm-error-answers'] },
);
