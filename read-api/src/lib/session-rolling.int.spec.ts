import { sessionIdOf } from '@pm/system/builders';
import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A user who only reads stays signed in: every authenticated request, read or write, extends the idle
 * timeout (hardening: reads moved the row's expiry but not the copy inside the stored session).
 */
describe('sessions roll on reads', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem({ env: { SESSION_IDLE_MINUTES: '30' } });
  });
  afterAll(async () => {
    await system.stop();
  });

  it('keeps a reader signed in past the idle timeout counted from their last write', async () => {
    const reader = await system.login('cluster');
    const sid = sessionIdOf(reader);
    // as after 40 minutes of reading only: the row's expiry was kept moving by the reads, while the
    // cookie expiry stored inside the session (written at sign-in, the last write) lies in the past
    await system.db.pool.query(
      `UPDATE sessions SET expires_at = now() + interval '25 minutes',
              sess = jsonb_set(sess, '{cookie,expires}', to_jsonb((now() - interval '10 minutes')::text))
        WHERE sid = $1`,
      [sid],
    );
    const read = await reader.get('/api/user');
    expect(read.status).toBe(200);
    expect(sessionIdOf(reader)).toBe(sid);
  });

  it('still ends a session whose row has expired', async () => {
    const reader = await system.login('cluster');
    await system.db.pool.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE sid = $1`,
      [sessionIdOf(reader)],
    );
    expect((await reader.get('/api/user')).status).toBe(401);
  });
});
