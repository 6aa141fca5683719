import {
  type Actor,
  canManageUser,
  canRead,
  type Location,
  NotFoundError,
  type Role,
  scopeOf,
} from '@pm/domain';
import type { EventStore } from '@pm/infra/event-store/port';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { actorOf, requireUser } from '../lib/actor';

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

export const historyRoutes = async (
  app: FastifyInstance,
  pool: pg.Pool,
  store: EventStore,
): Promise<void> => {
  app.get('/api/history/:stream', async (request) => {
    const actor = actorOf(await requireUser(pool, request));
    const stream = String((request.params as { stream: string }).stream);
    const match = /^([a-z]+(?:-[a-z]+)*)-(\d{1,9})$/.exec(stream);
    const locator = match ? LOCATORS[match[1]!] : undefined;
    if (!match || !locator || !(await locator(pool, Number(match[2]), actor)))
      throw new NotFoundError(`No history for ${stream}`);
    const events = await store.readStream(stream);
    return events.map((e) => ({
      position: e.position.toString(),
      version: e.streamVersion,
      type: e.type,
      data: withoutSealedFields(e.data),
      actor: e.metadata.actor,
      occurredAt: e.metadata.occurredAt,
      recordedAt: e.recordedAt.toISOString(),
    }));
  });
};

/** Sealed personal fields are ciphertext: the history says they are there, not their bytes. */
const withoutSealedFields = (data: unknown): unknown => {
  if (typeof data !== 'object' || data === null || !('personal' in data)) return data;
  return { ...data, personal: '(personal data, sealed)' };
};
