import { exactly, noStream } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hierarchyModel } from './hierarchy';
import { READ_MODELS } from './models';
import { applyBatch, lowestCheckpoint, prepareModels, runProjector } from './projector';
import type { ReadModel } from './read-model';
import { rebuildModels } from './rebuild';
import { savingGroupsModel } from './saving-groups';
import { anEvent, type GivenEvent, recordedBeforeIds } from './testing/an-event';

let db: TestDatabase;
let store: PostgresEventStore;
let n = 0;
const append = ({ streamId, type, data, actor }: GivenEvent, version?: number) => {
  n += 1;
  const metadata = { commandId: `c-${n}`, actor, occurredAt: `2026-01-0${(n % 9) + 1}T08:00:00.000Z` };
  return store.appendToStream(streamId, [{ type, data, metadata }], {
    expected: version === undefined ? noStream : exactly(version),
    commandId: `cmd-${n}`,
  });
};

/** Every row of every table of the models, in key order: what "the same read model" means. */
const snapshot = async (models: readonly ReadModel[]) => {
  const tables: Record<string, unknown[]> = {};
  for (const model of models)
    for (const table of model.tables)
      tables[table] = (await db.pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  return tables;
};

/** The indexes of the models' tables, by name. */
const indexes = async (models: readonly ReadModel[]) =>
  (
    await db.pool.query<{ indexname: string }>(
      'SELECT indexname FROM pg_indexes WHERE tablename = ANY($1) ORDER BY indexname',
      [models.flatMap((m) => m.tables)],
    )
  ).rows.map((r) => r.indexname);

/** A model's checkpoint; 0 before the projector has prepared it. */
const checkpoint = async (name: string) => {
  const rows = (
    await db.pool.query<{ position: string }>(
      'SELECT position::text FROM projection_checkpoints WHERE name = $1',
      [name],
    )
  ).rows;
  return BigInt(rows[0]?.position ?? '0');
};

const waitFor = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not reached');
};

