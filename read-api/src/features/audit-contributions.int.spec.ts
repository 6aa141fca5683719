import { businessDate, monthOf } from '@pm/domain';
import { projectIdByCode, type Written } from '@pm/system/builders';
import { aParticipant } from '@pm/system/participant-bodies';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Standing {
  contributionId: number;
  participantCode: string | null;
  month: string;
  expected: number;
  paid: number;
  outstanding: number;
}

/** GET /api/audit/projects/{id}/contributions: expected, paid and outstanding per child and month as they stood. */
describe("a project's contributions as they stood", () => {
  let system: System;
  let project: ApiClient;
  let projectId: number;
  let contributionId: number;
  let beforePayment: string;

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
    projectId = await projectIdByCode(project, 'KE0420');
    const child = await project.post<Written>(
      '/api/participants',
      aParticipant({ participantId: 'KE0420-A77', firstName: 'Audit', surname: 'Child' }),
    );
    expect(child.status).toBe(201);
    const rows = (await project.get<{ id: number; participantCode: string }[]>('/api/contributions')).body;
    contributionId = rows.find((r) => r.participantCode === 'KE0420-A77')!.id;
    beforePayment = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const paid = await project.post<Written>('/api/payments', { contributionId, amount: 600 });
    expect(paid.status).toBe(201);
    await project.post(`/api/payments/${paid.body.id}/reverse`, { reason: 'Wrong child' });
    await project.post('/api/payments', { contributionId, amount: 250 });
  });
  afterAll(async () => {
    await system.stop();
  });

  const standing = async (query: string) => {
    const response = await project.get<Standing[]>(`/api/audit/projects/${projectId}/contributions${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.find((r) => r.contributionId === contributionId);
  };

  it('answers the month as it stands now, and before the payments were recorded', async () => {
    expect(await standing('')).toMatchObject({
      participantCode: 'KE0420-A77',
      month: monthOf(businessDate(new Date().toISOString())),
      expected: 1000,
      paid: 250,
      outstanding: 750,
    });
    expect(await standing(`?knownAt=${encodeURIComponent(beforePayment)}`)).toMatchObject({
      paid: 0,
      outstanding: 1000,
    });
    expect(await standing('?asOf=2020-01-01')).toBeUndefined();
  });

  it('keeps the view to managers of the project', async () => {
    expect(
      (await (await system.login('facilitator')).get(`/api/audit/projects/${projectId}/contributions`))
        .status,
    ).toBe(403);
    expect(
      (await (await system.login('project2')).get(`/api/audit/projects/${projectId}/contributions`)).status,
    ).toBe(404);
    expect((await project.get(`/api/audit/projects/${projectId}/contributions?asOf=2026-13-01`)).status).toBe(
      400,
    );
  });
});
