import { ForbiddenError, mayOperateSystem } from '@pm/domain';
import { type Health, accountQueries as q, type ReadModelState } from '@pm/domain/api/account-queries';
import type pg from 'pg';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';

interface Checkpoint extends Omit<ReadModelState, 'behind'> {
  readonly head: string;
}

const checkpoints = (pool: pg.Pool) =>
  selectRows<Checkpoint>(
    pool,
    `SELECT c.name, c.position::text, (SELECT position::text FROM es_global) AS head, c.failing_since AS "failingSince",
            c.failed_position::text AS "failedPosition", c.last_error AS "lastError", c.attempts
       FROM projection_checkpoints c ORDER BY c.name`,
  );

const behindOf = (c: Checkpoint): number => Math.max(0, Number(BigInt(c.head ?? '0') - BigInt(c.position)));

const commandServiceUp = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(`${url}/api/command-health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
};

/**
 * GET /api/health for operators and the launcher: each part, 503 when one is down or a read model is
 * failing (no error text: that is for the SuperAdmin). GET /api/operations/read-models for the
 * SuperAdmin's bell: progress and, while failing, the event and the error.
 */
export const operationsQueryRoutes = (commandServiceUrl: string) => [
  defineQuery(q.health, [], async ({ pool, reply }) => {
    const [models, commandService] = await Promise.all([
      checkpoints(pool).catch(() => null),
      commandServiceUp(commandServiceUrl),
    ]);
    const readModels = (models ?? []).map((c) => ({
      name: c.name,
      status: c.failingSince
        ? ('failing' as const)
        : behindOf(c) > 0
          ? ('catching up' as const)
          : ('up' as const),
      behind: behindOf(c),
    }));
    const health: Health = {
      ok: models !== null && commandService && readModels.every((m) => m.status !== 'failing'),
      parts: {
        readApi: 'up',
        database: models === null ? 'down' : 'up',
        commandService: commandService ? 'up' : 'down',
      },
      readModels,
    };
    return reply.code(health.ok ? 200 : 503).send(health);
  }),

  defineQuery(q.readModels, [], async ({ pool, actor }) => {
    if (!mayOperateSystem(actor)) throw new ForbiddenError();
    return (await checkpoints(pool)).map(({ head: _head, ...c }) => ({
      ...c,
      behind: behindOf({ ...c, head: _head }),
    }));
  }),
];