beforeAll(async () => {
  db = await createTestDatabase();
  store = new PostgresEventStore(db.pool, { connectionString: db.url });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

describe('projector', () => {
  it('builds regions, clusters and projects live, waking on append', async () => {
    const controller = new AbortController();
    const running = runProjector(db.pool, store, READ_MODELS, controller.signal);
    await append(anEvent('RegionCreated', { regionId: 1, name: 'Western' }));
    await append(anEvent('ClusterCreated', { clusterId: 1, regionId: 1, name: 'Kakamega Cluster' }));
    const last = await append(anEvent('ProjectCreated', { projectId: 1, code: 'KE0420', isActive: true }));
    // Recorded as before events named their aggregate (no projectId): the upcaster takes it from the stream.
    await append(recordedBeforeIds(anEvent('ProjectStatusChanged', { projectId: 1, isActive: false })), 0);
    const details = { projectId: 1, name: 'Kakamega Town', description: 'Centre' };
    await append(recordedBeforeIds(anEvent('ProjectDetailsChanged', details)), 1);
    await waitFor(async () => (await checkpoint('hierarchy')) > last.position + 1n);
    // each model follows the log on its own: wait for the users model too before stopping
    await waitFor(async () => (await checkpoint('users')) >= (await checkpoint('hierarchy')));
    controller.abort();
    await running;
    const project = (
      await db.pool.query('SELECT code, name, description, is_active, cluster_id, region_id FROM projects')
    ).rows;
    expect(project).toEqual([
      {
        code: 'KE0420',
        name: 'Kakamega Town',
        description: 'Centre',
        is_active: false,
        cluster_id: 1,
        region_id: 1,
      },
    ]);
    // the users model passed the same positions although it handled none of these events
    expect(await checkpoint('users')).toBe(await checkpoint('hierarchy'));
  });

  it('applies nothing twice when a batch is replayed', async () => {
    const before = await snapshot([hierarchyModel]);
    const all = await store.readAll({ after: 0n, limit: 1000 });
    await db.pool.query("UPDATE projection_checkpoints SET position = 0 WHERE name = 'hierarchy'");
    await applyBatch(db.pool, hierarchyModel, all);
    expect(await snapshot([hierarchyModel])).toEqual(before);
  });

  it('rolls back the rows and the checkpoint together when a handler fails', async () => {
    const failing: ReadModel = {
      ...hierarchyModel,
      name: 'failing',
      async applyAll(tx, events) {
        await hierarchyModel.applyAll(tx, events);
        if (events.some((e) => e.type === 'ProjectStatusChanged')) throw new Error('boom');
      },
    };
    await db.pool.query(
      "INSERT INTO projection_checkpoints (name, position, schema_hash) VALUES ('failing', 0, 'x')",
    );
    await db.pool.query('DELETE FROM projects');
    const all = await store.readAll({ after: 0n });
    await expect(applyBatch(db.pool, failing, all)).rejects.toThrow('boom');
    expect(await checkpoint('failing')).toBe(0n);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM projects')).rows[0].n).toBe(0);
    await db.pool.query("UPDATE projection_checkpoints SET position = 0 WHERE name = 'hierarchy'");
    await applyBatch(db.pool, hierarchyModel, all);
  });

  it('rebuilds every read model from position zero into tables equal to the live ones', async () => {
    for (let i = 2; i <= 40; i++) {
      const project = { projectId: i, code: `KE${1000 + i}`, name: `Project ${i}`, isActive: i % 3 !== 0 };
      await append(anEvent('ProjectCreated', project));
      if (i % 4 === 0)
        await append(anEvent('ProjectStatusChanged', { projectId: i, isActive: i % 3 === 0 }), 0);
    }
    await append(anEvent('UserCreated', { userId: 1, username: 'admin' }));
    // One of each thing the other models hold, some recorded before events named their aggregate.
    const group = { groupId: 1 };
    const loan = { ...group, loanId: 2, borrowerId: 1, amount: 300000 };
    const groupEvents = [
      anEvent('GroupRegistered', group),
      anEvent('MemberJoined', { ...group, memberId: 1 }),
      recordedBeforeIds(anEvent('SavingRecorded', { ...group, memberId: 1, amount: 500000 })),
      anEvent('LoanDisbursed', loan),
      recordedBeforeIds(anEvent('GroupStatusChanged', { ...group, status: 'Suspended' })),
    ];
    for (const [version, e] of groupEvents.entries())
      await append(e, version === 0 ? undefined : version - 1);
    await append(anEvent('LoanIssued', { ...loan, totalAmount: 330000 }));
    await append(recordedBeforeIds(anEvent('RepaymentRecorded', { loanId: 2, amount: 100000 })), 0);
    await append(anEvent('EmergencyFundCreated', { ...group, fundId: 3 }));
    await append(recordedBeforeIds(anEvent('DisbursementRequested', { fundId: 3, disbursementId: 1 })), 0);
    await append(anEvent('ParticipantRegistered', { id: 5, projectId: 2 }));
    await append(recordedBeforeIds(anEvent('ParticipantInactivated', { id: 5 })), 0);
    await append(anEvent('ContributionOpened', { id: 6, participantId: 5, projectId: 2 }));
    await append(anEvent('PaymentRecorded', { contributionId: 6, amount: 40000 }), 0);
    await append(recordedBeforeIds(anEvent('PaymentReversed', { contributionId: 6, amount: 40000 })), 1);
    const controller = new AbortController();
    const running = runProjector(db.pool, store, READ_MODELS, controller.signal);
    const head = (await store.readAll({ after: 0n, limit: 100000 })).at(-1)!.position;
    await waitFor(async () => (await lowestCheckpoint(db.pool, READ_MODELS)) >= head);
    controller.abort();
    await running;
    const live = await snapshot(READ_MODELS);
    expect((live.projects ?? []).length).toBe(40);
    expect(live.group_savings).toHaveLength(1);
    expect(live.payments).toHaveLength(1);
    expect(live.activity?.length).toBeGreaterThan(50);

    const liveIndexes = await indexes(READ_MODELS);
    expect(liveIndexes).toContain('group_savings_newest');

    // a model that fails half-way stops the others, and leaves every table and checkpoint as it was
    const failing: ReadModel = {
      ...savingGroupsModel,
      applyAll: async (tx, events, options) => {
        if (events.some((e) => e.type === 'LoanIssued')) throw new Error('a handler failed');
        return savingGroupsModel.applyAll(tx, events, options);
      },
    };
    const models = READ_MODELS.map((m) => (m === savingGroupsModel ? failing : m));
    await expect(rebuildModels(db.pool, store, models, { pageSize: 3 })).rejects.toThrow('a handler failed');
    expect(await snapshot(READ_MODELS)).toEqual(live);
    expect(await checkpoint('hierarchy')).toBe(head);

    // pages shared by models going at their own pace; the lists' indexes made once the tables are full
    await rebuildModels(db.pool, store, READ_MODELS, { pageSize: 7 });
    expect(await snapshot(READ_MODELS)).toEqual(live);
    expect(await indexes(READ_MODELS)).toEqual(liveIndexes);
    expect(await checkpoint('hierarchy')).toBe(head);
  });

  it('recreates a model whose schema changed, then catches it up', async () => {
    await db.pool.query("UPDATE projection_checkpoints SET schema_hash = 'old' WHERE name = 'users'");
    await prepareModels(db.pool, READ_MODELS);
    expect(await checkpoint('users')).toBe(0n);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
  });
});
