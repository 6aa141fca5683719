import { businessDate } from '@pm/domain';
import type { AuditCheck } from '@pm/domain/api/audit-queries';
import type { NotificationRow } from '@pm/domain/api/notification-queries';
import type { EventStore } from '@pm/infra/event-store/port';
import { projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_CHECK_LOCK,
  type AuditCheckDeps,
  auditCheckJob,
  msUntilDue,
  runAuditCheck,
} from './audit-check-job';
import { startChecks } from './checks';

interface CheckRow {
  id: string;
  started_at: Date;
  finished_at: Date | null;
  groups_checked: number | null;
  projects_checked: number | null;
  differences: {
    kind: string;
    id: number;
    name: string;
    figure: string;
    replay: number;
    readModel: number;
  }[];
  error: string | null;
}

/** The daily replay check: each run stored, differences and failures told to the SuperAdmin's bell only. */
describe('the scheduled replay check', () => {
  let system: System;
  let admin: ApiClient;
  let project: ApiClient;
  let deps: AuditCheckDeps;
  const logged: { level: string; message: string }[] = [];
  const log =
    (level: string) =>
    (...args: unknown[]) => {
      logged.push({ level, message: String(args.find((a) => typeof a === 'string') ?? '') });
    };

  beforeAll(async () => {
    system = await startSystem();
    [admin, project] = await Promise.all([system.login('admin'), system.login('project')]);
    await projectionsSettled(system);
    deps = {
      pool: system.db.pool,
      store: system.store,
      logger: { info: log('info'), warn: log('warn'), error: log('error') } as AuditCheckDeps['logger'],
    };
  });
  afterAll(async () => {
    await system.stop();
  });

  const rowOf = async (id: string) =>
    (await system.db.pool.query<CheckRow>('SELECT * FROM audit_checks WHERE id = $1', [id])).rows[0]!;
  const count = async (sql: string) => Number((await system.db.pool.query(sql)).rows[0].count);
  const bellOf = async (client: ApiClient) =>
    (await client.get<NotificationRow[]>('/api/notifications')).body.filter(
      (n) => n.kind === 'auditDifferences',
    );

  it('stores a clean run with every group and project counted, and tells no one', async () => {
    const outcome = await runAuditCheck(deps);
    expect(outcome).toMatchObject({ ran: true, differences: 0, error: null });
    if (!outcome.ran) return;
    const row = await rowOf(outcome.id);
    expect(row.finished_at).not.toBeNull();
    expect(row.groups_checked).toBe(await count('SELECT count(*) FROM saving_groups'));
    expect(row.projects_checked).toBe(await count('SELECT count(*) FROM projects'));
    expect(row.groups_checked).toBeGreaterThan(0);
    expect(row.differences).toEqual([]);
    expect(await bellOf(admin)).toEqual([]);
    // the next run is a whole interval away
    expect(await msUntilDue(system.db.pool, 24)).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('stores the differences of corrupted rows and tells the SuperAdmin, not a ProjectAdmin', async () => {
    const pool = system.db.pool;
    const group = (await pool.query('SELECT id, name, savings FROM saving_groups ORDER BY id LIMIT 1'))
      .rows[0];
    const owing = (
      await pool.query(
        `SELECT c.id, c.project_id FROM contributions c JOIN participants p ON p.id = c.participant_id
          WHERE NOT p.deleted AND c.expected_amount - c.paid_amount >= 5 ORDER BY c.id LIMIT 1`,
      )
    ).rows[0];
    await pool.query('UPDATE saving_groups SET savings = savings + 1 WHERE id = $1', [group.id]);
    await pool.query('UPDATE contributions SET paid_amount = paid_amount + 5 WHERE id = $1', [owing.id]);
    try {
      const outcome = await runAuditCheck(deps, { catchUpMs: 2000 });
      expect(outcome).toMatchObject({ ran: true, differences: 5, error: null });
      if (!outcome.ran) return;
      const { differences } = await rowOf(outcome.id);
      expect(differences[0]).toEqual({
        kind: 'group',
        id: group.id,
        name: group.name,
        figure: 'savings',
        replay: Math.round(Number(group.savings) * 100) / 100,
        readModel: (Math.round(Number(group.savings) * 100) + 100) / 100,
      });
      expect(differences.slice(1).map((d) => [d.kind, d.id, d.figure.replace(/ \(.*\)/, '')])).toEqual([
        ['project', owing.project_id, `contribution ${owing.id} paid`],
        ['project', owing.project_id, `contribution ${owing.id} outstanding`],
        ['project', owing.project_id, 'paid'],
        ['project', owing.project_id, 'outstanding'],
      ]);
      expect(logged.some((l) => l.level === 'warn' && l.message.includes('found differences'))).toBe(true);

      expect(await bellOf(admin)).toEqual([
        {
          key: `auditDifferences-${outcome.id}`,
          kind: 'auditDifferences',
          title: 'Replay check found differences',
          description: `Differences: 5 (groups: 1, projects: 1) on ${businessDate(new Date().toISOString())}`,
          descriptionKey:
            'Differences: {{differences}} (groups: {{groups}}, projects: {{projects}}) on {{day}}',
          descriptionParams: {
            differences: 5,
            groups: 1,
            projects: 1,
            day: businessDate(new Date().toISOString()),
          },
          at: expect.any(String),
          link: '/audit',
        },
      ]);
      expect(await bellOf(project)).toEqual([]);

      // where the bell leads: the runs and what differed, for the readers of the whole programme
      const checks = await admin.get<AuditCheck[]>('/api/audit/checks');
      expect(checks.status).toBe(200);
      expect(checks.body[0]).toMatchObject({
        id: Number(outcome.id),
        differenceCount: 5,
        error: null,
        groupsChecked: expect.any(Number),
      });
      expect(checks.body[0]!.differences).toEqual(differences);
      // every run's row as stored, newest first
      const stored = (
        await pool.query<CheckRow>('SELECT * FROM audit_checks ORDER BY started_at DESC, id DESC LIMIT 10')
      ).rows;
      expect(checks.body).toEqual(
        stored.map((r) => ({
          id: Number(r.id),
          startedAt: r.started_at.toISOString(),
          finishedAt: r.finished_at?.toISOString() ?? null,
          groupsChecked: r.groups_checked,
          projectsChecked: r.projects_checked,
          differenceCount: r.differences.length,
          differences: r.differences,
          error: r.error,
        })),
      );
      expect((await (await system.login('auditor')).get('/api/audit/checks')).status).toBe(200);
      expect((await project.get('/api/audit/checks')).status).toBe(403);
      expect((await (await system.login('regional')).get('/api/audit/checks')).status).toBe(403);
    } finally {
      await pool.query('UPDATE saving_groups SET savings = savings - 1 WHERE id = $1', [group.id]);
      await pool.query('UPDATE contributions SET paid_amount = paid_amount - 5 WHERE id = $1', [owing.id]);
    }
    // the next clean run takes the line away
    expect(await runAuditCheck(deps)).toMatchObject({ ran: true, differences: 0 });
    expect(await bellOf(admin)).toEqual([]);
  });

  it('stores a failed run and tells the SuperAdmin, without throwing', async () => {
    const unreachable = {
      readStream: () => Promise.reject(new Error('The event store is unreachable')),
    } as unknown as EventStore;
    const outcome = await runAuditCheck({ ...deps, store: unreachable });
    expect(outcome).toMatchObject({ ran: true, error: 'The event store is unreachable' });
    expect(logged.some((l) => l.level === 'error' && l.message === 'replay check failed')).toBe(true);
    const [line] = await bellOf(admin);
    expect(line).toMatchObject({
      title: 'Replay check failed',
      description: `The check of ${businessDate(new Date().toISOString())} stopped: The event store is unreachable`,
      link: '/audit',
    });
    expect(await bellOf(project)).toEqual([]);
    expect(await runAuditCheck(deps)).toMatchObject({ ran: true, differences: 0, error: null });
  });

  it('does nothing while another instance holds the lock', async () => {
    const other = await system.db.pool.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [AUDIT_CHECK_LOCK]);
      const before = await count('SELECT count(*) FROM audit_checks');
      expect(await runAuditCheck(deps)).toEqual({ ran: false });
      expect(await count('SELECT count(*) FROM audit_checks')).toBe(before);
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [AUDIT_CHECK_LOCK]);
      other.release();
    }
  });

  it('runs on its schedule once a run is due, and not at all when turned off', async () => {
    expect(auditCheckJob(deps, { intervalHours: 0 })).toBeNull();
    expect(logged.some((l) => l.message.includes('replay check off'))).toBe(true);

    const before = await count('SELECT count(*) FROM audit_checks WHERE finished_at IS NOT NULL');
    // the runs so far an hour old, an interval of a minute: a run is due at the job's first look
    await system.db.pool.query(`UPDATE audit_checks SET started_at = started_at - interval '1 hour'`);
    const stop = await startChecks(deps.pool, deps.logger, [auditCheckJob(deps, { intervalHours: 1 / 60 })], {
      firstRunAfterSeconds: 0,
      pollMs: 500,
    });
    try {
      const deadline = Date.now() + 20_000;
      while ((await count('SELECT count(*) FROM audit_checks WHERE finished_at IS NOT NULL')) === before) {
        expect(Date.now(), JSON.stringify(logged.slice(-5))).toBeLessThan(deadline);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await stop();
    }
    expect(await count('SELECT count(*) FROM audit_checks WHERE finished_at IS NOT NULL')).toBe(before + 1);
  });
});
