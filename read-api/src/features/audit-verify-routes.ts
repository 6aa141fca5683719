import { auditQueries as q } from '@pm/domain/api/audit-queries';
import type { EventStore } from '@pm/infra/event-store/port';
import { defineQuery } from '../lib/define-query';
import { auditedProject } from './audit-access';
import { verifyProject } from './audit-verify-projects';

/** GET /api/audit/projects/{id}/verify: a project's contributions replayed and held to the read tables. */
export const auditVerifyRoutes = (store: EventStore) => [
  defineQuery(
    q.verifyProject,
    ['contributions', 'participants', 'hierarchy', 'rollups'],
    async ({ pool, actor }, { params }) => {
      await auditedProject(pool, actor, params.id);
      const differences = await verifyProject(store, pool, params.id);
      return {
        projectId: params.id,
        checkedAt: new Date().toISOString(),
        ok: differences.length === 0,
        differences,
      };
    },
  ),
];
