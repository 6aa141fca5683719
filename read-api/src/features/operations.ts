import { ForbiddenError, mayOperateSystem } from '@pm/domain';
import { type Health, accountQueries as q, type ReadModelState } from '@pm/domain/api/account-queries';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';

interface Checkpoint extends Omit<ReadModelState, 'behind'> {
  readonly head: string;
}

const checkpoints = (pool: pg.Pool): Promise<Checkpoint[]> =>
  rows(
    pool,
    db
      .selectFrom('projection_checkpoints as c')
      .select((eb) => [
        'c.name',
        'c.position',
        eb.selectFrom('es_global').select('position').$asScalar().as('head'),
        'c.failing_since as failingSince',
        'c.failed_position as failedPosition',
        'c.last_error as lastError',
        'c.attempts',
      ])
      .orderBy('c.name'),
  );

const behindOf = (c: Checkpoint): number => Math.max(0, Number(BigInt(c.head ?? '0') - BigInt(c.position)));

type AuditHealth = Health['audit'];

interface AuditHealthRow {
  readonly chain: 'broken' | 'failed' | 'verified' | null;
  readonly replay: 'differences' | 'failed' | 'agrees' | null;
}

/** The latest finished run of the chain check and of the replay check (not checked: none, or unreadable). */
const auditHealth = async (pool: pg.Pool): Promise<AuditHealth> => {
  try {
    const row = await firstRow(
      pool,
      db.selectNoFrom((eb) => [
        // the latest finished check of each kind, or null when none has finished
        eb
          .selectFrom('chain_checks as c')
          .select((cb) =>
            cb
              .case()
              .when('c.broken_at', 'is not', null)
              .then(sql.lit('broken'))
              .when('c.error', 'is not', null)
              .then(sql.lit('failed'))
              .else(sql.lit('verified'))
              .end()
              .as('chain'),
          )
          .where('c.finished_at', 'is not', null)
          .orderBy('c.finished_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(1)
          .$asScalar()
          .$castTo<AuditHealthRow['chain']>()
          .as('chain'),
        eb
          .selectFrom('audit_checks as a')
          .select((ab) =>
            ab
              .case()
              .when('a.error', 'is not', null)
              .then(sql.lit('failed'))
              .when('a.differences', '<>', sql<unknown>`'[]'::jsonb`)
              .then(sql.lit('differences'))
              .else(sql.lit('agrees'))
              .end()
              .as('replay'),
          )
          .where('a.finished_at', 'is not', null)
          .orderBy('a.finished_at', 'desc')
          .orderBy('a.id', 'desc')
          .limit(1)
          .$asScalar()
          .$castTo<AuditHealthRow['replay']>()
          .as('replay'),
      ]),
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
