import type { BatchHandlers } from '../read-model';
import { insertMany } from '../sql';
import { addSavingsToMonths } from './deltas';
import type { RollupEvent } from './handlers';

const SCOPES = `(VALUES ('project', m.project_id), ('cluster', m.cluster_id), ('region', m.region_id), ('programme', 0))`;

/**
 * Runs of the events that come in thousands (a meeting's savings, the monthly job's openings, a month's
 * payments), set-based: the same rows the single handlers leave. What a child owes moves only while the
 * child is on the register; a contribution the model does not know is not paid.
 */
export const batchHandlers: BatchHandlers<RollupEvent> = {
  SavingRecorded: async (tx, events) => {
    const entries = events.map((e) => ({
      groupId: e.data.groupId,
      month: e.data.savingDate.slice(0, 7),
      cents: e.data.amount,
    }));
    await insertMany(
      tx,
      'rollup_saving_state',
      events.map((e, i) => ({
        id: e.data.savingId,
        group_id: e.data.groupId,
        month: entries[i]!.month,
        amount: e.data.amount,
      })),
    );
    await addSavingsToMonths(tx, entries);
  },
  ParticipantRegistered: async (tx, events) => {
    const rows = events.map(({ data: d }) => ({
      id: d.id,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      active: true,
      deleted: false,
    }));
    await insertMany(tx, 'rollup_participant_state', rows);
    await tx.query(
      `INSERT INTO rollup_figures (scope, scope_id, participants)
       SELECT s.scope, s.id, count(*) FROM unnest($1::int[], $2::int[], $3::int[]) AS m(project_id, cluster_id, region_id)
        CROSS JOIN LATERAL ${SCOPES} AS s(scope, id)
        GROUP BY s.scope, s.id
       ON CONFLICT (scope, scope_id) DO UPDATE SET participants = rollup_figures.participants + EXCLUDED.participants`,
      [rows.map((r) => r.project_id), rows.map((r) => r.cluster_id), rows.map((r) => r.region_id)],
    );
  },
  ContributionOpened: async (tx, events) => {
    const rows = events.map(({ data: d }) => ({
      id: d.id,
      participant_id: d.participantId,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      month: d.month,
      expected: d.expectedAmount,
      paid: 0,
    }));
    await insertMany(tx, 'rollup_contribution_state', rows);
    const owing = rows.filter((r) => r.expected !== 0);
    if (owing.length === 0) return;
    const column = (key: keyof (typeof rows)[number]) => owing.map((r) => r[key]);
    await tx.query(
      `INSERT INTO rollup_months (scope, scope_id, month, expected, outstanding)
       SELECT s.scope, s.id, m.month, sum(m.expected)::numeric / 100,
              sum(CASE WHEN coalesce(p.deleted, false) THEN 0 ELSE m.expected END)::numeric / 100
         FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::bigint[])
              AS m(participant_id, project_id, cluster_id, region_id, month, expected)
         LEFT JOIN rollup_participant_state p ON p.id = m.participant_id
        CROSS JOIN LATERAL ${SCOPES} AS s(scope, id)
        GROUP BY s.scope, s.id, m.month
       ON CONFLICT (scope, scope_id, month) DO UPDATE SET
         expected = rollup_months.expected + EXCLUDED.expected,
         outstanding = rollup_months.outstanding + EXCLUDED.outstanding`,
      [
        column('participant_id'),
        column('project_id'),
        column('cluster_id'),
        column('region_id'),
        column('month'),
        column('expected'),
      ],
    );
  },
  // what is owed telescopes: over several payments it moves by owed(after all) − owed(before all)
  PaymentRecorded: async (tx, events) => {
    const paying = events.filter((e) => e.data.amount !== 0);
    if (paying.length === 0) return;
    await tx.query(
      `WITH pay AS (
         SELECT contribution_id, sum(amount) AS total
           FROM unnest($1::int[], $2::bigint[]) AS u(contribution_id, amount) GROUP BY contribution_id
       ), moved AS (
         UPDATE rollup_contribution_state c SET paid = c.paid + pay.total
           FROM pay, rollup_contribution_state old
          WHERE c.id = pay.contribution_id AND old.id = c.id
         RETURNING c.participant_id, c.project_id, c.cluster_id, c.region_id, c.month, c.expected,
                   old.paid AS before, c.paid AS after, pay.total
       )
       INSERT INTO rollup_months (scope, scope_id, month, paid, outstanding)
       SELECT s.scope, s.id, m.month, sum(m.total)::numeric / 100,
              sum(CASE WHEN coalesce(p.deleted, false) THEN 0
                       ELSE greatest(m.expected - m.after, 0) - greatest(m.expected - m.before, 0) END)::numeric / 100
         FROM moved m LEFT JOIN rollup_participant_state p ON p.id = m.participant_id
        CROSS JOIN LATERAL ${SCOPES} AS s(scope, id)
        GROUP BY s.scope, s.id, m.month
       ON CONFLICT (scope, scope_id, month) DO UPDATE SET
         paid = rollup_months.paid + EXCLUDED.paid, outstanding = rollup_months.outstanding + EXCLUDED.outstanding`,
      [paying.map((e) => e.data.contributionId), paying.map((e) => e.data.amount)],
    );
  },
};
