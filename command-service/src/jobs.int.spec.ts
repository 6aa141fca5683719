import { createPool } from '@pm/infra/db/pool';
import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandDeps } from './app';
import { startJobs } from './jobs';

const jobsOf = async (system: System, name: string) =>
  (
    await system.db.pool.query<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [name])
  ).rows.map((r) => r.state);

describe('the hourly jobs on the job runner', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem({ seed: false });
  });
  afterAll(async () => {
    await system.stop();
  });

  it('run once soon after the start however many processes start them, and are scheduled (on the hour, the M-Pesa retry every five minutes, the sweep every minute, reminders at 08:00)', async () => {
    // a claim orphaned long ago: the repair job's work, to see that it ran
    await system.db.pool.query(
      `INSERT INTO unique_keys (kind, key, owner, created_at)
       VALUES ('participant-id', 'ke0420-orphan', 'participant-999999', now() - interval '1 hour')`,
    );
    // two processes: each its own pool, so its own runner
    const otherPool = createPool(system.db.url, 4);
    const other = commandDeps({ pool: otherPool, store: system.store, config: system.deps.config });
    const timing = { firstRunAfterSeconds: 1, pollMs: 500 };
    const stops = await Promise.all([
      startJobs(system.deps, system.commandApp.log, timing),
      startJobs(other, system.commandApp.log, timing),
    ]);
    try {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const states = [
          ...(await jobsOf(system, 'monthly-contributions')),
          ...(await jobsOf(system, 'unique-key-repair')),
        ];
        if (states.length > 0 && states.every((s) => s === 'completed')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // the second start's job was not queued beside the first's (a 'stately' queue)
      expect(await jobsOf(system, 'monthly-contributions')).toEqual(['completed']);
      expect(await jobsOf(system, 'unique-key-repair')).toEqual(['completed']);
      const orphans = await system.db.pool.query(`SELECT 1 FROM unique_keys WHERE key = 'ke0420-orphan'`);
      expect(orphans.rowCount).toBe(0);
      const schedules = await system.db.pool.query(
        'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name',
      );
      expect(schedules.rows).toEqual([
        { name: 'monthly-contributions', cron: '0 * * * *', timezone: 'Africa/Nairobi' },
        // requests to pay whose answer has not come are asked about every minute, as staff wait for them
        { name: 'mpesa-pay-request-sweep', cron: '* * * * *', timezone: 'Africa/Nairobi' },
        // held M-Pesa confirmations are asked about again every five minutes
        { name: 'mpesa-status-retry', cron: '*/5 * * * *', timezone: 'Africa/Nairobi' },
        // the day's reminders, in the morning in Kenya
        { name: 'sms-reminders', cron: '0 8 * * *', timezone: 'Africa/Nairobi' },
        { name: 'unique-key-repair', cron: '0 * * * *', timezone: 'Africa/Nairobi' },
      ]);
    } finally {
      for (const stop of stops) await stop();
      await otherPool.end();
    }
  });
});
