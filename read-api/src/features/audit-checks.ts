import { ForbiddenError, scopeOf } from '@pm/domain';
import { type AuditCheck, auditQueries as q } from '@pm/domain/api/audit-queries';
import { selectRows } from '../lib/db';
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
    return selectRows<AuditCheck>(
      pool,
      `SELECT id::int, started_at AS "startedAt", finished_at AS "finishedAt",
              groups_checked AS "groupsChecked", projects_checked AS "projectsChecked",
              jsonb_array_length(differences) AS "differenceCount",
              coalesce((SELECT jsonb_agg(d) FROM (
                 SELECT d FROM jsonb_array_elements(differences) WITH ORDINALITY AS e(d, i)
                  WHERE i <= $2 ORDER BY i) AS first(d)), '[]'::jsonb) AS differences,
              error
         FROM audit_checks ORDER BY started_at DESC, id DESC LIMIT $1`,
      [RUNS, DIFFERENCES],
    );
  }),
];
