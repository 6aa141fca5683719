import fastifyCookie, { Signer, type UnsignResult } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { PostgresSessionStore, type SessionCache } from './session-store';

export const SESSION_COOKIE = 'pm.sid';

export interface SessionOptions {
  readonly pool: pg.Pool;
  readonly secret: string;
  readonly idleMinutes: number;
  readonly absoluteHours: number;
  /** The read API only extends sessions; only the command service creates or changes them. */
  readonly readOnly: boolean;
  /**
   * Sessions read recently, serving the same session's next requests without reading its row (none, the
   * default: every request reads it). Only for the service that ends sessions and changes users (the
   * command service), which drops the copies when it does.
   */
  readonly cache?: SessionCache;
}

/**
 * The session cookie's signer (HMAC-SHA256, as @fastify/session's own), remembering the last signatures it
 * made and verified: every request verified its cookie and signed it again for the renewed cookie, two
 * HMACs per command for the same few values. Only values it signed or found valid are
 * remembered, keyed by the whole signed text, so a forged cookie is always checked in full; whether its
 * session still exists is the store's question, as before. At most `max` of each, the oldest dropped.
 */
export class RememberingSigner {
  private readonly inner: Signer;
  private readonly signed = new Map<string, string>();
  private readonly verified = new Map<string, string>();

  constructor(
    secret: string,
    private readonly max = 10_000,
  ) {
    this.inner = new Signer(secret, 'sha256');
  }

  sign(value: string): string {
    let signed = this.signed.get(value);
    if (signed === undefined) {
      signed = this.inner.sign(value);
      remember(this.signed, value, signed, this.max);
    }
    return signed;
  }

  unsign(input: string): UnsignResult {
    const value = this.verified.get(input);
    if (value !== undefined) return { valid: true, renew: false, value };
    const result = this.inner.unsign(input);
    if (result.valid && !result.renew) remember(this.verified, input, result.value, this.max);
    return result;
  }
}

const remember = (map: Map<string, string>, key: string, value: string, max: number) => {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
};

/**
 * HttpOnly, SameSite=Lax cookie, Secure whenever the request arrived over HTTPS (behind the proxy,
 * from X-Forwarded-Proto). The cookie's own lifetime is the idle timeout, renewed on each request;
 * the store enforces both the idle and the absolute timeout on the server. Decorates each request with
 * `session` (declared by @fastify/session; the fields it holds are declared in session-store.ts) and
 * replies with the cookie methods of @fastify/cookie.
 *
 * Depends on the rate limit so that its hook runs first: a flood is refused before any session row is
 * read. The plugins that refuse writes from elsewhere check that they come before it (`mustPrecedeSession`).
 */
export const sessionPlugin = fp<SessionOptions>(
  async (app, options) => {
    const idleMs = options.idleMinutes * 60_000;
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: new RememberingSigner(options.secret),
      cookieName: SESSION_COOKIE,
      saveUninitialized: false,
      rolling: true,
      store: new PostgresSessionStore(
        options.pool,
        { idleMs, absoluteMs: options.absoluteHours * 3_600_000 },
        options.readOnly,
        options.cache,
      ),
      cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: idleMs },
    });
  },
  { name: 'pm-session', dependencies: ['pm-error-answers', 'pm-rate-limit'] },
);
