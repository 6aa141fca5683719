import { AGE_GROUPS, type AgeGroup, ageGroupOf, ageOn, businessDate, ValidationError } from '@pm/domain';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { requireProgrammeActor } from '../lib/actor';
import { projectFilter, textQuery } from '../lib/project-filter';

interface ParticipantRow {
  id: number;
  participantId: string;
  firstName: string | null;
  secondName: string | null;
  surname: string | null;
  dateOfBirth: string | null;
  gender: string;
  parentGuardianName: string | null;
  careGiverName: string | null;
  contactPhone: string | null;
  gradeLevel: string | null;
  projectId: number;
  projectCode: string;
  projectName: string;
  monthlyContribution: number;
  plannedExitDate: string | null;
  isActive: boolean;
  inactivatedAt: string | null;
  inactivationReason: string | null;
  erased: boolean;
  createdAt: string;
}

export interface ParticipantView extends ParticipantRow {
  fullName: string;
  age: number | null;
  ageGroup: AgeGroup | null;
}

export interface ParticipantQuery {
  projectId?: string;
  search?: string;
  ageGroup?: string;
}

/** Participants in scope (deleted ones excluded), with age and age group as of today (EAT). */
export const listParticipants = async (
  pool: pg.Pool,
  request: Parameters<typeof requireProgrammeActor>[1],
): Promise<ParticipantView[]> => {
  const actor = await requireProgrammeActor(pool, request);
  const params: unknown[] = [];
  const condition = await projectFilter(
    pool,
    actor,
    request.query,
    { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' },
    params,
  );
  const ageGroup = textQuery(request.query, 'ageGroup');
  if (ageGroup && ageGroup !== 'all' && !(AGE_GROUPS as readonly string[]).includes(ageGroup))
    throw new ValidationError(`ageGroup must be one of ${AGE_GROUPS.join(', ')}`);
  const search = textQuery(request.query, 'search')?.toLowerCase();
  const rows = (
    await pool.query<ParticipantRow>(
      `SELECT p.id, p.participant_id AS "participantId", p.first_name AS "firstName", p.second_name AS "secondName",
              p.surname, to_char(p.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", p.gender,
              p.parent_guardian_name AS "parentGuardianName", p.care_giver_name AS "careGiverName",
              p.contact_phone AS "contactPhone", p.grade_level AS "gradeLevel", p.project_id AS "projectId",
              pr.code AS "projectCode", pr.name AS "projectName", p.monthly_contribution::float8 AS "monthlyContribution",
              to_char(p.planned_exit_date, 'YYYY-MM-DD') AS "plannedExitDate", p.is_active AS "isActive",
              p.inactivated_at AS "inactivatedAt", p.inactivation_reason AS "inactivationReason", p.erased,
              p.created_at AS "createdAt"
         FROM participants p JOIN projects pr ON pr.id = p.project_id
        WHERE NOT p.deleted AND ${condition}
        ORDER BY p.participant_id`,
      params,
    )
  ).rows;
  const today = businessDate(new Date().toISOString());
  return rows
    .map((row): ParticipantView => {
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
    .filter((p) => !ageGroup || ageGroup === 'all' || p.ageGroup === ageGroup)
    .filter(
      (p) =>
        !search ||
        p.fullName.toLowerCase().includes(search) ||
        p.participantId.toLowerCase().includes(search),
    );
};

export const participantRoutes = async (app: FastifyInstance, pool: pg.Pool): Promise<void> => {
  app.get('/api/participants', async (request) => listParticipants(pool, request));
};
