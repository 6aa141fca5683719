import type { Session } from 'fastify';
import type pg from 'pg';

declare module 'fastify' {
  interface Session {
    userId?: number;
    /** epoch ms when the user signed in: the absolute timeout counts from here */
    signedInAt?: number;
    /** highest global position this session has appended (read-your-writes) */
    lastPosition?: string;
    /**
     * The version of the user's stream when the session was read (never stored; null without one):
     * the command service keeps the user's state while this version stands, instead of reading it again.
     */
    userVersion?: number | null;
  }
}

type Callback = (err?: unknown) => void;
type SessionCallback = (err: unknown, session?: Session | null) => void;

export interface SessionTimeouts {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/**
 * PostgreSQL-backed store shared by both services. The command service writes sessions (sign-in,
 * sign-out, positions); the read API only extends their idle expiry (`readOnly`), so it can never
 * resurrect a session that was destroyed while one of its requests was in flight, nor overwrite a
 * position the command service just recorded. Positions only grow (GREATEST), whoever writes last.
 */
export class PostgresSessionStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly timeouts: SessionTimeouts,
    private readonly readOnly = false,
  ) {}

  get(sid: string, callback: SessionCallback): void {
    this.pool
      .query<{
        sess: Session;
        last_position: string;
        expires_at: Date;
        expired: boolean;
        user_version: number | null;
      }>(
        `SELECT sess, last_position::text, expires_at,
                (expires_at <= now() OR created_at <= now() - make_interval(secs => $2::double precision / 1000)) AS expired,
                (SELECT st.version FROM es_streams st WHERE st.stream_id = 'user-' || sessions.user_id) AS user_version
           FROM sessions WHERE sid = $1`,
        [sid, this.timeouts.absoluteMs],
      )
      .then(async (result) => {
        const row = result.rows[0];
        if (!row) return callback(null, null);
        if (row.expired) {
          await this.pool.query('DELETE FROM sessions WHERE sid = $1', [sid]);
          return callback(null, null);
        }
        // The expiry is the row's, which every request moves (reads included): the copy inside the
        // stored session is only rewritten by the command service and would end a reader's session.
        callback(null, {
          ...row.sess,
          cookie: { ...row.sess.cookie, expires: row.expires_at },
          lastPosition: row.last_position,
          userVersion: row.user_version,
        } as Session);
      })
      .catch((e: unknown) => callback(e));
  }

  set(sid: string, session: Session, callback: Callback): void {
    const expiresInMs = this.timeouts.idleMs;
    const query = this.readOnly
      ? this.pool.query(
          'UPDATE sessions SET expires_at = now() + make_interval(secs => $2::double precision / 1000) WHERE sid = $1',
          [sid, expiresInMs],
        )
      : this.pool.query(
          `INSERT INTO sessions (sid, sess, user_id, last_position, expires_at)
           VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))
           ON CONFLICT (sid) DO UPDATE SET
             sess = EXCLUDED.sess,
             user_id = EXCLUDED.user_id,
             last_position = GREATEST(sessions.last_position, EXCLUDED.last_position),
             expires_at = EXCLUDED.expires_at`,
          [
            sid,
            JSON.stringify({ ...session, lastPosition: undefined, userVersion: undefined }),
            session.userId ?? null,
            session.lastPosition ?? '0',
            expiresInMs,
          ],
        );
    query.then(() => callback()).catch((e: unknown) => callback(e));
  }

  destroy(sid: string, callback: Callback): void {
    this.pool
      .query('DELETE FROM sessions WHERE sid = $1', [sid])
      .then(() => callback())
      .catch((e: unknown) => callback(e));
  }
}

/** Ends every session of a user at once (deactivation). */
export const destroyUserSessions = async (pool: pg.Pool, userId: number): Promise<void> => {
  await pool.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
};
