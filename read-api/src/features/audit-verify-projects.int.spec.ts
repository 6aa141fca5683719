import { businessDate, monthOf } from '@pm/domain';
import type { ProjectVerification } from '@pm/domain/api/audit-queries';
import { projectIdByCode, projectionsSettled, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Summary {
  expected: number;
  collected: number;
  outstanding: number;
}

/** Replay equals the screens for contributions: GET /api/audit/projects/{id}/verify finds corrupted rows. */
describe("a project's contributions replayed and held to the read tables", () => {
  let system: System;
  let project: ApiClient;
  let projectId: number;
  let contributionId: number;
  let label: string;
  const month = monthOf(businessDate(new Date().toISOString()));

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
    projectId = await projectIdByCode(project, 'KE0420');
    const child = await project.post<Written>('/api/participants', {
      participantId: 'KE0420-V01',
      firstName: 'Verify',
      secondName: null,
      surname: 'Child',
      dateOfBirth: '2016-05-02',
      gender: 'Male',
      parentGuardianName: 'Ruth Wanjiru',
      careGiverName: null,
      contactPhone: '+254712345679',
      gradeLevel: 'Grade 2',
      monthlyContribution: 1000,
      plannedExitDate: null,
    });
    expect(child.status).toBe(201);
    const rows = (await project.get<{ id: number; participantCode: string }[]>('/api/contributions')).body;
    contributionId = rows.find((r) => r.participantCode === 'KE0420-V01')!.id;
    label = `contribution ${contributionId} (KE0420-V01, ${month})`;
    const paid = await project.post<Written>('/api/payments', { contributionId, amount: 600 });
    expect(paid.status).toBe(201);
    await project.post(`/api/payments/${paid.body.id}/reverse`, { reason: 'Wrong child' });
    expect((await project.post('/api/payments', { contributionId, amount: 250 })).status).toBe(201);
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  const verify = async () => {
    const response = await project.get<ProjectVerification>(`/api/audit/projects/${projectId}/verify`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const sql = (text: string, values: unknown[]) => system.db.pool.query(text, values);

  it('finds no difference in an honest history of payments and a reversal', async () => {
    expect(await verify()).toMatchObject({ projectId, ok: true, differences: [] });
  });

  it("names each figure of a child's month, the project's totals and the month's rollup a corruption breaks", async () => {
    const summary = (
      await project.get<Summary>(`/api/contributions/summary?projectId=${projectId}&month=all`)
    ).body;
    const rollup = Number(
      (
        await sql(
          `SELECT outstanding FROM rollup_months WHERE scope = 'project' AND scope_id = $1 AND month = $2`,
          [projectId, month],
        )
      ).rows[0].outstanding,
    );
    await sql('UPDATE contributions SET paid_amount = paid_amount + 5 WHERE id = $1', [contributionId]);
    await sql('UPDATE payments SET amount = amount + 1 WHERE contribution_id = $1 AND NOT reversed', [
      contributionId,
    ]);
    await sql(
      `UPDATE rollup_months SET outstanding = outstanding - 10 WHERE scope = 'project' AND scope_id = $1 AND month = $2`,
      [projectId, month],
    );

    const broken = await verify();
    expect(broken.ok).toBe(false);
    expect(broken.differences).toEqual([
      { figure: `${label} paid`, replay: 250, readModel: 255 },
      { figure: `${label} outstanding`, replay: 750, readModel: 745 },
      { figure: `${label} payments`, replay: 250, readModel: 251 },
      { figure: 'paid', replay: summary.collected, readModel: summary.collected + 5 },
      { figure: 'outstanding', replay: summary.outstanding, readModel: summary.outstanding - 5 },
      { figure: `month ${month} outstanding`, replay: rollup, readModel: rollup - 10 },
    ]);

    await sql('UPDATE contributions SET paid_amount = paid_amount - 5 WHERE id = $1', [contributionId]);
    await sql('UPDATE payments SET amount = amount - 1 WHERE contribution_id = $1 AND NOT reversed', [
      contributionId,
    ]);
    await sql(
      `UPDATE rollup_months SET outstanding = outstanding + 10 WHERE scope = 'project' AND scope_id = $1 AND month = $2`,
      [projectId, month],
    );
    expect((await verify()).ok).toBe(true);
  });

  it('still replays a contribution whose read row went missing, found by its reservation', async () => {
    const saved = (
      await sql('SELECT row_to_json(c) AS row FROM contributions c WHERE id = $1', [contributionId])
    ).rows[0].row;
    await sql('DELETE FROM contributions WHERE id = $1', [contributionId]);
    const { differences } = await verify();
    expect(differences).toContainEqual({ figure: `${label} row`, replay: 1, readModel: 0 });
    // the row's money leaves the summary's totals: they fall short by this child's month
    const total = (figure: string) => differences.find((d) => d.figure === figure)!;
    expect(total('expected').replay - total('expected').readModel).toBe(1000);
    expect(total('paid').replay - total('paid').readModel).toBe(250);

    await sql('INSERT INTO contributions SELECT * FROM json_populate_record(null::contributions, $1)', [
      saved,
    ]);
    expect((await verify()).ok).toBe(true);
  });

  it('keeps the check to managers of the project', async () => {
    expect(
      (await (await system.login('facilitator')).get(`/api/audit/projects/${projectId}/verify`)).status,
    ).toBe(403);
    expect(
      (await (await system.login('project2')).get(`/api/audit/projects/${projectId}/verify`)).status,
    ).toBe(404);
  });
});
