import { ForbiddenError, scopeOf } from '@pm/domain';
import { type AuditCheck, auditQueries as q } from '@pm/domain/api/audit-queries';
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import { defineQuery } from '../lib/define-query';
import { assertAuditReader } from './audit-access';

/** How many runs the screen shows, and how many differences of each. */
const RUNS = 10;
const DIFFERENCES = 100;

/**
 * GET /api/audit/checks: the scheduled replay checks (audit_checks, written by the read API's daily job),
 * where the SuperAdmin's bell leads. A run covers every group and project, so it is for the readers of
 * the whole programme.
 */
export const auditCheckRoutes = [
  defineQuery(q.auditChecks, [], async ({ pool, actor }) => {
    assertAuditReader(actor);
    if (scopeOf(actor).kind !== 'all')
      throw new ForbiddenError('The replay checks cover the whole programme');
    return rows(
      pool,
      db
        .selectFrom('audit_checks')
        .select((eb) => [
          eb.cast<number>('id', 'integer').as('id'),
          'started_at as startedAt',
          'finished_at as finishedAt',
          'groups_checked as groupsChecked',
          'projects_checked as projectsChecked',
          eb.fn<number>('jsonb_array_length', ['differences']).as('differenceCount'),
          // the first DIFFERENCES of the run's list, in its order
          sql<AuditCheck['differences']>`coalesce((SELECT jsonb_agg(d) FROM (
             SELECT d FROM jsonb_array_elements(${eb.ref('differences')}) WITH ORDINALITY AS e(d, i)
              WHERE i <= ${DIFFERENCES} ORDER BY i) AS first(d)), '[]'::jsonb)`.as('differences'),
          'error',
        ])
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RUNS),
    );
  }),
];
