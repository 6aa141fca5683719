import type { DomainEvent, Message } from '@pm/domain';
import type { EventMetadata } from '@pm/infra/event-store/port';
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
    default:
      return [];
  }
};

const keyOf = (kind: PlaceKind, id: number) => `${kind}:${id}`;

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
    const { rows } = await tx.query<Place & { kind: PlaceKind; id: number }>(
      `SELECT p.kind, p.id, p.project_id, p.cluster_id, p.region_id, p.label
         FROM activity_places p JOIN unnest($1::text[], $2::int[]) AS w(kind, id) ON p.kind = w.kind AND p.id = w.id`,
      [wanted.map(([kind]) => kind), wanted.map(([, id]) => id)],
    );
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
      await tx.query(
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
    await insertMany(tx, 'activity', this.lines);
  }
}
