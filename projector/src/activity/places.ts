import type { DomainEvent } from '@pm/domain';
import type { EventMetadata } from '@pm/infra/event-store/port';
import type pg from 'pg';
import type { BatchHandler, Handler, Projected } from '../read-model';
import { insert, insertMany } from '../sql';

/** What the feed remembers the place of, each by its own id. */
export type PlaceKind = 'project' | 'participant' | 'contribution' | 'group' | 'loan' | 'fund';

export interface Place {
  project_id: number | null;
  cluster_id: number | null;
  region_id: number | null;
  label: string | null;
}

export const placeIn = (
  where: { projectId?: number; clusterId?: number; regionId: number },
  label: string,
): Place => ({
  project_id: where.projectId ?? null,
  cluster_id: where.clusterId ?? null,
  region_id: where.regionId,
  label,
});

export const placeOf = async (tx: pg.PoolClient, kind: PlaceKind, id: number): Promise<Place | null> =>
  (
    await tx.query<Place>(
      'SELECT project_id, cluster_id, region_id, label FROM activity_places WHERE kind = $1 AND id = $2',
      [kind, id],
    )
  ).rows[0] ?? null;

/** Remembers where a thing sits; remembering it again only renews its label. */
export const remember = (tx: pg.PoolClient, kind: PlaceKind, id: number, place: Place) =>
  rememberMany(tx, kind, new Map([[id, place]]));

const actorOf = (actor: EventMetadata['actor']) =>
  actor.kind === 'user'
    ? { kind: 'user', userId: actor.userId, username: actor.username, role: actor.role }
    : { kind: 'system', name: actor.name };

/** The places of many things of a kind, by id (those not remembered are absent). */
export const placesOf = async (
  tx: pg.PoolClient,
  kind: PlaceKind,
  ids: readonly number[],
): Promise<Map<number, Place>> => {
  const { rows } = await tx.query<Place & { id: number }>(
    'SELECT id, project_id, cluster_id, region_id, label FROM activity_places WHERE kind = $1 AND id = ANY($2::int[])',
    [kind, [...new Set(ids)]],
  );
  return new Map(rows.map(({ id, ...place }) => [id, place]));
};

/** `remember` for many things of a kind in one statement (the last place of an id repeated wins). */
export const rememberMany = (tx: pg.PoolClient, kind: PlaceKind, places: ReadonlyMap<number, Place>) =>
  tx.query(
    `INSERT INTO activity_places (kind, id, project_id, cluster_id, region_id, label)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[])
     ON CONFLICT (kind, id) DO UPDATE SET label = EXCLUDED.label`,
    [
      kind,
      [...places.keys()],
      ...(['project_id', 'cluster_id', 'region_id', 'label'] as const).map((column) =>
        [...places.values()].map((place) => place[column]),
      ),
    ],
  );

const lineRow = (e: Projected<DomainEvent>, summary: string, place: Place | null) => ({
  position: e.position,
  stream_id: e.streamId,
  type: e.type,
  summary,
  actor: JSON.stringify(actorOf(e.actor)),
  occurred_at: e.occurredAt,
  project_id: place?.project_id ?? null,
  cluster_id: place?.cluster_id ?? null,
  region_id: place?.region_id ?? null,
});

/** One line of the feed, once per position, scoped by the place it happened in. */
export const addLine = (tx: pg.PoolClient, e: Projected<DomainEvent>, summary: string, place: Place | null) =>
  insert(tx, 'activity', lineRow(e, summary, place));

/** Many lines in one statement. */
export const addLines = (
  tx: pg.PoolClient,
  lines: readonly { e: Projected<DomainEvent>; summary: string; place: Place | null }[],
) =>
  insertMany(
    tx,
    'activity',
    lines.map(({ e, summary, place }) => lineRow(e, summary, place)),
  );

/** A line about something already remembered, told with its label (null when it is not known). */
export const lineAbout = <E extends DomainEvent>(
  kind: PlaceKind,
  idOf: (data: E['data']) => number,
  summary: (e: Projected<E>, label: string | null) => string,
): Handler<E> => {
  const many = linesAbout(kind, idOf, summary);
  return (tx, e) => many(tx, [e]);
};

/** `lineAbout` for a run: the places in one query, the lines in one statement. */
export const linesAbout =
  <E extends DomainEvent>(
    kind: PlaceKind,
    idOf: (data: E['data']) => number,
    summary: (e: Projected<E>, label: string | null) => string,
  ): BatchHandler<E> =>
  async (tx, events) => {
    const places = await placesOf(
      tx,
      kind,
      events.map((e) => idOf(e.data)),
    );
    await addLines(
      tx,
      events.map((e) => {
        const place = places.get(idOf(e.data)) ?? null;
        return { e, summary: summary(e, place?.label ?? null), place };
      }),
    );
  };
