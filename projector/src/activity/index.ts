import { formatMoney } from '@pm/domain';
import type { EventMetadata, RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { dataOf, occurredAt, type ReadModel } from '../read-model';

interface Place {
  project_id: number | null;
  cluster_id: number | null;
  region_id: number | null;
  label: string | null;
}

/**
 * Recent Activity (dashboard): one line per meaningful event, with where it happened so each user sees
 * only its scope. Summaries name participants by their participant ID, never by name, so the feed
 * holds no personal data to erase. `activity_places` remembers where each stream sits.
 */
export const activityModel: ReadModel = {
  name: 'activity',
  tables: ['activity', 'activity_places'],
  schema: `
    CREATE TABLE activity_places (
      stream_id text PRIMARY KEY,
      project_id integer,
      cluster_id integer,
      region_id integer,
      label text
    );
    CREATE TABLE activity (
      position bigint PRIMARY KEY,
      stream_id text NOT NULL,
      type text NOT NULL,
      summary text NOT NULL,
      actor jsonb NOT NULL,
      occurred_at timestamptz NOT NULL,
      project_id integer,
      cluster_id integer,
      region_id integer
    );
    CREATE INDEX activity_project ON activity (project_id, position DESC);
    CREATE INDEX activity_cluster ON activity (cluster_id, position DESC);
    CREATE INDEX activity_region ON activity (region_id, position DESC);
  `,
  handles: new Set([
    'RegionCreated',
    'ClusterCreated',
    'ProjectCreated',
    'ProjectStatusChanged',
    'ParticipantRegistered',
    'ParticipantUpdated',
    'ParticipantInactivated',
    'ParticipantReactivated',
    'ParticipantDeleted',
    'ParticipantPersonalDataErased',
    'ContributionOpened',
    'PaymentRecorded',
    'PaymentReversed',
    'GroupRegistered',
    'GroupStatusChanged',
    'LoanIssued',
    'LoanCompleted',
    'EmergencyFundCreated',
    'DisbursementRequested',
    'DisbursementApproved',
    'DisbursementRejected',
  ]),
  async apply(tx: pg.PoolClient, event: RecordedEvent): Promise<void> {
    const remember = (place: Place) =>
      tx.query(
        `INSERT INTO activity_places (stream_id, project_id, cluster_id, region_id, label) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (stream_id) DO UPDATE SET label = EXCLUDED.label`,
        [event.streamId, place.project_id, place.cluster_id, place.region_id, place.label],
      );
    const placeOf = async (streamId: string): Promise<Place | null> =>
      (
        await tx.query<Place>(
          'SELECT project_id, cluster_id, region_id, label FROM activity_places WHERE stream_id = $1',
          [streamId],
        )
      ).rows[0] ?? null;
    const add = (summary: string, place: Place | null) =>
      tx.query(
        `INSERT INTO activity (position, stream_id, type, summary, actor, occurred_at, project_id, cluster_id, region_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (position) DO NOTHING`,
        [
          event.position.toString(),
          event.streamId,
          event.type,
          summary,
          JSON.stringify(actorOf(event.metadata)),
          occurredAt(event),
          place?.project_id ?? null,
          place?.cluster_id ?? null,
          place?.region_id ?? null,
        ],
      );

    switch (event.type) {
      case 'GroupRegistered': {
        const d = dataOf<{
          groupId: number;
          name: string;
          projectId: number;
          clusterId: number;
          regionId: number;
        }>(event);
        const place = {
          project_id: d.projectId,
          cluster_id: d.clusterId,
          region_id: d.regionId,
          label: d.name,
        };
        await remember(place);
        return void (await add(`Saving group ${d.name} registered`, place));
      }
      case 'GroupStatusChanged': {
        const place = await placeOf(event.streamId);
        return void (await add(
          `Saving group ${place?.label ?? ''} is now ${dataOf<{ status: string }>(event).status}`,
          place,
        ));
      }
      case 'LoanIssued': {
        const d = dataOf<{ groupId: number; amount: number }>(event);
        const group = await placeOf(`group-${d.groupId}`);
        if (group) await remember(group);
        return void (await add(
          `Loan of ${formatMoney(d.amount)} issued in ${group?.label ?? 'a saving group'}`,
          group,
        ));
      }
      case 'LoanCompleted': {
        const place = await placeOf(event.streamId);
        return void (await add(`A loan in ${place?.label ?? 'a saving group'} was repaid in full`, place));
      }
      case 'EmergencyFundCreated': {
        const d = dataOf<{ groupId: number }>(event);
        const group = await placeOf(`group-${d.groupId}`);
        if (group) await remember(group);
        return void (await add(`Emergency fund created in ${group?.label ?? 'a saving group'}`, group));
      }
      case 'DisbursementRequested':
      case 'DisbursementApproved':
      case 'DisbursementRejected': {
        const place = await placeOf(event.streamId);
        const what = {
          DisbursementRequested: 'requested',
          DisbursementApproved: 'approved',
          DisbursementRejected: 'rejected',
        }[event.type];
        const amount =
          event.type === 'DisbursementRequested'
            ? ` of ${formatMoney(dataOf<{ amount: number }>(event).amount)}`
            : '';
        return void (await add(
          `Emergency disbursement${amount} ${what} in ${place?.label ?? 'a saving group'}`,
          place,
        ));
      }
      case 'RegionCreated': {
        const d = dataOf<{ regionId: number; name: string }>(event);
        return void (await add(`Region ${d.name} created`, {
          project_id: null,
          cluster_id: null,
          region_id: d.regionId,
          label: d.name,
        }));
      }
      case 'ClusterCreated': {
        const d = dataOf<{ clusterId: number; regionId: number; name: string }>(event);
        return void (await add(`Cluster ${d.name} created`, {
          project_id: null,
          cluster_id: d.clusterId,
          region_id: d.regionId,
          label: d.name,
        }));
      }
      case 'ProjectCreated': {
        const d = dataOf<{
          projectId: number;
          clusterId: number;
          regionId: number;
          code: string;
          name: string;
        }>(event);
        const place = {
          project_id: d.projectId,
          cluster_id: d.clusterId,
          region_id: d.regionId,
          label: d.code,
        };
        await remember(place);
        return void (await add(`Project ${d.code} ${d.name} created`, place));
      }
      case 'ProjectStatusChanged': {
        const place = await placeOf(event.streamId);
        const active = dataOf<{ isActive: boolean }>(event).isActive;
        return void (await add(
          `Project ${place?.label ?? ''} ${active ? 'activated' : 'deactivated'}`.replace('  ', ' '),
          place,
        ));
      }
      case 'ParticipantRegistered': {
        const d = dataOf<{ participantId: string; projectId: number; clusterId: number; regionId: number }>(
          event,
        );
        const place = {
          project_id: d.projectId,
          cluster_id: d.clusterId,
          region_id: d.regionId,
          label: d.participantId,
        };
        await remember(place);
        return void (await add(`Participant ${d.participantId} registered`, place));
      }
      case 'ParticipantUpdated': {
        const place = await placeOf(event.streamId);
        const code = dataOf<{ participantId: string }>(event).participantId;
        if (place) await remember({ ...place, label: code });
        return void (await add(`Participant ${code} updated`, place));
      }
      case 'ParticipantInactivated':
      case 'ParticipantReactivated':
      case 'ParticipantDeleted':
      case 'ParticipantPersonalDataErased': {
        const place = await placeOf(event.streamId);
        const verb = {
          ParticipantInactivated: 'inactivated',
          ParticipantReactivated: 'reactivated',
          ParticipantDeleted: 'deleted from the register',
          ParticipantPersonalDataErased: 'personal data erased',
        }[event.type];
        return void (await add(`Participant ${place?.label ?? ''} ${verb}`, place));
      }
      case 'ContributionOpened': {
        // Not a line of its own (one per child per month would drown the feed); only remembered.
        const d = dataOf<{
          participantId: number;
          projectId: number;
          clusterId: number;
          regionId: number;
          month: string;
        }>(event);
        const participant = await placeOf(`participant-${d.participantId}`);
        return void (await remember({
          project_id: d.projectId,
          cluster_id: d.clusterId,
          region_id: d.regionId,
          label: `${participant?.label ?? `participant ${d.participantId}`} (${d.month})`,
        }));
      }
      case 'PaymentRecorded':
      case 'PaymentReversed': {
        const place = await placeOf(event.streamId);
        const amount = formatMoney(dataOf<{ amount: number }>(event).amount);
        const text =
          event.type === 'PaymentRecorded'
            ? `Payment of ${amount} recorded for ${place?.label ?? 'a contribution'}`
            : `Payment of ${amount} reversed for ${place?.label ?? 'a contribution'}`;
        return void (await add(text, place));
      }
    }
  },
};

const actorOf = (metadata: EventMetadata) =>
  metadata.actor.kind === 'user'
    ? {
        kind: 'user',
        userId: metadata.actor.userId,
        username: metadata.actor.username,
        role: metadata.actor.role,
      }
    : { kind: 'system', name: metadata.actor.name };
