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
import type { EventStore } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { READ_MODEL_NAMES } from '../lib/consistency';
import { defineQuery, pageOf } from '../lib/define-query';
import { resolveNames } from './history-names';
import { readsReport } from './reports';

type Locator = (pool: pg.Pool, id: number, actor: Actor) => Promise<boolean>;

const one = async (pool: pg.Pool, sql: string, id: number): Promise<Location | null> =>
  (await pool.query<Location>(sql, [id])).rows[0] ?? null;

const readable = (actor: Actor, location: Location | null): boolean =>
  location !== null && canRead(actor, location);

/** Objects that live inside a project: their read-table row carries region, cluster and project. */
const inProjectRow =
  (table: string): Locator =>
  async (pool, id, actor) =>
    readable(
      actor,
      await one(
        pool,
        `SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM ${table} WHERE id = $1`,
        id,
      ),
    );

/**
 * Who may read a stream's history: the same policy as the object itself. Each stream kind says where
 * its object sits; later modules (contributions, loans, groups) add their own kinds here.
 */
const LOCATORS: Record<string, Locator> = {
  region: async (pool, id, actor) =>
    readable(
      actor,
      await one(
        pool,
        'SELECT id AS "regionId", NULL::int AS "clusterId", NULL::int AS "projectId" FROM regions WHERE id = $1',
        id,
      ),
    ),
  cluster: async (pool, id, actor) =>
    readable(
      actor,
      await one(
        pool,
        'SELECT region_id AS "regionId", id AS "clusterId", NULL::int AS "projectId" FROM clusters WHERE id = $1',
        id,
      ),
    ),
  project: async (pool, id, actor) =>
    readable(
      actor,
      await one(
        pool,
        'SELECT region_id AS "regionId", cluster_id AS "clusterId", id AS "projectId" FROM projects WHERE id = $1',
        id,
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
    const target = (
      await pool.query<Location & { role: Role | null }>(
        'SELECT role, region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM users WHERE id = $1',
        [id],
      )
    ).rows[0];
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
