import type { ProjectCreated } from '@pm/domain';
import { createPool } from '@pm/infra/db/pool';
import { createTestDatabase, type TestDatabase } from '@pm/infra/testing/database';
import type pg from 'pg';
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

/**
 * A model of project codes whose handlers refuse `refused` (one project id), counting the batch calls.
 * With `refusedBy: 'database'` the refusal is PostgreSQL's (a code of null), else the handler's own
 * throw; `log` records each statement sent and answered (model name first); the batch handler reads its
 * table back after its insert (a second statement).
 */
const codesModel = (
  name: string,
  options: { refused?: number; batchRefuses?: boolean; refusedBy?: 'database'; log?: string[] },
) => {
  const calls = { batches: 0, singles: 0 };
  const refuse = (id: number) => {
    if (id === options.refused && options.refusedBy !== 'database') throw new Error(`project ${id} refused`);
  };
  const codeOf = (e: { data: { projectId: number; code: string } }) =>
    e.data.projectId === options.refused ? null : e.data.code;
  const query = async (tx: pg.PoolClient, text: string, values: unknown[]) => {
    options.log?.push(`${name} sent`);
    try {
      return await tx.query(text, values);
    } finally {
      options.log?.push(`${name} answered`);
    }
  };
  const model = defineReadModel<ProjectCreated>({
    name,
    tables: [`${name}_codes`],
    schema: `CREATE TABLE ${name}_codes (id integer PRIMARY KEY, code text NOT NULL);`,
    handlers: {
      ProjectCreated: async (tx, e) => {
        calls.singles += 1;
        refuse(e.data.projectId);
        await query(tx, `INSERT INTO ${name}_codes VALUES ($1, $2)`, [e.data.projectId, codeOf(e)]);
      },
    },
    batchHandlers: {
      ProjectCreated: async (tx, events) => {
        calls.batches += 1;
        if (options.batchRefuses) throw new Error('the run failed');
        for (const e of events) refuse(e.data.projectId);
        await query(tx, `INSERT INTO ${name}_codes SELECT * FROM unnest($1::int[], $2::text[])`, [
          events.map((e) => e.data.projectId),
          events.map(codeOf),
        ]);
        await query(tx, `SELECT count(*) FROM ${name}_codes WHERE id = ANY($1)`, [
          events.map((e) => e.data.projectId),
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

// The projector's own pool is pipelined (projector/src/server.ts): there the models of a shared
// transaction send their statements without waiting for each other's answers.
describe.each([
  ['one statement after another', false],
  ['pipelined', true],
] as const)('models applying the same batch at the same moment, %s', (_, pipeline) => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = pipeline ? createPool(db.url, 4, { pipeline: true }) : db.pool;
  });
  afterAll(async () => {
    if (pipeline) await pool.end();
  });
  /** A table name of this variant's own. */
  const named = (name: string) => `${name}_${pipeline ? 'p' : 's'}`;

  /** The transaction that last wrote each model's checkpoint row. */
  const writers = async (names: string[]) =>
    (
      await db.pool.query<{ xmin: string }>(
        'SELECT xmin::text FROM projection_checkpoints WHERE name = ANY($1) ORDER BY name',
        [names],
      )
    ).rows.map((r) => r.xmin);

  it('share one transaction: rows and checkpoints of both committed together', async () => {
    const good = codesModel(named('joint_good'), {});
    const other = codesModel(named('joint_other'), {});
    await prepareModels(pool, [good.model, other.model]);

    // two healthy models: rows and both checkpoints committed by one transaction
    const first = projects([1, 2, 3]);
    await Promise.all([applyBatch(pool, good.model, first), applyBatch(pool, other.model, first)]);
    expect(await codes(named('joint_good'))).toEqual([1, 2, 3]);
    expect(await codes(named('joint_other'))).toEqual([1, 2, 3]);
    expect(good.calls).toEqual({ batches: 1, singles: 0 });
    const [a, b] = await writers([named('joint_good'), named('joint_other')]);
    expect(a).toBe(b);
  });

  it(
    pipeline
      ? "send the models' statements together, not one model's after another's answers"
      : "send one model's statements after another's, on a connection that is not pipelined",
    async () => {
      const log: string[] = [];
      const first = codesModel(named('joint_first'), { log });
      const second = codesModel(named('joint_second'), { log });
      await prepareModels(pool, [first.model, second.model]);
      const batch = projects([1, 2]);
      await Promise.all([applyBatch(pool, first.model, batch), applyBatch(pool, second.model, batch)]);
      expect(await codes(named('joint_second'))).toEqual([1, 2]);
      const sent = log.indexOf(`${named('joint_second')} sent`);
      const answered = log.indexOf(`${named('joint_first')} answered`);
      if (pipeline) expect(sent).toBeLessThan(answered);
      else expect(log.indexOf(`${named('joint_first')} answered`, answered + 1)).toBeLessThan(sent);
    },
  );

  it.each([
    ['its handler', undefined],
    ['the database', 'database'],
  ] as const)(
    'falls back to each model alone when one of them is refused by %s in the shared transaction',
    async (by, refusedBy) => {
      const suffix = refusedBy ? '_db' : '';
      const good = codesModel(named(`joint2_good${suffix}`), {});
      const bad = codesModel(named(`joint2_bad${suffix}`), { refused: 2, refusedBy });
      await prepareModels(pool, [good.model, bad.model]);
      const batch = projects([1, 2, 3]);
      const [ok, failed] = await Promise.allSettled([
        applyBatch(pool, good.model, batch),
        applyBatch(pool, bad.model, batch),
      ]);
      expect(ok!.status).toBe('fulfilled');
      expect(await codes(named(`joint2_good${suffix}`))).toEqual([1, 2, 3]);
      expect(failed!.status === 'rejected' ? failed!.reason : null).toMatchObject({
        event: { position: 2n },
      });
      expect(await codes(named(`joint2_bad${suffix}`))).toEqual([]);
      // the healthy model's batch handler ran twice (shared, rolled back; then alone), the failing one's
      // batch handler once, then its single handlers up to the event it refuses (a healthy model whose
      // statement came after the refused one in the pipeline is not taken for the one that failed)
      expect(good.calls, by).toEqual({ batches: 2, singles: 0 });
      expect(bad.calls, by).toEqual({ batches: 1, singles: 2 });
    },
  );
});
