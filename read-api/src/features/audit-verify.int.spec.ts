import type { GroupVerification } from '@pm/domain/api/audit-queries';
import { aGroup, aMember, projectionsSettled, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Replay equals the screens: GET /api/audit/groups/{id}/verify finds a deliberately corrupted read-table row. */
describe('replay checked against the read tables', () => {
  let system: System;
  let project: ApiClient;
  let groupId: number;
  let memberId: number;

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
    groupId = (await project.post<Written>('/api/saving-groups', aGroup())).body.id;
    memberId = (await project.post<Written>('/api/group-members', aMember(groupId, '001'))).body.id;
    const saving = await project.post<Written>('/api/group-savings', {
      groupId,
      memberId,
      amount: 700,
      savingDate: '2026-02-02',
    });
    await project.post('/api/group-savings', { groupId, memberId, amount: 300, savingDate: '2026-02-09' });
    await project.post(`/api/group-savings/${saving.body.id}/reverse`, { reason: 'Recorded twice' });
    await project.post('/api/group-loans', {
      groupId,
      borrowerId: memberId,
      amount: 100,
      interestRate: 5,
      termMonths: 1,
      purpose: 'Stock for the stall',
    });
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  const verify = async () => {
    const response = await project.get<GroupVerification>(`/api/audit/groups/${groupId}/verify`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('finds no difference in an honest history, reversals and a loan included', async () => {
    expect(await verify()).toMatchObject({ ok: true, differences: [] });
  });

  it('names every figure a corrupted row breaks, and agrees again once the row is rebuilt', async () => {
    await system.db.pool.query('UPDATE saving_groups SET savings = savings + 1 WHERE id = $1', [groupId]);
    await system.db.pool.query(
      'UPDATE group_savings SET amount = amount + 5 WHERE member_id = $1 AND reversed_at IS NULL',
      [memberId],
    );
    const broken = await verify();
    expect(broken.ok).toBe(false);
    expect(broken.differences).toEqual([
      { figure: 'savings', replay: 300, readModel: 301 },
      { figure: `member ${memberId} savings`, replay: 300, readModel: 305 },
    ]);
    await system.db.pool.query('UPDATE saving_groups SET savings = savings - 1 WHERE id = $1', [groupId]);
    await system.db.pool.query(
      'UPDATE group_savings SET amount = amount - 5 WHERE member_id = $1 AND reversed_at IS NULL',
      [memberId],
    );
    expect((await verify()).ok).toBe(true);
  });

  it('keeps the check to managers in scope', async () => {
    expect(
      (await (await system.login('facilitator')).get(`/api/audit/groups/${groupId}/verify`)).status,
    ).toBe(403);
    expect((await (await system.login('project2')).get(`/api/audit/groups/${groupId}/verify`)).status).toBe(
      404,
    );
  });
});
