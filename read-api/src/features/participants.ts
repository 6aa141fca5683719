import { type Actor, type AgeGroup, ageGroupOf, ageOn, businessDate } from '@pm/domain';
import { type ParticipantQuery, participantQueries as q } from '@pm/domain/api/participant-queries';
import type { ParticipantRow } from '@pm/domain/participants/rows';
import { db, rows } from '@pm/infra/db/typed';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type pg from 'pg';
import { ageGroupCondition } from '../lib/ages';
import { likeContaining } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { typedPage } from '../lib/typed-paging';
import { listScope, withinScope } from '../lib/typed-scope';

type StoredParticipant = Omit<ParticipantRow, 'fullName' | 'age' | 'ageGroup'>;

const places = { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' } as const;

const COLUMN = '\u0001';
const TODAY = '\u0002';

/**
 * `ageGroupCondition` (lib/ages.ts, the one rule for age groups) over a typed date-of-birth column, the
 * day `today` a parameter: the rule's text with the column and the day put in its place.
 */
export const bornInAgeGroup = (
  column: Expression<string | null>,
  group: AgeGroup,
  today: string,
): RawBuilder<SqlBool> => {
  const parts = ageGroupCondition(COLUMN, group, TODAY).split(new RegExp(`(${COLUMN}|${TODAY})`));
  const pieces = parts.map((part) =>
    part === COLUMN ? column : part === TODAY ? sql`${today}::date` : sql.raw(part),
  );
  return sql<SqlBool>`(${sql.join(pieces, sql``)})`;
};

/**
 * The participants in scope the filters keep (deleted ones excluded), in participant ID order: the age
 * group as a range of dates of birth as of today (EAT), the search over the full name as shown (an
 * erased child is "Erased participant") and the participant ID, without case. So a page is read in SQL,
 * in the order of an index, whatever the size of the programme.
 */
const participantsQuery = async (pool: pg.Pool, actor: Actor, query: ParticipantQuery) => {
  const scope = await listScope(pool, actor, query.projectId);
  let list = db
    .selectFrom('participants as p')
    .innerJoin('projects as pr', 'pr.id', 'p.project_id')
    .select([
      'p.id',
      'p.participant_id as participantId',
      'p.first_name as firstName',
      'p.second_name as secondName',
      'p.surname',
      'p.date_of_birth as dateOfBirth',
      'p.gender',
      'p.parent_guardian_name as parentGuardianName',
      'p.care_giver_name as careGiverName',
      'p.contact_phone as contactPhone',
      'p.grade_level as gradeLevel',
      'p.project_id as projectId',
      'pr.code as projectCode',
      'pr.name as projectName',
      'p.monthly_contribution as monthlyContribution',
      'p.planned_exit_date as plannedExitDate',
      'p.is_active as isActive',
      'p.inactivated_at as inactivatedAt',
      'p.inactivation_reason as inactivationReason',
      'p.erased',
      'p.created_at as createdAt',
    ])
    .$narrowType<{ gender: StoredParticipant['gender'] }>()
    .where((eb) => eb.not(eb.ref('p.deleted')))
    .where((eb) => withinScope(eb, scope, places));
  const { ageGroup, search } = query;
  if (ageGroup) {
    const today = businessDate(new Date().toISOString());
    list = list.where((eb) => bornInAgeGroup(eb.ref('p.date_of_birth'), ageGroup, today));
  }
  if (search) {
    const pattern = likeContaining(search.toLowerCase());
    list = list.where((eb) => {
      const name = eb.fn<string>('concat_ws', [
        sql.lit(' '),
        eb.fn('nullif', ['p.first_name', sql.lit('')]),
        eb.fn('nullif', ['p.second_name', sql.lit('')]),
        eb.fn('nullif', ['p.surname', sql.lit('')]),
      ]);
      const shownName = eb
        .case()
        .when(eb.ref('p.erased'))
        .then(sql.lit('erased participant'))
        .else(eb.fn('lower', [name]))
        .end();
      return eb.or([
        eb(shownName, 'like', pattern),
        eb(eb.fn('lower', ['p.participant_id']), 'like', pattern),
      ]);
    });
  }
  return list.orderBy('p.participant_id').orderBy('p.id');
};

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
): Promise<ParticipantRow[]> => shown(await rows(pool, await participantsQuery(pool, actor, query)));

export const participantQueryRoutes = [
  defineQuery(q.listParticipants, ['participants', 'hierarchy'], async (ctx, { query }) =>
    shown(await typedPage(ctx, await participantsQuery(ctx.pool, ctx.actor, query))),
  ),

  // names compared without case or surrounding spaces; erased and deleted children are not on the register
  defineQuery(q.possibleDuplicates, ['participants', 'hierarchy'], async ({ pool, actor }, { query }) => {
    const sameText = (column: Expression<string | null>, value: string) =>
      sql<SqlBool>`lower(btrim(${column})) = lower(${value})`;
    let list = db
      .selectFrom('participants as p')
      .innerJoin('projects as pr', 'pr.id', 'p.project_id')
      .select((eb) => [
        'p.id',
        'p.participant_id as participantId',
        eb
          .fn<string>('concat_ws', [sql.lit(' '), 'p.first_name', 'p.second_name', 'p.surname'])
          .as('fullName'),
        'pr.code as projectCode',
        'p.is_active as isActive',
      ])
      .where((eb) => withinScope(eb, { actor }, places))
      .where((eb) => eb.not(eb.ref('p.deleted')))
      .where((eb) => eb.not(eb.ref('p.erased')))
      .where((eb) => sameText(eb.ref('p.first_name'), query.firstName))
      .where((eb) => sameText(eb.ref('p.surname'), query.surname))
      .where('p.date_of_birth', '=', query.dateOfBirth);
    const guardian = query.parentGuardianName;
    if (guardian) list = list.where((eb) => sameText(eb.ref('p.parent_guardian_name'), guardian));
    return rows(pool, list.orderBy('p.participant_id').limit(10));
  }),
];
