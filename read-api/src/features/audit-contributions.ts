import { type ContributionEvent, contributionBooks, type StoredContributionEvent } from '@pm/domain';
import { auditQueries as q } from '@pm/domain/api/audit-queries';
import { db, rows } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { defineQuery } from '../lib/define-query';
import { auditedProject, kes, knownAtOf } from './audit-access';

/** GET /api/audit/projects/{id}/contributions: every contribution stream of the project, replayed. */
export const auditContributionRoutes = (store: EventStore) => [
  defineQuery(
    q.projectContributions,
    ['contributions', 'participants', 'hierarchy'],
    async ({ pool, actor }, { params, query }) => {
      await auditedProject(pool, actor, params.id);
      const contributions = await rows(
        pool,
        db
          .selectFrom('contributions as c')
          .leftJoin('participants as p', 'p.id', 'c.participant_id')
          .select(['c.id', 'c.participant_id as participantId', 'p.participant_id as code', 'p.deleted'])
          .where('c.project_id', '=', params.id),
      );
      const events: StoredContributionEvent[] = [];
      // the streams in batches, so a project of thousands of contributions does not open thousands at once
      for (let i = 0; i < contributions.length; i += 50) {
        const batch = await Promise.all(
          contributions.slice(i, i + 50).map((c) => store.readStream(`contribution-${c.id}`)),
        );
        for (const e of batch.flat())
          events.push({
            event: { type: e.type, data: e.data } as ContributionEvent,
            position: e.position,
            recordedAt: e.recordedAt.toISOString(),
          });
      }
      const codes = new Map(contributions.map((c) => [c.participantId, c.code]));
      const deleted = new Set(contributions.filter((c) => c.deleted).map((c) => c.participantId));
      const { knownAt } = knownAtOf(query.knownAt);
      return contributionBooks(events, { asOf: query.asOf, knownAt }).map((r) => ({
        contributionId: r.contributionId,
        participantId: r.participantId,
        participantCode: codes.get(r.participantId) ?? null,
        participantDeleted: deleted.has(r.participantId),
        month: r.month,
        expected: kes(r.expected),
        paid: kes(r.paid),
        outstanding: kes(r.outstanding),
      }));
    },
  ),
];
