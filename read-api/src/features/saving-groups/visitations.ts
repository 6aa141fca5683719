import { visitationQueries as q } from '@pm/domain/api/visitations';
import { db, rows } from '@pm/infra/db/typed';
import { defineQuery } from '../../lib/define-query';
import { groupSelection, ofGroups } from './scope';

/** GET /api/group-visitations: visits of one readable group, or of every group in scope. */
export const visitationQueryRoutes = [
  defineQuery(
    q.listVisitations,
    ['meetings', 'saving-groups', 'hierarchy'],
    async ({ pool, actor }, { query }) => {
      const groups = await groupSelection(pool, actor, query);
      return rows(
        pool,
        db
          .selectFrom('group_visitations as v')
          .innerJoin('saving_groups as g', 'g.id', 'v.group_id')
          .select([
            'v.id',
            'v.group_id as groupId',
            'g.name as groupName',
            'v.visit_date as visitDate',
            'v.visitor_name as visitorName',
            'v.visitor_role as visitorRole',
            'v.purpose',
            'v.findings',
            'v.recommendations',
            'v.follow_up_date as followUpDate',
            'v.visited_by as visitedBy',
            'v.created_at as createdAt',
          ])
          .where((eb) => ofGroups(eb, groups, 'v.group_id'))
          .orderBy('v.visit_date', 'desc')
          .orderBy('v.id', 'desc'),
      );
    },
  ),
];
