import { visitationQueries as q } from '@pm/domain/api/visitations';
import type { VisitationRow } from '@pm/domain/saving-groups/visitation-schemas';
import { selectRows } from '../../lib/db';
import { defineQuery } from '../../lib/define-query';
import { groupCondition } from './scope';

/** GET /api/group-visitations: visits of one readable group, or of every group in scope. */
export const visitationQueryRoutes = [
  defineQuery(
    q.listVisitations,
    ['meetings', 'saving-groups', 'hierarchy'],
    async ({ pool, actor }, { query }) => {
      const params: unknown[] = [];
      const condition = await groupCondition(pool, actor, query, params, 'v.group_id');
      return selectRows<VisitationRow>(
        pool,
        `SELECT v.id, v.group_id AS "groupId", g.name AS "groupName", v.visit_date AS "visitDate",
              v.visitor_name AS "visitorName", v.visitor_role AS "visitorRole", v.purpose, v.findings,
              v.recommendations, v.follow_up_date AS "followUpDate", v.visited_by AS "visitedBy", v.created_at AS "createdAt"
         FROM group_visitations v JOIN saving_groups g ON g.id = v.group_id
        WHERE ${condition} ORDER BY v.visit_date DESC, v.id DESC`,
        params,
      );
    },
  ),
];
