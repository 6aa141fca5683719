import { type Actor, ageGroupOf, ageOn, businessDate } from '@pm/domain';
import {
  type ParticipantQuery,
  type PossibleDuplicate,
  participantQueries as q,
} from '@pm/domain/api/participant-queries';
import type { ParticipantRow } from '@pm/domain/participants/rows';
import type pg from 'pg';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';

type StoredParticipant = Omit<ParticipantRow, 'fullName' | 'age' | 'ageGroup'>;

/** Participants in scope (deleted ones excluded), with age and age group as of today (EAT). */
export const listParticipants = async (
  pool: pg.Pool,
  actor: Actor,
  query: ParticipantQuery,
): Promise<ParticipantRow[]> => {
  const params: unknown[] = [];
  const condition = await projectFilter(
    pool,
    actor,
    query.projectId,
    { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' },
    params,
  );
  const rows = await selectRows<StoredParticipant>(
    pool,
    `SELECT p.id, p.participant_id AS "participantId", p.first_name AS "firstName", p.second_name AS "secondName",
            p.surname, p.date_of_birth AS "dateOfBirth", p.gender,
            p.parent_guardian_name AS "parentGuardianName", p.care_giver_name AS "careGiverName",
            p.contact_phone AS "contactPhone", p.grade_level AS "gradeLevel", p.project_id AS "projectId",
            pr.code AS "projectCode", pr.name AS "projectName", p.monthly_contribution AS "monthlyContribution",
            p.planned_exit_date AS "plannedExitDate", p.is_active AS "isActive",
            p.inactivated_at AS "inactivatedAt", p.inactivation_reason AS "inactivationReason", p.erased,
            p.created_at AS "createdAt"
       FROM participants p JOIN projects pr ON pr.id = p.project_id
      WHERE NOT p.deleted AND ${condition}
      ORDER BY p.participant_id`,
    params,
  );
  const today = businessDate(new Date().toISOString());
  const search = query.search?.toLowerCase();
  return rows
    .map((row): ParticipantRow => {
      const age = row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null;
      return {
        ...row,
        fullName: row.erased
          ? 'Erased participant'
          : [row.firstName, row.secondName, row.surname].filter(Boolean).join(' '),
        age,
        ageGroup: age === null ? null : ageGroupOf(age),
      };
    })
    .filter((p) => !query.ageGroup || p.ageGroup === query.ageGroup)
    .filter(
      (p) =>
        !search ||
        p.fullName.toLowerCase().includes(search) ||
        p.participantId.toLowerCase().includes(search),
    );
};

export const participantQueryRoutes = [
  defineQuery(q.listParticipants, ['participants', 'hierarchy'], ({ pool, actor }, { query }) =>
    listParticipants(pool, actor, query),
  ),

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
