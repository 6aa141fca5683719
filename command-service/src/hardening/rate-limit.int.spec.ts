import { aRegion, type ErrorBody, eventCount, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The general limit beside the sign-in throttle: a session that sends more writes (or reads) in a minute
 * than the service allows is answered 429 with Retry-After and a sentence, and nothing it sent is stored.
 */
describe('the general request limit of the two services', () => {
  let system: System;
  let admin: ApiClient;
  let other: ApiClient;
  let reader: ApiClient;

  beforeAll(async () => {
    // the three sign-ins count for the test's address (no session yet): within its 3 writes
    system = await startSystem({
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '3', RATE_LIMIT_READS_PER_MINUTE: '5' },
    });
    [admin, other, reader] = await Promise.all([
      system.login('admin'),
      system.login('director'),
      system.login('cluster'),
    ]);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('refuses a session its fourth write of the minute, stores nothing of it, and not another session', async () => {
    for (const name of ['Limit One', 'Limit Two', 'Limit Three']) {
      const created = await admin.post<Written>('/api/regions', aRegion({ name }));
      expect(created.status).toBe(201);
    }
    const before = await eventCount(system);
    const refused = await admin.post<ErrorBody & { messageKey: string }>(
      '/api/regions',
      aRegion({ name: 'Limit Four' }),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('too_many_requests');
    expect(refused.body.messageKey).toBe('Too many requests. Try again in {{seconds}} seconds.');
    expect(await eventCount(system)).toBe(before);
    // another session keeps its own budget
    const allowed = await other.get<{ user: { username: string } }>('/api/user');
    expect(allowed.status).toBe(200);
  });

  it('limits the reads of a session in the read API', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await reader.get('/api/user')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // the health probe is never counted
    for (let i = 0; i < 3; i++) expect((await reader.get('/api/health')).status).not.toBe(429);
  });
});
