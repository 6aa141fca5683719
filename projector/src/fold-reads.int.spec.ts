import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kpisModel } from './kpis';
import { applyBatch, prepareModels } from './projector';
import { rollupsModel } from './rollups';
import { anEvent, recordedInOrder } from './testing/an-event';
import { countedPool } from './testing/counted-pool';

let db: TestDatabase;
const place = { projectId: 1, clusterId: 1, regionId: 1 };

const given = [
  anEvent('GroupRegistered', { groupId: 1, name: 'Upendo', registrationDate: '2026-01-05', ...place }),
  anEvent('MemberJoined', { groupId: 1, memberId: 1, joinedOn: '2026-01-05' }),
  anEvent('MemberJoined', { groupId: 1, memberId: 2, joinedOn: '2026-01-05' }),
  anEvent('MeetingScheduled', { meetingId: 1, groupId: 1, meetingDate: '2026-01-12', ...place }),
  ...[1, 2, 3, 4].map((savingId) =>
    anEvent('SavingRecorded', {
      groupId: 1,
      savingId,
      memberId: 1 + (savingId % 2),
      meetingId: 1,
      amount: 10_000,
      savingDate: '2026-01-12',
    }),
  ),
];
const history = recordedInOrder(given);
const setUp = history.slice(0, 4);
const savings = history.slice(4);

beforeAll(async () => {
  db = await createTestDatabase();
  await prepareModels(db.pool, [rollupsModel, kpisModel]);
  for (const model of [rollupsModel, kpisModel]) await applyBatch(db.pool, model, setUp);
});
afterAll(async () => {
  await db.drop();
});

describe('a run of savings folded', () => {
  it('reads the state of its groups only, not of the members, meetings or savings it names', async () => {
    for (const model of [rollupsModel, kpisModel]) {
      const { pool, reads } = countedPool(db.pool);
      await applyBatch(pool, model, savings);
      expect(reads.filter((table) => /_state$|^kpi_(groups|members|meetings|loans)$/.test(table))).toEqual(
        model === rollupsModel ? ['rollup_group_state'] : ['kpi_groups'],
      );
    }
    const month = await db.pool.query(
      "SELECT savings::text FROM rollup_months WHERE scope = 'project' AND scope_id = 1 AND month = '2026-01'",
    );
    expect(month.rows).toEqual([{ savings: '400.00' }]);
    const rows = await db.pool.query('SELECT id, month, amount::text FROM rollup_saving_state ORDER BY id');
    expect(rows.rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('leaves a stored saving as it is when a created one has its id, as the single handler does', async () => {
    await db.pool.query("UPDATE rollup_saving_state SET month = '2025-12' WHERE id = 4");
    const again = recordedInOrder([
      ...given,
      anEvent('SavingRecorded', {
        groupId: 1,
        savingId: 4,
        memberId: 1,
        amount: 500,
        savingDate: '2026-02-02',
      }),
      anEvent('SavingRecorded', {
        groupId: 1,
        savingId: 5,
        memberId: 1,
        amount: 700,
        savingDate: '2026-02-02',
      }),
    ]).slice(-2);
    await applyBatch(db.pool, rollupsModel, again);
    const rows = await db.pool.query(
      'SELECT id, month, amount::text FROM rollup_saving_state WHERE id >= 4 ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { id: 4, month: '2025-12', amount: '10000' },
      { id: 5, month: '2026-02', amount: '700' },
    ]);
  });
});

describe('a saving alone, folded as a run of one', () => {
  const lone = (groupId: number, savingId: number, savingDate: string) =>
    recordedInOrder([
      ...given,
      ...Array.from({ length: savingId - given.length }, () => anEvent('ProjectCreated', { projectId: 9 })),
      anEvent('SavingRecorded', { groupId, savingId, memberId: 1, amount: 2_500, savingDate }),
    ]).slice(-1);
  const months = async (month: string) => ({
    rollups: (
      await db.pool.query(
        'SELECT scope, scope_id, savings::text FROM rollup_months WHERE month = $1 ORDER BY scope, scope_id',
        [month],
      )
    ).rows,
    kpis: (
      await db.pool.query(
        'SELECT scope, scope_id, savings::text FROM kpi_months WHERE month = $1 ORDER BY scope, scope_id',
        [month],
      )
    ).rows,
  });

  it("reads its group's state once and writes each table it moves once", async () => {
    const counts: Record<string, string[]> = {};
    for (const model of [rollupsModel, kpisModel]) {
      const { pool, statements } = countedPool(db.pool);
      await applyBatch(pool, model, lone(1, 20, '2026-03-09'));
      // the model's own statements, between the checkpoint's lock and its move
      counts[model.name] = statements.filter(
        (text) => !/projection_checkpoints|^(BEGIN|COMMIT|ROLLBACK)/.test(text),
      );
    }
    const tablesOf = (texts: string[] | undefined) =>
      (texts ?? []).map((text) =>
        /^(SELECT|INSERT INTO) .*?(\w+_\w+)\b(?= \(| WHERE)/s.exec(text)?.slice(1, 3).join(' '),
      );
    expect(tablesOf(counts[rollupsModel.name])).toEqual([
      'SELECT rollup_group_state',
      'INSERT INTO rollup_saving_state',
      'INSERT INTO rollup_months',
    ]);
    expect(tablesOf(counts[kpisModel.name])).toEqual([
      'SELECT kpi_groups',
      'INSERT INTO kpi_groups',
      'INSERT INTO kpi_months',
    ]);
    expect(await months('2026-03')).toEqual({
      rollups: [
        { scope: 'cluster', scope_id: 1, savings: '25.00' },
        { scope: 'programme', scope_id: 0, savings: '25.00' },
        { scope: 'project', scope_id: 1, savings: '25.00' },
        { scope: 'region', scope_id: 1, savings: '25.00' },
      ],
      kpis: [
        { scope: 'cluster', scope_id: 1, savings: '2500' },
        { scope: 'group', scope_id: 1, savings: '2500' },
        { scope: 'programme', scope_id: 0, savings: '2500' },
        { scope: 'project', scope_id: 1, savings: '2500' },
        { scope: 'region', scope_id: 1, savings: '2500' },
      ],
    });
  });

  it('moves no month for a group the models never saw registered', async () => {
    for (const model of [rollupsModel, kpisModel])
      await applyBatch(db.pool, model, lone(99, 21, '2026-04-06'));
    expect(await months('2026-04')).toEqual({ rollups: [], kpis: [] });
  });
});
