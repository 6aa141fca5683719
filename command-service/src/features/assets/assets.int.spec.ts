import { businessDate } from '@pm/domain';
import type { AssetRow } from '@pm/domain/assets/rows';
import { type ErrorBody, eventCount, projectIdByCode, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let n = 0;
const anAsset = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    assetId: `T-LAP-${n}`,
    name: `Laptop ${n}`,
    description: 'Office laptop',
    condition: 'Good',
    disposalPrice: null,
    ...overrides,
  };
};
/** The assets are registered today: a disposal is dated today, never before. */
const today = businessDate(new Date().toISOString());
const disposal = (condition: string, disposalDate = today) => ({
  condition,
  disposalPrice: 1200.5,
  disposalDate,
});

describe('asset register: POST/PATCH/DELETE /api/assets', () => {
  let system: System;
  let project: ApiClient;
  let project2: ApiClient;
  let facilitator: ApiClient;
  let admin: ApiClient;
  let ke0420: number;
  beforeAll(async () => {
    system = await startSystem();
    [project, project2, facilitator, admin] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('facilitator'),
      system.login('admin'),
    ]);
    ke0420 = await projectIdByCode(admin, 'KE0420');
  });
  afterAll(async () => {
    await system.stop();
  });

  const assets = async (client: ApiClient, query = '') =>
    (await client.get<AssetRow[]>(`/api/assets${query}`)).body;
  const patch = (client: ApiClient, id: number, body: unknown) =>
    client.request<ErrorBody>('PATCH', `/api/assets/${id}`, body);
  const remove = (client: ApiClient, id: number) => client.request<ErrorBody>('DELETE', `/api/assets/${id}`);

  it("adds an asset to a ProjectAdmin's own project and lists it in scope", async () => {
    const created = await project.post<Written>(
      '/api/assets',
      anAsset({ assetId: 'T-BUS-1', name: 'School bus', condition: 'Obsolete', disposalPrice: '350000.50' }),
    );
    expect(created.status).toBe(201);
    const row = (await assets(project)).find((a) => a.id === created.body.id);
    expect(row).toMatchObject({
      assetId: 'T-BUS-1',
      name: 'School bus',
      condition: 'Obsolete',
      disposalPrice: 350000.5,
      projectId: ke0420,
      projectCode: 'KE0420',
    });
    expect((await assets(project, '?search=school&condition=Obsolete')).map((a) => a.id)).toEqual([
      created.body.id,
    ]);
    expect((await assets(project2)).some((a) => a.id === created.body.id)).toBe(false);
    expect((await project2.get(`/api/assets?projectId=${ke0420}`)).status).toBe(403);
  });

  it('answers 409 for an asset ID already in use, whatever its case, and stores nothing', async () => {
    expect((await project.post('/api/assets', anAsset({ assetId: 'T-DUP-1' }))).status).toBe(201);
    const before = await eventCount(system);
    const again = await project2.post<ErrorBody>('/api/assets', anAsset({ assetId: 't-dup-1' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Asset ID t-dup-1 is already in use');
    expect(await eventCount(system)).toBe(before);
  });

  it("refuses bad inputs with the specification's messages and stores nothing", async () => {
    const before = await eventCount(system);
    const cases: [Record<string, unknown>, string][] = [
      [{ assetId: '' }, 'Asset ID is required'],
      [{ name: '  ' }, 'Asset name is required'],
      [{ condition: 'Broken' }, 'Condition must be Good, Obsolete or Disposed'],
      [{ condition: 'Disposed', disposalPrice: -5 }, 'Disposal price must be a valid positive number'],
      [{ condition: 'Disposed', disposalPrice: 'abc' }, 'Disposal price must be a valid positive number'],
      [{ condition: 'Obsolete', disposalPrice: -10 }, 'Disposal price must be a valid positive number'],
      [{ condition: 'Obsolete', disposalPrice: '-10' }, 'Disposal price must be a valid positive number'],
      [{ disposalPrice: 10 }, 'A disposal price is given only for an Obsolete or Disposed asset'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await project.post<ErrorBody>('/api/assets', anAsset(overrides));
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const noProject = await admin.post<ErrorBody>('/api/assets', anAsset());
    expect(noProject.status).toBe(400);
    expect(noProject.body.message).toBe('Please select a project');
    expect(await eventCount(system)).toBe(before);
  });

  it('refuses a negative or non-numeric disposal price of a condition change and stores nothing', async () => {
    const { id } = (await project.post<Written>('/api/assets', anAsset())).body;
    const before = await eventCount(system);
    for (const disposalPrice of [-10, '-10', 'abc']) {
      const refused = await patch(project, id, { ...disposal('Disposed'), disposalPrice });
      expect(refused.status, String(disposalPrice)).toBe(400);
      expect(refused.body.message).toBe('Disposal price must be a valid positive number');
    }
    expect(await eventCount(system)).toBe(before);
    expect((await assets(project)).find((a) => a.id === id)).toMatchObject({
      condition: 'Good',
      disposalPrice: null,
    });
  });

  it('moves the condition forward only, with a disposal price and date', async () => {
    const { id } = (await project.post<Written>('/api/assets', anAsset())).body;
    const noPrice = await patch(project, id, { condition: 'Obsolete', disposalDate: today });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.message).toBe('Disposal price is required');
    const future = await patch(project, id, disposal('Obsolete', '2199-01-01'));
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Disposal date cannot be in the future');

    // an asset added today was not disposed of in 2005 (nor yesterday)
    const beforeRegistered = await patch(project, id, disposal('Disposed', '2005-04-01'));
    expect(beforeRegistered.status).toBe(400);
    expect(beforeRegistered.body.message).toBe(
      `Disposal date cannot be before the asset was registered on ${today}`,
    );
    expect(beforeRegistered.body.details).toEqual({ disposalDate: beforeRegistered.body.message });

    expect((await patch(project, id, disposal('Obsolete'))).status).toBe(200);
    const back = await patch(project, id, disposal('Good'));
    expect(back.status).toBe(422);
    expect(back.body.message).toBe("An asset's condition cannot go back from Obsolete to Good");
    expect((await patch(project, id, disposal('Disposed'))).status).toBe(200);
    expect((await assets(project)).find((a) => a.id === id)).toMatchObject({
      condition: 'Disposed',
      disposalPrice: 1200.5,
      disposalDate: today,
    });
  });

  it('deletes an asset, keeps its history and frees its asset ID', async () => {
    const body = anAsset();
    const { id } = (await project.post<Written>('/api/assets', body)).body;
    expect((await remove(project, id)).status).toBe(200);
    expect((await assets(project)).some((a) => a.id === id)).toBe(false);
    expect((await remove(project, id)).status).toBe(404);
    const history = await project.get<{ type: string }[]>(`/api/history/asset-${id}`);
    expect(history.body.map((e) => e.type).sort()).toEqual(['AssetDeleted', 'AssetRegistered']);
    expect((await project.post('/api/assets', body)).status).toBe(201);
  });

  it("hides another project's asset (404) and refuses writers without the capability (403)", async () => {
    const { id } = (await project.post<Written>('/api/assets', anAsset())).body;
    const before = await eventCount(system);
    expect((await remove(project2, id)).status).toBe(404);
    expect((await patch(project2, id, disposal('Obsolete'))).status).toBe(404);
    expect((await project2.get(`/api/history/asset-${id}`)).status).toBe(404);
    expect((await facilitator.post('/api/assets', anAsset())).status).toBe(403);
    expect((await remove(facilitator, id)).status).toBe(403);
    expect((await project.post('/api/assets', anAsset({ projectId: ke0420 + 1000 }))).status).toBe(403);
    expect(await eventCount(system)).toBe(before);
    expect((await facilitator.get('/api/assets')).status).toBe(200);
  });

  it("counts assets by condition on the dashboard of the caller's scope", async () => {
    const stats = await project.get<{ assets: Record<string, number> }>('/api/dashboard/stats');
    const rows = await assets(project);
    expect(stats.body.assets).toEqual({
      total: rows.length,
      Good: rows.filter((a) => a.condition === 'Good').length,
      Obsolete: rows.filter((a) => a.condition === 'Obsolete').length,
      Disposed: rows.filter((a) => a.condition === 'Disposed').length,
    });
    expect(stats.body.assets.total).toBeGreaterThan(0);
  });
});
