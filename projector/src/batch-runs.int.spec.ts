import type { ProjectCreated } from '@pm/domain';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBatch, ProjectionError, prepareModels } from './projector';
import { defineReadModel } from './read-model';
import { anEvent, recordedInOrder } from './testing/an-event';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

/** A model of project codes whose handlers refuse `refused` (one project id), counting the batch calls. */
const codesModel = (name: string, options: { refused?: number; batchRefuses?: boolean }) => {
  const calls = { batches: 0, singles: 0 };
  const model = defineReadModel<ProjectCreated>({
    name,
    tables: [`${name}_codes`],
    schema: `CREATE TABLE ${name}_codes (id integer PRIMARY KEY, code text NOT NULL);`,
    handlers: {
      ProjectCreated: async (tx, e) => {
        calls.singles += 1;
        if (e.data.projectId === options.refused) throw new Error(`project ${e.data.projectId} refused`);
        await tx.query(`INSERT INTO ${name}_codes VALUES ($1, $2)`, [e.data.projectId, e.data.code]);
      },
    },
    batchHandlers: {
      ProjectCreated: async (tx, events) => {
        calls.batches += 1;
        if (options.batchRefuses || events.some((e) => e.data.projectId === options.refused))
          throw new Error('the run failed');
        await tx.query(`INSERT INTO ${name}_codes SELECT * FROM unnest($1::int[], $2::text[])`, [
          events.map((e) => e.data.projectId),
          events.map((e) => e.data.code),
        ]);
      },
    },
  });
  return { model, calls };
};

const projects = (ids: number[]) =>
  recordedInOrder(ids.map((id) => anEvent('ProjectCreated', { projectId: id, code: `KE${1000 + id}` })));

const codes = async (name: string) =>
  (await db.pool.query<{ id: number }>(`SELECT id FROM ${name}_codes ORDER BY id`)).rows.map((r) => r.id);

describe('runs of one type applied by a batch handler', () => {
  it('applies a run in one call of the batch handler, a lone event by its single handler', async () => {
    const { model, calls } = codesModel('runs_ok', {});
    await prepareModels(db.pool, [model]);
    await applyBatch(db.pool, model, projects([1, 2, 3, 4]));
    expect(calls).toEqual({ batches: 1, singles: 0 });
    await applyBatch(db.pool, model, projects([1, 2, 3, 4, 5]).slice(4));
    expect(calls).toEqual({ batches: 1, singles: 1 });
    expect(await codes('runs_ok')).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the very event that fails when a run fails, applying nothing of the batch', async () => {
    const { model } = codesModel('runs_refused', { refused: 3 });
    await prepareModels(db.pool, [model]);
    const failure = await applyBatch(db.pool, model, projects([1, 2, 3, 4])).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProjectionError);
    expect(failure).toMatchObject({ batched: false, event: { position: 3n, type: 'ProjectCreated' } });
    expect((failure as Error).message).toContain('project 3 refused');
    expect(await codes('runs_refused')).toEqual([]);
  });

  it('still applies a batch whose batch handler fails and whose single handlers do not', async () => {
    const { model, calls } = codesModel('runs_fallback', { batchRefuses: true });
    await prepareModels(db.pool, [model]);
    await applyBatch(db.pool, model, projects([1, 2, 3]));
    expect(calls).toEqual({ batches: 1, singles: 3 });
    expect(await codes('runs_fallback')).toEqual([1, 2, 3]);
  });
});

describe('models applying the same batch at the same moment', () => {
  /** The transaction that last wrote each model's checkpoint row. */
  const writers = async (names: string[]) =>
    (
      await db.pool.query<{ xmin: string }>(
        'SELECT xmin::text FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name',
        [names],
      )
    ).rows.map((r) => r.xmin);

  it('share one transaction: rows and checkpoints of both committed together', async () => {
    const good = codesModel('joint_good', {});
    const other = codesModel('joint_other', {});
    await prepareModels(db.pool, [good.model, other.model]);

    // two healthy models: rows and both checkpoints committed by one transaction
    const first = projects([1, 2, 3]);
    await Promise.all([applyBatch(db.pool, good.model, first), applyBatch(db.pool, other.model, first)]);
    expect(await codes('joint_good')).toEqual([1, 2, 3]);
    expect(await codes('joint_other')).toEqual([1, 2, 3]);
    expect(good.calls).toEqual({ batches: 1, singles: 0 });
    const [a, b] = await writers(['joint_good', 'joint_other']);
    expect(a).toBe(b);
  });

  it('falls back to each model alone when one of them fails in the shared transaction', async () => {
    const good = codesModel('joint2_good', {});
    const bad = codesModel('joint2_bad', { refused: 2 });
    await prepareModels(db.pool, [good.model, bad.model]);
    const batch = projects([1, 2, 3]);
    const [ok, failed] = await Promise.allSettled([
      applyBatch(db.pool, good.model, batch),
      applyBatch(db.pool, bad.model, batch),
    ]);
    expect(ok!.status).toBe('fulfilled');
    expect(await codes('joint2_good')).toEqual([1, 2, 3]);
    expect(failed!.status === 'rejected' ? failed!.reason : null).toMatchObject({ event: { position: 2n } });
    expect(await codes('joint2_bad')).toEqual([]);
    // the healthy model's batch handler ran twice (shared, rolled back; then alone), the failing one's
    // batch handler once, then its single handlers up to the event it refuses
    expect(good.calls).toEqual({ batches: 2, singles: 0 });
    expect(bad.calls).toEqual({ batches: 1, singles: 2 });
  });
});
