import type { Session } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { compiledOnce, db, param } from '../db/typed';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** epoch ms when the user signed in: the absolute timeout counts from here */
    signedInAt?: number;
    /**
     * The version of the user's stream when the session was read (never stored; null without one):
     * the command service keeps the user's state while this version stands, instead of reading it again.
     */
    userVersion?: number | null;
    /**
     * What the row held when the session was read (never stored): its expiry (epoch ms) and whose session
     * it is. A save that would change neither the owner nor the expiry by much is not written (see set).
     */
    stored?: { readonly expiresAt: number; readonly owner: string } | null;
  }
}

type Callback = (err?: unknown) => void;

/** A session read, whose it is, and until when the copy may be used. */
interface CachedSession {
  readonly session: Session;
  readonly userId: number | null;
  readonly usableUntil: number;
}

/**
 * Sessions one service read recently, by sid, each usable until the earliest of `ttlMs` after it was
 * read, the row's idle expiry and the absolute timeout. The service that owns it drops copies when it
 * ends a session (the store's destroy) or changes a user (forgetUser).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  constructor(readonly ttlMs: number) {}

  get(sid: string): Session | null {
    const entry = this.entries.get(sid);
    if (entry && entry.usableUntil > Date.now()) return copyOf(entry.session);
    this.entries.delete(sid);
    return null;
  }

  set(sid: string, session: Session, expiresAt: number, absoluteExpiresAt: number): void {
    if (this.ttlMs <= 0) return;
    this.entries.set(sid, {
      session: copyOf(session),
      userId: session.userId ?? null,
      usableUntil: Math.min(Date.now() + this.ttlMs, expiresAt, absoluteExpiresAt),
    });
  }

  delete(sid: string): void {
    this.entries.delete(sid);
  }

  /** Drops the copies of a user's sessions: their role, scope or status changed, or they ended. */
  forgetUser(userId: number): void {
    for (const [sid, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sid);
  }
}

/** A copy the request may change without changing the cached one. */
const copyOf = (session: Session): Session =>
  ({ ...session, cookie: { ...session.cookie } }) as unknown as Session;

/** Whose session it is, as compared between reading and saving it (sign-in regenerates the session). */
const ownerOf = (session: Session): string => `${session.userId ?? ''}|${session.signedInAt ?? ''}`;

/** The fields computed when the session is read, never stored in its row. */
const DERIVED = { userVersion: undefined, stored: undefined };
type SessionCallback = (err: unknown, session?: Session | null) => void;

