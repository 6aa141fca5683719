import type { GroupVerification } from '@pm/domain/api/audit-queries';
import { eventCount, projectionsSettled, rebuiltTables } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlreadyGenerated, type GenerateSummary, generateProgramme } from './generate';

/** Read table → the event whose count the generator reports for it. */
const TABLES: readonly [string, string][] = [
  ['regions', 'RegionCreated'],
  ['clusters', 'ClusterCreated'],
  ['projects', 'ProjectCreated'],
  ['participants', 'ParticipantRegistered'],
  ['contributions', 'ContributionOpened'],
  ['payments', 'PaymentRecorded'],
  ['saving_groups', 'GroupRegistered'],
  ['group_members', 'MemberJoined'],
  ['group_meetings', 'MeetingScheduled'],
  ['group_savings', 'SavingRecorded'],
  ['member_penalties', 'PenaltyImposed'],
  ['group_loans', 'LoanIssued'],
  ['loan_repayments', 'RepaymentRecorded'],
];

interface SavingRow {
  readonly id: number;
  readonly amount: number;
  readonly reversal: unknown;
}

/** The tiny programme, generated beside the demo data, is what the product's own commands would have made. */
describe('npm run generate: a programme made through the deciders and the batch append', () => {
  let system: System;
  let admin: ApiClient;
  let summary: GenerateSummary;
  const before = new Map<string, number>();
  const count = async (table: string) =>
    Number((await system.db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

  beforeAll(async () => {
    system = await startSystem();
    await projectionsSettled(system);
    for (const [table] of TABLES) before.set(table, await count(table));
    summary = await generateProgramme(system.deps, { scale: 'tiny', seed: 7, idBlock: 50 });
    await projectionsSettled(system, 60_000);
    admin = await system.login('admin');
  }, 120_000);
  afterAll(() => system?.stop());

  it('fills every read table with as many rows as it reports, beside the demo data', async () => {
    expect(summary.counts.get('ParticipantRegistered')).toBe(50);
    expect(summary.counts.get('ContributionOpened')).toBeGreaterThan(550);
    expect(summary.counts.get('SavingRecorded')).toBeGreaterThan(500);
    expect(summary.counts.get('LoanIssued')).toBeGreaterThan(0);
    for (const [table, type] of TABLES)
      expect({ table, added: (await count(table)) - before.get(table)! }).toEqual({
        table,
        added: summary.counts.get(type) ?? 0,
      });
    const regions = await admin.get<{ name: string }[]>('/api/regions');
    expect(regions.body.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Western', 'Nairobi', 'Coast (seed 7)']),
    );
  });

  it('rebuilds, set-based, the very rows the live projector and one event at a time make', async () => {
    // the batch handlers' runs are there: a meeting's savings, the registrations of a project's children,
    // the openings of the monthly job and a month's payments follow each other in the log
    const { rows } = await system.db.pool.query<{ type: string; runs: string }>(
      `SELECT type, count(*) AS runs FROM (
         SELECT type, lag(type) OVER (ORDER BY position) AS before FROM es_events) e
        WHERE type = before GROUP BY type`,
    );
    const runs = Object.fromEntries(rows.map((r) => [r.type, Number(r.runs)]));
    expect(runs).toMatchObject({
      SavingRecorded: expect.any(Number),
      ParticipantRegistered: expect.any(Number),
      ContributionOpened: expect.any(Number),
      PaymentRecorded: expect.any(Number),
      PenaltyImposed: expect.any(Number),
      PenaltyPaid: expect.any(Number),
    });
    for (const type of ['SavingRecorded', 'ContributionOpened', 'PaymentRecorded'])
      expect(runs[type], type).toBeGreaterThan(200);
    const batched = await rebuiltTables(system);
    const oneByOne = await rebuiltTables(system, { batched: false });
    expect(Object.keys(batched.rebuilt).length).toBeGreaterThan(40);
    for (const [table, rebuilt] of Object.entries(batched.rebuilt)) {
      expect(rebuilt, `${table} rebuilt set-based and one by one`).toEqual(oneByOne.rebuilt[table]);
      expect(rebuilt, `${table} rebuilt and live`).toEqual(batched.live[table]);
    }
  }, 120_000);

  it('leaves groups whose replay from the log agrees with the read tables', async () => {
    for (const groupId of summary.groupIds) {
      const verify = await admin.get<GroupVerification>(`/api/audit/groups/${groupId}/verify`);
      expect(verify.status).toBe(200);
      expect(verify.body).toMatchObject({ ok: true, differences: [] });
    }
  });

  it("leaves projects whose children's contributions replay to the read tables", async () => {
    for (const projectId of summary.projectIds) {
      const verify = await admin.get<{ ok: boolean }>(`/api/audit/projects/${projectId}/verify`);
      expect(verify.status).toBe(200);
      expect(verify.body).toMatchObject({ ok: true });
    }
  });

  it("seals each child's personal data with the child's own key, which the projector opens", async () => {
    const { rows } = await system.db.pool.query<{ named: string; keys: string }>(
      `SELECT count(*) FILTER (WHERE p.first_name <> '' AND p.surname <> '') AS named,
              count(k.key_id) AS keys
         FROM participants p LEFT JOIN participant_keys k ON k.key_id = 'pk-' || p.id
        WHERE p.project_id = ANY($1::int[])`,
      [summary.projectIds],
    );
    expect(rows[0]).toEqual({ named: '50', keys: '50' });
  });

  it('makes savings the product reverses through its own command, like any other', async () => {
    const groupId = summary.groupIds[0]!;
    const savings = await admin.get<SavingRow[]>(`/api/group-savings?groupId=${groupId}`);
    const saving = savings.body.find((s) => s.reversal === null);
    expect(saving).toBeDefined();
    const reversed = await admin.post(`/api/group-savings/${saving!.id}/reverse`, {
      reason: 'Generated in error',
    });
    expect(reversed.status).toBe(200);
    await projectionsSettled(system);
    const after = await admin.get<SavingRow[]>(`/api/group-savings?groupId=${groupId}`);
    expect(after.body.find((s) => s.id === saving!.id)?.reversal).toMatchObject({
      reason: 'Generated in error',
    });
    const verify = await admin.get<GroupVerification>(`/api/audit/groups/${groupId}/verify`);
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  });

  it('refuses to generate the same seed again, storing nothing', async () => {
    const events = await eventCount(system);
    await expect(generateProgramme(system.deps, { scale: 'tiny', seed: 7 })).rejects.toBeInstanceOf(
      AlreadyGenerated,
    );
    expect(await eventCount(system)).toBe(events);
  });
});
