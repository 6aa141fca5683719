import {
  type Actor,
  canManageUser,
  canRead,
  type Location,
  msg,
  NotFoundError,
  type Role,
  scopeOf,
} from '@pm/domain';
import { accountQueries as q } from '@pm/domain/api/account-queries';
import { parseIdText } from '@pm/domain/shared/bounds';
import { ValidationError } from '@pm/domain/shared/errors';
import { db, firstRow } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type pg from 'pg';
import { READ_MODEL_NAMES } from '../lib/consistency';
import { defineQuery, pageOf } from '../lib/define-query';
import { resolveNames } from './history-names';
import { readsReport } from './reports';

type Locator = (pool: pg.Pool, id: number, actor: Actor) => Promise<boolean>;

const readable = (actor: Actor, location: Location | undefined): boolean =>
  location !== undefined && canRead(actor, location);

/** The read tables of objects that live inside a project: their row carries region, cluster and project. */
type ProjectRowTable =
  | 'participants'
  | 'contributions'
  | 'saving_groups'
  | 'group_loans'
  | 'emergency_funds'
  | 'group_meetings'
  | 'meeting_minutes'
  | 'group_visitations'
  | 'assets';

const inProjectRow =
  (table: ProjectRowTable): Locator =>
  async (pool, id, actor) =>
    readable(
      actor,
      await firstRow(
        pool,
        db
          .selectFrom(table)
          .select(['region_id as regionId', 'cluster_id as clusterId', 'project_id as projectId'])
          .where('id', '=', id),
      ),
    );

const noPlace = sql<number | null>`NULL::int`;

/**
 * Who may read a stream's history: the same policy as the object itself. Each stream kind says where
 * its object sits; later modules (contributions, loans, groups) add their own kinds here.
 */
const LOCATORS: Record<string, Locator> = {
  region: async (pool, id, actor) =>
    readable(
      actor,
      await firstRow(
        pool,
        db
          .selectFrom('regions')
          .select(['id as regionId', noPlace.as('clusterId'), noPlace.as('projectId')])
          .where('id', '=', id),
      ),
    ),
  cluster: async (pool, id, actor) =>
    readable(
      actor,
      await firstRow(
        pool,
        db
          .selectFrom('clusters')
          .select(['region_id as regionId', 'id as clusterId', noPlace.as('projectId')])
          .where('id', '=', id),
      ),
    ),
  project: async (pool, id, actor) =>
    readable(
      actor,
      await firstRow(
        pool,
        db
          .selectFrom('projects')
          .select(['region_id as regionId', 'cluster_id as clusterId', 'id as projectId'])
          .where('id', '=', id),
      ),
    ),
  participant: inProjectRow('participants'),
  contribution: inProjectRow('contributions'),
  group: inProjectRow('saving_groups'),
  loan: inProjectRow('group_loans'),
  'emergency-fund': inProjectRow('emergency_funds'),
  meeting: inProjectRow('group_meetings'),
  minutes: inProjectRow('meeting_minutes'),
  visitation: inProjectRow('group_visitations'),
  asset: inProjectRow('assets'),
  // a report's history: for readers whose scope covers the report's (as its file)
  report: readsReport,
  // A user's history: the user itself, or whoever manages users over that user's place in the hierarchy.
  user: async (pool, id, actor) => {
    if (id === actor.userId) return true;
    const target = await firstRow(
      pool,
      db
        .selectFrom('users')
        .select(['role', 'region_id as regionId', 'cluster_id as clusterId', 'project_id as projectId'])
        .$narrowType<{ role: Role | null }>()
        .where('id', '=', id),
    );
    if (!target) return false;
    // National roles read everything; others only the users they could have created (one level down).
    if (scopeOf(actor).kind === 'all') return true;
    return canManageUser(actor, target.role, target);
  },
};

/** GET /api/history/{stream}: every event of a stream the reader may read, with names for its ids. */
export const historyQueryRoutes = (store: EventStore) => [
  defineQuery(q.history, READ_MODEL_NAMES, async ({ pool, actor, request, reply }, { params, query }) => {
    const { stream } = params;
    const match = /^([a-z]+(?:-[a-z]+)*)-(\d{1,10})$/.exec(stream);
    const locator = match ? LOCATORS[match[1]!] : undefined;
    // an id the database's integers cannot hold is refused before any lookup (it once answered 500)
    const id = match ? parseIdText(match[2]!) : null;
    if (match && id === null)
      throw new ValidationError('The id in the history name must be a positive integer', {
        stream: 'The id in the history name must be a positive integer',
      });
    if (!match || !locator || id === null || !(await locator(pool, id, actor)))
      throw new NotFoundError(msg`No history for ${{ stream }}`);
    const stored = await store.readStream(stream);
    // paged here, before names are looked up, rather than after (see define-query's page)
    const ordered = query.order === 'desc' ? stored.reverse() : stored;
    const events = pageOf(request, reply, ordered);
    const data = events.map((e) => withoutSealedFields(e.data));
    const names = await resolveNames(
      pool,
      actor,
      data,
      events.map((e) => e.metadata.actor),
    );
    return events.map((e, i) => ({
      position: e.position.toString(),
      version: e.streamVersion,
      type: e.type,
      data: data[i],
      actor: e.metadata.actor,
      actorName: e.metadata.actor.kind === 'user' ? (names.users.get(e.metadata.actor.userId) ?? null) : null,
      occurredAt: e.metadata.occurredAt,
      recordedAt: e.recordedAt.toISOString(),
      names: names.of(data[i]),
    }));
  }),
];

/** Sealed personal fields are ciphertext: the history says they are there, not their bytes. */
const withoutSealedFields = (data: unknown): unknown => {
  if (typeof data !== 'object' || data === null || !('personal' in data)) return data;
  return { ...data, personal: '(personal data, sealed)' };
};
