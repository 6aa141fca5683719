import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CHECK_HEADER, SEQ_SCANS_HEADER } from './plan-check';

/** The benchmark's EXPLAIN of read routes (PM_EXPLAIN_READS=1): only requests that ask are explained. */
describe('plan check of read routes', () => {
  let system: System;
  beforeAll(async () => {
    process.env.PM_EXPLAIN_READS = '1';
    system = await startSystem();
  });
  afterAll(async () => {
    delete process.env.PM_EXPLAIN_READS;
    await system.stop();
  });

  it("names the tables a route's plans scan whole, and answers other requests untouched", async () => {
    const admin = await system.login('admin');
    // a table of a few rows is read whole (the planner's right choice); the header names it
    const checked = await admin.get('/api/regions', { [PLAN_CHECK_HEADER]: '1' });
    expect(checked.status).toBe(200);
    expect(String(checked.headers[SEQ_SCANS_HEADER]).split(',')).toContain('regions');
    const plain = await admin.get('/api/regions');
    expect(plain.body).toEqual(checked.body);
    expect(plain.headers[SEQ_SCANS_HEADER]).toBeUndefined();
  });
});
