import type { HistoryEventRow } from '@pm/domain/api/account-queries';
import type { GroupSavingRow, SavingGroupRow } from '@pm/domain/saving-groups/rows';
import { db } from '@pm/infra/db/typed';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_AHEAD, typedPage } from './typed-paging';

/** The probe table this test makes, as a typed query knows it. */
const probe = db as unknown as Kysely<{ paging_probe: { id: number } }>;

/**
 * Hardening, "list routes ignore limit (one group's history is 681 kB in one answer)": every list takes
 * `limit` (at most 1,000, the default) and `offset`, and answers the total and the next page.
 */
describe('paged lists', () => {
  let system: System;
  let project: ApiClient;
  let group: SavingGroupRow;

  beforeAll(async () => {
    system = await startSystem();
    project = await system.login('project');
    group = (await project.get<SavingGroupRow[]>('/api/saving-groups')).body.find(
      (g) => g.name === 'Upendo Women Group',
    )!;
  });
  afterAll(async () => {
    await system.stop();
  });

  it('answers one page, the total and a link to the next', async () => {
    const all = await project.get<GroupSavingRow[]>(`/api/group-savings?groupId=${group.id}`);
    const total = all.body.length;
    expect(total).toBeGreaterThan(10);
    expect(all.headers['x-total-count']).toBe(String(total));
    expect(all.headers.link).toBeUndefined();

    const first = await project.get<GroupSavingRow[]>(`/api/group-savings?groupId=${group.id}&limit=5`);
    expect(first.body).toEqual(all.body.slice(0, 5));
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(first.headers.link).toBe(`</api/group-savings?groupId=${group.id}&limit=5&offset=5>; rel="next"`);
    const second = await project.get<GroupSavingRow[]>(
      `/api/group-savings?groupId=${group.id}&limit=5&offset=5`,
    );
    expect(second.body).toEqual(all.body.slice(5, 10));
  });

  it('caps the page at 1,000 rows and refuses malformed paging', async () => {
    expect((await project.get(`/api/group-savings?limit=1000000`)).status).toBe(200);
    for (const bad of ['limit=0', 'limit=-1', 'limit=1e3', 'offset=-1', 'offset=0x10'])
      expect((await project.get(`/api/group-savings?${bad}`)).status, bad).toBe(400);
  });

  it('pages a stream history from the newest event', async () => {
    const all = await project.get<HistoryEventRow[]>(`/api/history/group-${group.id}`);
    const newest = await project.get<HistoryEventRow[]>(`/api/history/group-${group.id}?order=desc&limit=3`);
    expect(newest.body.map((e) => e.position)).toEqual(
      all.body
        .slice(-3)
        .reverse()
        .map((e) => e.position),
    );
    expect(newest.headers['x-total-count']).toBe(String(all.body.length));
  });

  it('counts a long list only so far past the page, and says so', async () => {
    const { pool } = system.db;
    await pool.query('CREATE TABLE paging_probe AS SELECT n AS id FROM generate_series(1, 10100) AS n');
    const page = async (offset: number) => {
      const headers: Record<string, string> = {};
      const ctx = {
        pool,
        request: { query: { limit: 50, offset }, url: '/api/probe?limit=50' },
        reply: {
          header: (name: string, value: string) => {
            headers[name] = value;
          },
        },
      } as unknown as Parameters<typeof typedPage>[0];
      const rows = await typedPage(ctx, probe.selectFrom('paging_probe').select('id').orderBy('id'));
      return { ids: rows.map((r) => r.id), headers };
    };
    const first = await page(0);
    expect(first.ids).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(first.headers).toMatchObject({
      'x-total-count': String(50 + COUNT_AHEAD + 1),
      'x-total-count-bounded': 'true',
    });
    expect(first.headers.link).toContain('offset=50');
    const last = await page(10_050);
    expect(last.ids).toEqual(Array.from({ length: 50 }, (_, i) => 10_051 + i));
    expect(last.headers['x-total-count']).toBe('10100');
    expect(last.headers['x-total-count-bounded']).toBeUndefined();
    expect(last.headers.link).toBeUndefined();
  });
});
