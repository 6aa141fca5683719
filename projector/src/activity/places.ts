import type { DomainEvent, Message } from '@pm/domain';
import { compiledOnce, db, param } from '@pm/infra/db/typed';
import type { EventMetadata } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Projected, ProjectedOneOf } from '../read-model';
import { insertMany } from '../sql';
import type { ActivityEvent } from './handlers';

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

const actorOf = (actor: EventMetadata['actor']) =>
  actor.kind === 'user'
    ? { kind: 'user', userId: actor.userId, username: actor.username, role: actor.role }
    : { kind: 'system', name: actor.name };

const lineRow = (e: Projected<DomainEvent>, summary: Message, place: Place | null) => ({
  position: e.position,
  stream_id: e.streamId,
  type: e.type,
  summary: summary.text,
  summary_key: summary.key,
  summary_params: JSON.stringify(summary.params),
  actor: JSON.stringify(actorOf(e.actor)),
  occurred_at: e.occurredAt,
  project_id: place?.project_id ?? null,
  cluster_id: place?.cluster_id ?? null,
  region_id: place?.region_id ?? null,
});

/** The places an event reads or remembers: loaded before a run is told. */
export const placesNamed = (e: ProjectedOneOf<ActivityEvent>): [PlaceKind, number][] => {
  switch (e.type) {
    case 'ProjectCreated':
    case 'ProjectStatusChanged':
      return [['project', e.data.projectId]];
    case 'ParticipantRegistered':
    case 'ParticipantUpdated':
    case 'ParticipantInactivated':
    case 'ParticipantReactivated':
    case 'ParticipantDeleted':
    case 'ParticipantPersonalDataErased':
      return [['participant', e.data.id]];
    case 'ContributionOpened':
      return [
        ['participant', e.data.participantId],
        ['contribution', e.data.id],
      ];
    case 'PaymentRecorded':
    case 'PaymentReversed':
      return [['contribution', e.data.contributionId]];
    case 'GroupRegistered':
    case 'GroupStatusChanged':
      return [['group', e.data.groupId]];
    case 'LoanIssued':
      return [
        ['group', e.data.groupId],
        ['loan', e.data.loanId],
      ];
    case 'LoanCompleted':
      return [['loan', e.data.loanId]];
    case 'EmergencyFundCreated':
      return [
        ['group', e.data.groupId],
        ['fund', e.data.fundId],
      ];
    case 'DisbursementRequested':
    case 'DisbursementApproved':
    case 'DisbursementRejected':
      return [['fund', e.data.fundId]];
    case 'MobilePaymentAssigned':
      return [['participant', e.data.participantId]];
    case 'MobilePaymentRefundMarked':
      return e.data.projectId == null ? [] : [['project', e.data.projectId]];
    default:
      return [];
  }
};

const keyOf = (kind: PlaceKind, id: number) => `${kind}:${id}`;

/**
 * The places of these kinds and ids (`$1`, `$2`): a fixed text, so the handler's transaction prepares it
 * (storable.ts), compiled once here.
 */
const LOAD_PLACES = compiledOnce(
  db
    .selectFrom('activity_places as p')
    .innerJoin(
      sql<{
        kind: string;
        id: number;
      }>`unnest(${param<string[]>(1)}::text[], ${param<number[]>(2)}::int[])`.as<'w'>(sql`w(kind, id)`),
      (join) => join.onRef('p.kind', '=', 'w.kind').onRef('p.id', '=', 'w.id'),
    )
    .select(['p.kind', 'p.id', 'p.project_id', 'p.cluster_id', 'p.region_id', 'p.label']),
);

/** Places of one kind (`$1`) remembered, by id, a place remembered again only renewing its label. */
const SAVE_PLACES = compiledOnce(
  db
    .insertInto('activity_places')
    .columns(['kind', 'id', 'project_id', 'cluster_id', 'region_id', 'label'])
    .expression((q) =>
      q
        .selectFrom(
          sql<
            Place & { id: number }
          >`unnest(${param<number[]>(2)}::int[], ${param<number[]>(3)}::int[], ${param<number[]>(4)}::int[], ${param<number[]>(5)}::int[], ${param<string[]>(6)}::text[])`.as<'u'>(
            sql`u(id, project_id, cluster_id, region_id, label)`,
          ),
        )
        .select([
          param<PlaceKind>(1).as('kind'),
          'u.id',
          'u.project_id',
          'u.cluster_id',
          'u.region_id',
          'u.label',
        ]),
    )
    .onConflict((oc) =>
      oc.columns(['kind', 'id']).doUpdateSet((eb) => ({ label: eb.ref('excluded.label') })),
    ),
);

/**
 * The places a run of events needs, loaded with one query, and what the run tells: places remembered
 * (a place remembered again only renews its label) and lines of the feed (once per position), written
 * back with one statement per kind and one for the lines.
 */
export class PlaceBook {
  private readonly changed = new Map<string, { kind: PlaceKind; id: number }>();
  private readonly lines: ReturnType<typeof lineRow>[] = [];

  private constructor(private readonly places: Map<string, Place>) {}

  static async load(
    tx: pg.PoolClient,
    wanted: readonly (readonly [PlaceKind, number])[],
  ): Promise<PlaceBook> {
    if (wanted.length === 0) return new PlaceBook(new Map());
    const { rows } = await tx.query<Place & { kind: PlaceKind; id: number }>(LOAD_PLACES, [
      wanted.map(([kind]) => kind),
      wanted.map(([, id]) => id),
    ]);
    return new PlaceBook(new Map(rows.map(({ kind, id, ...place }) => [keyOf(kind, id), place])));
  }

  /** Where a thing sits, or null when it was never remembered. */
  get(kind: PlaceKind, id: number): Place | null {
    return this.places.get(keyOf(kind, id)) ?? null;
  }

  /** Remembers where a thing sits; remembering it again only renews its label. */
  remember(kind: PlaceKind, id: number, place: Place): void {
    const key = keyOf(kind, id);
    const known = this.places.get(key);
    this.places.set(key, known ? { ...known, label: place.label } : { ...place });
    this.changed.set(key, { kind, id });
  }

  /**
   * A line of the feed, scoped by the place it happened in: its English text, and its template and
   * values for the UI to tell it in the user's language.
   */
  line(e: Projected<DomainEvent>, summary: Message, place: Place | null): void {
    this.lines.push(lineRow(e, summary, place));
  }

  async save(tx: pg.PoolClient): Promise<void> {
    const byKind = new Map<PlaceKind, Map<number, Place>>();
    for (const [key, { kind, id }] of this.changed) {
      const places = byKind.get(kind) ?? new Map<number, Place>();
      places.set(id, this.places.get(key)!);
      byKind.set(kind, places);
    }
    for (const [kind, places] of byKind)
      await tx.query(SAVE_PLACES, [
        kind,
        [...places.keys()],
        ...(['project_id', 'cluster_id', 'region_id', 'label'] as const).map((column) =>
          [...places.values()].map((place) => place[column]),
        ),
      ]);
    await insertMany(tx, 'activity', this.lines);
  }
}
