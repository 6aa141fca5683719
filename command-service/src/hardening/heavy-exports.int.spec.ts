import { type ErrorBody, eventCount } from '@pm/system/builders';
import { type ApiClient, type Response, type System, startSystem } from '@pm/system/system';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Hardening, "heavy exports and reports": two hundred exports and reports sent at once from one account
 * made another user's read wait 9 s. A user now has at most two heavy answers (exports, PDFs, replays)
 * being worked out at once, and at most two reports queued or running; beyond that the answer is 429 with
 * Retry-After at once, before any work, and other users are not held up.
 */
describe('heavy exports and reports, per user', () => {
  let system: System;
  let project: ApiClient;
  let project2: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [project, project2, admin] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('admin'),
    ]);
  });
  afterAll(async () => {
    await system.stop();
  });

  /** Runs `work` while `table` is locked, so whatever reads it waits until the lock is let go. */
  const whileLocked = async <T>(table: string, work: () => Promise<T>): Promise<T> => {
    const client: pg.PoolClient = await system.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      return await work();
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  };

  const exportOf = (client: ApiClient) => client.get<string>('/api/participants/export?format=csv');
  const tooMany = (response: Response<unknown>, retryAfter: string) => {
    expect(response.status).toBe(429);
    expect((response.body as ErrorBody).message).toBe(
      'You already have 2 exports or reports being prepared. Wait for one to finish, then try again.',
    );
    expect(response.headers['retry-after']).toBe(retryAfter);
  };

  it("answers a user's third export at once with 429 while two run, and keeps others' reads quick", async () => {
    const held: Promise<Response<string>>[] = [];
    const { third, otherRead, otherReadMs, otherExport } = await whileLocked('participants', async () => {
      held.push(exportOf(project), exportOf(project));
      // the two are waiting on the table; a third one of the same user is refused before any work
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      const third = await exportOf(project);
      expect(Date.now() - started).toBeLessThan(1000);
      // another user is not refused (their export waits for the table like any read), and their reads
      // of other tables are answered at once (their own account, its project, cluster and region)
      const otherExport = exportOf(project2);
      const readStarted = Date.now();
      const otherRead = await project2.get('/api/user');
      return { third, otherRead, otherReadMs: Date.now() - readStarted, otherExport };
    });
    tooMany(third, '3');
    expect(otherRead.status).toBe(200);
    expect(otherReadMs).toBeLessThan(2000);
    const answers = await Promise.all(held);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await otherExport).status).toBe(200);
    // the places are given back once the exports are done
    expect((await exportOf(project)).status).toBe(200);
  });

  it('refuses a third report while two are queued or running, storing nothing, then takes one again', async () => {
    const request = (client: ApiClient) =>
      client.post<{ id: number }>('/api/project-reports', {
        reportType: 'participant-register',
        format: 'csv',
      });
    const jobsOf = async (username: string) =>
      Number(
        (
          await system.db.pool.query<{ n: string }>(
            "SELECT count(*) AS n FROM report_jobs WHERE requested_by = $1 AND status IN ('queued', 'running')",
            [username],
          )
        ).rows[0]?.n,
      );
    // the worker cannot store a file while the table is locked: the two stay queued or running
    await whileLocked('report_files', async () => {
      const first = await Promise.all([request(project), request(project)]);
      expect(first.map((r) => r.status)).toEqual([201, 201]);
      const before = await eventCount(system);
      const refused = await Promise.all([request(project), request(project), request(project)]);
      for (const response of refused) tooMany(response, '5');
      expect(await eventCount(system)).toBe(before);
      expect(await jobsOf('project')).toBe(2);
      // another user's report is taken
      expect((await request(admin)).status).toBe(201);
    });
    // once they are done, the user may ask again
    const deadline = Date.now() + 30_000;
    while ((await jobsOf('project')) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await request(project)).status).toBe(201);
  });
});