export interface SessionTimeouts {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** How far behind the row's idle expiry may fall before a request rewrites it. */
export const touchMsOf = (idleMs: number): number => Math.min(60_000, Math.floor(idleMs / 10));

/** `$n` milliseconds as an interval. */
const millis = (n: number) =>
  sql<string>`make_interval(secs => ${param<number>(n)}::double precision / 1000)`;

/**
 * A session by sid ($1), the absolute timeout in ms ($2): whether it expired, the version of its user's
 * stream, and when it ends whatever its use.
 */
const GET = compiledOnce(
  db
    .selectFrom('sessions')
    .select((eb) => [
      'sess',
      'expires_at',
      eb
        .or([
          eb('expires_at', '<=', sql<string>`now()`),
          eb('created_at', '<=', sql<string>`now() - ${millis(2)}`),
        ])
        .as('expired'),
      eb
        .selectFrom('es_streams as st')
        .select('st.version')
        .where('st.stream_id', '=', sql<string>`'user-' || ${eb.ref('sessions.user_id')}`)
        .as('user_version'),
      sql<string>`${eb.ref('created_at')} + ${millis(2)}`.as('absolute_expires_at'),
    ])
    .where('sid', '=', param<string>(1)),
);
const DESTROY = compiledOnce(db.deleteFrom('sessions').where('sid', '=', param<string>(1)));
/** A reader moves the expiry of a row that exists, never writes one: $1 sid, $2 idle timeout in ms. */
const TOUCH = compiledOnce(
  db
    .updateTable('sessions')
    .set({ expires_at: sql<string>`now() + ${millis(2)}` })
    .where('sid', '=', param<string>(1)),
);
/** $1 sid, $2 the session (JSON), $3 its user, $4 idle timeout in ms. */
const SAVE = compiledOnce(
  db
    .insertInto('sessions')
    .values({
      sid: param<string>(1),
      sess: param<string>(2),
      user_id: param<number | null>(3),
      expires_at: sql<string>`now() + ${millis(4)}`,
    })
    .onConflict((oc) =>
      oc.column('sid').doUpdateSet((eb) => ({
        sess: eb.ref('excluded.sess'),
        user_id: eb.ref('excluded.user_id'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    ),
);
const DESTROY_USER = compiledOnce(db.deleteFrom('sessions').where('user_id', '=', param<number>(1)));
const DESTROY_OTHERS = compiledOnce(
  db.deleteFrom('sessions').where('user_id', '=', param<number>(1)).where('sid', '<>', param<string>(2)),
);

/**
 * PostgreSQL-backed store shared by both services. The command service writes sessions (sign-in,
 * sign-out); the read API only extends their idle expiry (`readOnly`), so it can never resurrect a
 * session that was destroyed while one of its requests was in flight.
 *
 * Sessions roll (every request moves the idle expiry), but the row is rewritten only when its expiry
 * has fallen more than `touchMs` behind (at most once a minute per session, instead of once per
 * request): the idle timeout then counts from a moment at most `touchMs` before the last request. The
 * read-your-writes position is not kept here but in the `pm.pos` cookie (request.ts), so a command
 * writes no session row at all.
 */
export class PostgresSessionStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly timeouts: SessionTimeouts,
    private readonly readOnly = false,
    /** Sessions read recently, used again without reading their rows (none: every request reads). */
    private readonly cache?: SessionCache,
  ) {}

  get(sid: string, callback: SessionCallback): void {
    const cached = this.cache?.get(sid);
    if (cached) {
      callback(null, cached);
      return;
    }
    this.pool
      .query<{
        sess: Session;
        expires_at: Date;
        expired: boolean;
        user_version: number | null;
        absolute_expires_at: Date;
      }>({
        // named: prepared once per connection (planning cost as much as running it, on every request)
        name: 'pm_session_get',
        text: GET,
        values: [sid, this.timeouts.absoluteMs],
      })
      .then(async (result) => {
        const row = result.rows[0];
        if (!row) return callback(null, null);
        if (row.expired) {
          await this.pool.query(DESTROY, [sid]);
          return callback(null, null);
        }
        // The expiry is the row's, which every request moves (reads included): the copy inside the
        // stored session is only rewritten by the command service and would end a reader's session.
        const session = { ...row.sess, cookie: { ...row.sess.cookie, expires: row.expires_at } } as Session;
        const read = {
          ...session,
          userVersion: row.user_version,
          stored: { expiresAt: row.expires_at.getTime(), owner: ownerOf(session) },
        } as Session;
        this.cache?.set(sid, read, row.expires_at.getTime(), row.absolute_expires_at.getTime());
        callback(null, read);
      })
      .catch((e: unknown) => callback(e));
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expiresInMs = this.timeouts.idleMs;
    const { stored } = session;
    if (
      stored &&
      stored.owner === ownerOf(session) &&
      stored.expiresAt - Date.now() > expiresInMs - touchMsOf(expiresInMs)
    ) {
      callback();
      return;
    }
    this.cache?.delete(sid);
    const query = this.readOnly
      ? this.pool.query(TOUCH, [sid, expiresInMs])
      : this.pool.query(SAVE, [
          sid,
          JSON.stringify({ ...session, ...DERIVED }),
          session.userId ?? null,
          expiresInMs,
        ]);
    query.then(() => callback()).catch((e: unknown) => callback(e));
  }

  destroy(sid: string, callback: Callback): void {
    this.cache?.delete(sid);
    this.pool
      .query(DESTROY, [sid])
      .then(() => callback())
      .catch((e: unknown) => callback(e));
  }
}

/** Ends every session of a user at once (deactivation). */
export const destroyUserSessions = async (pool: pg.Pool, userId: number): Promise<void> => {
  await pool.query(DESTROY_USER, [userId]);
};

/** Ends every session of a user but one (a password changed in that one). */
export const destroyOtherSessions = async (pool: pg.Pool, userId: number, keepSid: string): Promise<void> => {
  await pool.query(DESTROY_OTHERS, [userId, keepSid]);
};
