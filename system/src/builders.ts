/**
 * Small builders and look-ups for the API integration specs of both services: request bodies with
 * unique values, the shapes the routes answer, and waits and counts against the real database.
 */
import type { CurrentUser, Role } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
import { READ_MODELS } from '@pm/projector/models';
import { rebuildModels } from '@pm/projector/rebuild';
import { sql } from 'kysely';
import { aGroup as aGroupBody, aMember as aMemberBody } from './group-bodies';
import type { ApiClient, System } from './system';

export interface ErrorBody {
  message: string;
  code: string;
  details?: Record<string, string>;
  /** The message's English template and values (the UI translates them). */
  messageKey?: string;
  messageParams?: Record<string, string | number>;
}

export type UserBody = CurrentUser;

export interface RegionRow {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
  clusterCount: number;
}

export interface ClusterRow {
  id: number;
  name: string;
  description: string | null;
  regionId: number;
  regionName: string;
  isActive: boolean;
  projectCount: number;
}

export interface ProjectRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  clusterId: number;
  clusterName: string;
  regionId: number;
  regionName: string;
  isActive: boolean;
}

/** What every write answers: the id and the global position the read API can be asked to reach. */
export interface Written {
  id: number;
  position: string | null;
}

export interface HistoryEntry {
  position: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  actor:
    | { kind: 'user'; userId: number; username: string; role: Role | null }
    | { kind: 'system'; name: string };
  occurredAt: string;
  recordedAt: string;
}

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${Date.now().toString(36).slice(-4)}${sequence}`;
};

export interface ProjectBody {
  code?: unknown;
  name?: unknown;
  description?: unknown;
  isActive?: unknown;
  clusterId?: unknown;
}

/** A valid POST /api/projects body with a fresh code (letters then digits, as the codes look). */
export const aProject = (overrides: ProjectBody = {}): ProjectBody => {
  const n = next();
  return {
    code: `TST${n}`.toUpperCase(),
    name: `Test project ${n}`,
    description: 'Created by a test',
    isActive: true,
    ...overrides,
  };
};

export const aRegion = (overrides: { name?: unknown; description?: unknown } = {}) => ({
  name: `Test region ${next()}`,
  description: 'Created by a test',
  ...overrides,
});

export const aCluster = (overrides: { name?: unknown; description?: unknown; regionId?: unknown } = {}) => ({
  name: `Test cluster ${next()}`,
  description: 'Created by a test',
  ...overrides,
});

export interface Registration {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  [extra: string]: unknown;
}

/** A valid self-registration body with a fresh username and a password unlike any other in the system. */
export const aRegistration = (overrides: Partial<Registration> = {}): Registration => {
  const n = next();
  return {
    username: `newcomer${n}`,
    password: `Secret-${n}-passphrase`,
    firstName: 'New',
    lastName: 'Comer',
    email: `newcomer${n}@example.org`,
    phone: '+254700000000',
    ...overrides,
  };
};

/** Every event in the store (the test databases are small). */
export const allEvents = (system: System) => system.store.readAll({ limit: 100_000 });

export const eventCount = async (system: System): Promise<number> => (await allEvents(system)).length;

/** Waits until every read model has applied every event now in the store. */
export const projectionsSettled = async (system: System, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await firstRow(
      system.db.pool,
      db.selectNoFrom((eb) =>
        eb(
          eb.fn.coalesce(
            eb.selectFrom('es_events').select((e) => e.fn.max('position').as('last')),
            sql.lit(0),
          ),
          '>',
          eb.fn.coalesce(
            eb.selectFrom('projection_checkpoints').select((c) => c.fn.min('position').as('least')),
            sql.lit(0),
          ),
        ).as('behind'),
      ),
    );
    if (row?.behind === false) return;
    if (Date.now() > deadline) throw new Error('The projector did not catch up');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** The session id inside a client's signed `pm.sid` cookie (the sessions table's key). */
export const sessionIdOf = (client: ApiClient): string => {
  const cookie = client.sessionCookie;
  if (!cookie) throw new Error('The client has no session cookie');
  const value = decodeURIComponent(cookie.slice('pm.sid='.length));
  return value.slice(0, value.indexOf('.'));
};

const findOrThrow = <T>(rows: readonly T[], match: (row: T) => boolean, what: string): T => {
  const row = rows.find(match);
  if (!row) throw new Error(`${what} not found`);
  return row;
};

/** Ids read back through the API rather than assumed. */
export const projectIdByCode = async (client: ApiClient, code: string): Promise<number> => {
  const { body } = await client.get<ProjectRow[]>('/api/projects');
  return findOrThrow(body, (p) => p.code === code, `Project ${code}`).id;
};

export const clusterIdByName = async (client: ApiClient, name: string): Promise<number> => {
  const { body } = await client.get<ClusterRow[]>('/api/clusters');
  return findOrThrow(body, (c) => c.name === name, `Cluster ${name}`).id;
};

export const regionIdByName = async (client: ApiClient, name: string): Promise<number> => {
  const { body } = await client.get<RegionRow[]>('/api/regions');
  return findOrThrow(body, (r) => r.name === name, `Region ${name}`).id;
};

export { aGroup, aMember } from './group-bodies';

/** A new group of aGroup() registered by `client`, with members of the numbers given (their ids in order). */
export const aGroupWithMembers = async (
  client: ApiClient,
  numbers: readonly string[] = ['001', '002'],
): Promise<{ groupId: number; members: number[] }> => {
  const groupId = (await client.post<Written>('/api/saving-groups', aGroupBody())).body.id;
  const members: number[] = [];
  for (const number of numbers)
    members.push((await client.post<Written>('/api/group-members', aMemberBody(groupId, number))).body.id);
  return { groupId, members };
};

/** Every read table, rows in a fixed order: what a rebuild from the log must reproduce exactly. */
export const readTables = async (system: System): Promise<Record<string, unknown[]>> => {
  const tables: Record<string, unknown[]> = {};
  // rows in a fixed order whatever the key (composite keys too)
  for (const model of READ_MODELS)
    for (const table of model.tables)
      tables[table] = (await system.db.pool.query(`SELECT * FROM ${table}`)).rows
        .map((row) => [JSON.stringify(row), row] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, row]) => row);
  return tables;
};

/**
 * Rebuilds every read model from the log with the projector paused; answers the live tables and the
 * rebuilt ones for the test to compare. `batched: false` rebuilds one event at a time, through the
 * single handlers only (the reference the batch handlers must match).
 */
export const rebuiltTables = async (system: System, options: { batched?: boolean } = {}) => {
  await projectionsSettled(system);
  await system.pauseProjector();
  try {
    const live = await readTables(system);
    await rebuildModels(system.db.pool, system.store, READ_MODELS, options);
    return { live, rebuilt: await readTables(system) };
  } finally {
    system.resumeProjector();
  }
};
