import { type Actor, canRead } from '@pm/domain';
import { db, rows } from '@pm/infra/db/typed';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import { type ExpressionBuilder, type ReferenceExpression, sql } from 'kysely';
import type pg from 'pg';

type ActorRef = RecordedEvent['metadata']['actor'];

interface Row {
  id: number;
  name: string;
  region_id: number | null;
  cluster_id: number | null;
  project_id: number | null;
}

/** `column` among `ids` (one array parameter, however many ids). */
const among = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
  ids: readonly number[],
) => eb(column, '=', eb.fn.any(sql<number[]>`${ids}`));

const noPlace = sql<number | null>`NULL::int`;

/**
 * Display names for the ids an event's data carries (memberId → the member's name, projectId → "KE0420
 * Kakamega Central"), looked up in the read tables, and only for objects the reader may read. Personal
 * data of children never appears: a participant is named by its participant ID.
 */
const LOOKUPS: Record<string, (pool: pg.Pool, ids: readonly number[]) => Promise<Row[]>> = {
  memberId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('group_members as m')
        .innerJoin('saving_groups as g', 'g.id', 'm.group_id')
        .select(['m.id', 'm.member_name as name', 'g.region_id', 'g.cluster_id', 'g.project_id'])
        .where((eb) => among(eb, 'm.id', ids)),
    ),
  groupId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('saving_groups')
        .select(['id', 'name', 'region_id', 'cluster_id', 'project_id'])
        .where((eb) => among(eb, 'id', ids)),
    ),
  loanId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('group_loans as l')
        .innerJoin('group_members as m', 'm.id', 'l.borrower_id')
        .select((eb) => [
          'l.id',
          sql<string>`'Loan of ' || ${eb.ref('m.member_name')}`.as('name'),
          'l.region_id',
          'l.cluster_id',
          'l.project_id',
        ])
        .where((eb) => among(eb, 'l.id', ids)),
    ),
  fundId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('emergency_funds')
        .select(['id', 'description as name', 'region_id', 'cluster_id', 'project_id'])
        .where((eb) => among(eb, 'id', ids)),
    ),
  meetingId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('group_meetings as mt')
        .innerJoin('saving_groups as g', 'g.id', 'mt.group_id')
        .select((eb) => [
          'mt.id',
          sql<string>`${eb.ref('g.name')} || ' meeting of ' || to_char(${eb.ref('mt.meeting_date')}, 'YYYY-MM-DD')`.as(
            'name',
          ),
          'mt.region_id',
          'mt.cluster_id',
          'mt.project_id',
        ])
        .where((eb) => among(eb, 'mt.id', ids)),
    ),
  participantId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('participants')
        .select(['id', 'participant_id as name', 'region_id', 'cluster_id', 'project_id'])
        .where((eb) => among(eb, 'id', ids)),
    ),
  assetId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('assets')
        .select((eb) => [
          'id',
          sql<string>`${eb.ref('asset_id')} || ' ' || ${eb.ref('name')}`.as('name'),
          'region_id',
          'cluster_id',
          'project_id',
        ])
        .where((eb) => among(eb, 'id', ids)),
    ),
  projectId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('projects')
        .select((eb) => [
          'id',
          sql<string>`${eb.ref('code')} || ' ' || ${eb.ref('name')}`.as('name'),
          'region_id',
          'cluster_id',
          'id as project_id',
        ])
        .where((eb) => among(eb, 'id', ids)),
    ),
  clusterId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('clusters')
        .select(['id', 'name', 'region_id', 'id as cluster_id', noPlace.as('project_id')])
        .where((eb) => among(eb, 'id', ids)),
    ),
  regionId: (pool, ids) =>
    rows(
      pool,
      db
        .selectFrom('regions')
        .select(['id', 'name', 'id as region_id', noPlace.as('cluster_id'), noPlace.as('project_id')])
        .where((eb) => among(eb, 'id', ids)),
    ),
};
const ALIASES: Record<string, string> = { borrowerId: 'memberId' };
const lookupOf = (key: string): string | undefined => (key in LOOKUPS ? key : ALIASES[key]);

/** Every (field, id) pair in a value, nested objects included. */
const idsIn = (value: unknown, out: Array<[string, number]> = []): Array<[string, number]> => {
  if (Array.isArray(value)) for (const item of value) idsIn(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'number' && Number.isInteger(child) && lookupOf(key)) out.push([key, child]);
      else idsIn(child, out);
    }
  return out;
};

export interface Names {
  readonly users: ReadonlyMap<number, string>;
  of(data: unknown): Record<string, string>;
}

export const resolveNames = async (
  pool: pg.Pool,
  actor: Actor,
  data: readonly unknown[],
  actors: readonly ActorRef[],
): Promise<Names> => {
  const wanted = new Map<string, Set<number>>();
  for (const [key, id] of data.flatMap((d) => idsIn(d))) {
    const lookup = lookupOf(key)!;
    if (!wanted.has(lookup)) wanted.set(lookup, new Set());
    wanted.get(lookup)!.add(id);
  }
  const found = new Map<string, Map<number, string>>();
  for (const [lookup, ids] of wanted) {
    const visible = (await LOOKUPS[lookup]!(pool, [...ids])).filter((r) =>
      canRead(actor, { regionId: r.region_id, clusterId: r.cluster_id, projectId: r.project_id }),
    );
    found.set(lookup, new Map(visible.map((r) => [r.id, r.name])));
  }
  const userIds = [...new Set(actors.flatMap((a) => (a.kind === 'user' ? [a.userId] : [])))];
  const users = new Map(
    (
      await rows(
        pool,
        db
          .selectFrom('users')
          .select((eb) => [
            'id',
            eb
              .fn<string | null>('nullif', [
                eb.fn('concat_ws', [sql.lit(' '), 'first_name', 'last_name']),
                sql.lit(''),
              ])
              .as('name'),
          ])
          .where((eb) => among(eb, 'id', userIds)),
      )
    ).flatMap((u) => (u.name ? [[u.id, u.name] as const] : [])),
  );
  return {
    users,
    of: (value) => {
      const names: Record<string, string> = {};
      for (const [key, id] of idsIn(value)) {
        const name = found.get(lookupOf(key)!)?.get(id);
        if (name !== undefined) names[key] = name;
      }
      return names;
    },
  };
};
