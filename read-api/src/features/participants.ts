import { type Actor, ageGroupOf, ageOn, businessDate } from '@pm/domain';
import {
  type ParticipantQuery,
  type PossibleDuplicate,
  participantQueries as q,
} from '@pm/domain/api/participant-queries';
import type { ParticipantRow } from '@pm/domain/participants/rows';
import type pg from 'pg';
import { ageGroupCondition } from '../lib/ages';
import { likeContaining, selectRows } from '../lib/db';
import { defineQuery, selectPage } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';

type StoredParticipant = Omit<ParticipantRow, 'fullName' | 'age' | 'ageGroup'>;

/**
 * The participants in scope the filters keep (deleted ones excluded), as SQL: the age group as a range
 * of dates of birth as of today (EAT), the search over the full name as shown (an erased child is
 * "Erased participant") and the participant ID, without case. So a page is read in SQL, in the order of
 * an index, whatever the size of the programme.
 */
const participantsSelect = async (pool: pg.Pool, actor: Actor, query: ParticipantQuery) => {
  const params: unknown[] = [];
  const where = [
    'NOT p.deleted',
    await projectFilter(
      pool,
      actor,
      query.projectId,
      { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' },
      params,
    ),
  ];
  if (query.ageGroup) {
    params.push(businessDate(new Date().toISOString()));
    where.push(ageGroupCondition('p.date_of_birth', query.ageGroup, `$${params.length}::date`));
  }
  if (query.search) {
    params.push(likeContaining(query.search.toLowerCase()));
    const pattern = `$${params.length}`;
    where.push(`(CASE WHEN p.erased THEN 'erased participant'
                      ELSE lower(concat_ws(' ', nullif(p.first_name, ''), nullif(p.second_name, ''), nullif(p.surname, '')))
                 END LIKE ${pattern} OR lower(p.participant_id) LIKE ${pattern})`);
  }
  const select = `SELECT p.id, p.participant_id AS "participantId", p.first_name AS "firstName", p.second_name AS "secondName",
            p.surname, p.date_of_birth AS "dateOfBirth", p.gender,
            p.parent_guardian_name AS "parentGuardianName", p.care_giver_name AS "careGiverName",
            p.contact_phone AS "contactPhone", p.grade_level AS "gradeLevel", p.project_id AS "projectId",
            pr.code AS "projectCode", pr.name AS "projectName", p.monthly_contribution AS "monthlyContribution",
            p.planned_exit_date AS "plannedExitDate", p.is_active AS "isActive",
            p.inactivated_at AS "inactivatedAt", p.inactivation_reason AS "inactivationReason", p.erased,
            p.created_at AS "createdAt"
       FROM participants p JOIN projects pr ON pr.id = p.project_id
      WHERE ${where.join(' AND ')}`;
  return { select, params };
};

const ORDER = 'p.participant_id, p.id';

/** The name, age and age group a row shows, as of today (EAT). */
const shown = (rows: readonly StoredParticipant[]): ParticipantRow[] => {
  const today = businessDate(new Date().toISOString());
  return rows.map((row) => {
    const age = row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null;
    return {
      ...row,
      fullName: row.erased
        ? 'Erased participant'
        : [row.firstName, row.secondName, row.surname].filter(Boolean).join(' '),
      age,
      ageGroup: age === null ? null : ageGroupOf(age),
    };
  });
};

/** Every participant the filters keep, in participant ID order (the export). */
export const listParticipants = async (
  pool: pg.Pool,
  actor: Actor,
  query: ParticipantQuery,
): Promise<ParticipantRow[]> => {
  const { select, params } = await participantsSelect(pool, actor, query);
  return shown(await selectRows<StoredParticipant>(pool, `${select} ORDER BY ${ORDER}`, params));
};

export const participantQueryRoutes = [
  defineQuery(q.listParticipants, ['participants', 'hierarchy'], async (ctx, { query }) => {
    const { select, params } = await participantsSelect(ctx.pool, ctx.actor, query);
    return shown(await selectPage<StoredParticipant>(ctx, select, ORDER, params));
  }),

  // names compared without case or surrounding spaces; erased and deleted children are not on the register
  defineQuery(q.possibleDuplicates, ['participants', 'hierarchy'], async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const scope = await projectFilter(
      pool,
      actor,
      undefined,
      { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' },
      params,
    );
    params.push(query.firstName, query.surname, query.dateOfBirth);
    const base = params.length;
    let guardian = '';
    if (query.parentGuardianName) {
      params.push(query.parentGuardianName);
      guardian = `AND lower(btrim(p.parent_guardian_name)) = lower($${params.length})`;
    }
    return selectRows<PossibleDuplicate>(
      pool,
      `SELECT p.id, p.participant_id AS "participantId",
              concat_ws(' ', p.first_name, p.second_name, p.surname) AS "fullName",
              pr.code AS "projectCode", p.is_active AS "isActive"
         FROM participants p JOIN projects pr ON pr.id = p.project_id
        WHERE ${scope} AND NOT p.deleted AND NOT p.erased
          AND lower(btrim(p.first_name)) = lower($${base - 2}) AND lower(btrim(p.surname)) = lower($${base - 1})
          AND p.date_of_birth = $${base} ${guardian}
        ORDER BY p.participant_id LIMIT 10`,
      params,
    );
  }),
];
