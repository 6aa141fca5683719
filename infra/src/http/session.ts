import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
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
 * HttpOnly, SameSite=Lax cookie, Secure whenever the request arrived over HTTPS (behind the proxy,
 * from X-Forwarded-Proto). The cookie's own lifetime is the idle timeout, renewed on each request;
 * the store enforces both the idle and the absolute timeout on the server.
 */
export const registerSession = async (app: FastifyInstance, options: SessionOptions): Promise<void> => {
  const idleMs = options.idleMinutes * 60_000;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.secret,
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
};
