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

type AuditHealth = Health['audit'];

/** The latest finished run of the chain check and of the replay check (not checked: none, or unreadable). */
const auditHealth = async (pool: pg.Pool): Promise<AuditHealth> => {
  try {
    const [row] = await selectRows<{
      chain: 'broken' | 'failed' | 'verified' | null;
      replay: 'differences' | 'failed' | 'agrees' | null;
    }>(
      pool,
      `SELECT CASE WHEN c.id IS NULL THEN NULL WHEN c.broken_at IS NOT NULL THEN 'broken'
                   WHEN c.error IS NOT NULL THEN 'failed' ELSE 'verified' END AS chain,
              CASE WHEN a.id IS NULL THEN NULL WHEN a.error IS NOT NULL THEN 'failed'
                   WHEN a.differences <> '[]'::jsonb THEN 'differences' ELSE 'agrees' END AS replay
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT id, broken_at, error FROM chain_checks WHERE finished_at IS NOT NULL
                             ORDER BY finished_at DESC, id DESC LIMIT 1) c ON true
         LEFT JOIN LATERAL (SELECT id, differences, error FROM audit_checks WHERE finished_at IS NOT NULL
                             ORDER BY finished_at DESC, id DESC LIMIT 1) a ON true`,
    );
    return { logChain: row?.chain ?? 'not checked', replayCheck: row?.replay ?? 'not checked' };
  } catch {
    return { logChain: 'not checked', replayCheck: 'not checked' };
  }
};

const commandServiceUp = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(`${url}/api/command-health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
};

/**
 * GET /api/health for operators and the launcher: each part, 503 when one is down, a read model is
 * failing, or the latest check of the log found it altered or the read tables different from it (no
 * error text, positions or figures: those are for the SuperAdmin). GET /api/operations/read-models for the
 * SuperAdmin's bell: progress and, while failing, the event and the error.
 */
export const operationsQueryRoutes = (commandServiceUrl: string) => [
  defineQuery(q.health, [], async ({ pool, reply }) => {
    const [models, commandService, audit] = await Promise.all([
      checkpoints(pool).catch(() => null),
      commandServiceUp(commandServiceUrl),
      auditHealth(pool),
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
      ok:
        models !== null &&
        commandService &&
        readModels.every((m) => m.status !== 'failing') &&
        audit.logChain !== 'broken' &&
        audit.replayCheck !== 'differences',
      parts: {
        readApi: 'up',
        database: models === null ? 'down' : 'up',
        commandService: commandService ? 'up' : 'down',
      },
      readModels,
      audit,
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
