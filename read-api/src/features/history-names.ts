import { type Actor, canRead } from '@pm/domain';
import type { RecordedEvent } from '@pm/infra/event-store/port';

type ActorRef = RecordedEvent['metadata']['actor'];

import type pg from 'pg';

/**
 * Display names for the ids an event's data carries (memberId → the member's name, projectId → "KE0420
 * Kakamega Central"), looked up in the read tables, and only for objects the reader may read. Personal
 * data of children never appears: a participant is named by its participant ID.
 */
const LOOKUPS: Record<string, string> = {
  memberId: `SELECT m.id, m.member_name AS name, g.region_id, g.cluster_id, g.project_id
               FROM group_members m JOIN saving_groups g ON g.id = m.group_id WHERE m.id = ANY($1)`,
  groupId: 'SELECT id, name, region_id, cluster_id, project_id FROM saving_groups WHERE id = ANY($1)',
  loanId: `SELECT l.id, 'Loan of ' || m.member_name AS name, l.region_id, l.cluster_id, l.project_id
             FROM group_loans l JOIN group_members m ON m.id = l.borrower_id WHERE l.id = ANY($1)`,
  fundId:
    'SELECT id, description AS name, region_id, cluster_id, project_id FROM emergency_funds WHERE id = ANY($1)',
  meetingId: `SELECT mt.id, g.name || ' meeting of ' || to_char(mt.meeting_date, 'YYYY-MM-DD') AS name,
                     mt.region_id, mt.cluster_id, mt.project_id
                FROM group_meetings mt JOIN saving_groups g ON g.id = mt.group_id WHERE mt.id = ANY($1)`,
  participantId: `SELECT id, participant_id AS name, region_id, cluster_id, project_id FROM participants WHERE id = ANY($1)`,
  assetId: `SELECT id, asset_id || ' ' || name AS name, region_id, cluster_id, project_id FROM assets WHERE id = ANY($1)`,
  projectId: `SELECT id, code || ' ' || name AS name, region_id, cluster_id, id AS project_id FROM projects WHERE id = ANY($1)`,
  clusterId:
    'SELECT id, name, region_id, id AS cluster_id, NULL::int AS project_id FROM clusters WHERE id = ANY($1)',
  regionId:
    'SELECT id, name, id AS region_id, NULL::int AS cluster_id, NULL::int AS project_id FROM regions WHERE id = ANY($1)',
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

interface Row {
  id: number;
  name: string;
  region_id: number | null;
  cluster_id: number | null;
  project_id: number | null;
}

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
    const rows = (await pool.query<Row>(LOOKUPS[lookup]!, [[...ids]])).rows;
    const visible = rows.filter((r) =>
      canRead(actor, { regionId: r.region_id, clusterId: r.cluster_id, projectId: r.project_id }),
    );
    found.set(lookup, new Map(visible.map((r) => [r.id, r.name])));
  }
  const userIds = [...new Set(actors.flatMap((a) => (a.kind === 'user' ? [a.userId] : [])))];
  const users = new Map(
    (
      await pool.query<{ id: number; name: string }>(
        `SELECT id, nullif(concat_ws(' ', first_name, last_name), '') AS name FROM users WHERE id = ANY($1)`,
        [userIds],
      )
    ).rows.flatMap((u) => (u.name ? [[u.id, u.name] as const] : [])),
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
