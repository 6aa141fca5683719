import type { ParticipantEvent } from '@pm/domain';
import { unsealPersonalData } from '@pm/infra/crypto/personal-data';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { occurredAt, type ReadModel } from '../read-model';

const PERSONAL_COLUMNS = `first_name = $2, second_name = $3, surname = $4, date_of_birth = $5,
  parent_guardian_name = $6, care_giver_name = $7, contact_phone = $8`;

/**
 * The participant register behind GET /api/participants and the dashboard. Personal fields are opened
 * here with the participant's key; once the key is destroyed they stay empty, on a rebuild too.
 */
export const participantsModel: ReadModel = {
  name: 'participants',
  tables: ['participants'],
  schema: `
    CREATE TABLE participants (
      id integer PRIMARY KEY,
      participant_id text NOT NULL,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      first_name text,
      second_name text,
      surname text,
      date_of_birth date,
      gender text NOT NULL,
      parent_guardian_name text,
      care_giver_name text,
      contact_phone text,
      grade_level text,
      monthly_contribution numeric(12,2) NOT NULL,
      planned_exit_date date,
      is_active boolean NOT NULL,
      inactivated_at timestamptz,
      inactivation_reason text,
      deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz,
      erased boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX participants_project_id ON participants (project_id);
    CREATE INDEX participants_cluster_id ON participants (cluster_id);
    CREATE INDEX participants_region_id ON participants (region_id);
  `,
  handles: new Set([
    'ParticipantRegistered',
    'ParticipantUpdated',
    'ParticipantInactivated',
    'ParticipantReactivated',
    'ParticipantDeleted',
    'ParticipantPersonalDataErased',
  ]),
  async apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as ParticipantEvent;
    const id = Number(recorded.streamId.slice('participant-'.length));
    const at = occurredAt(recorded);
    const position = recorded.position.toString();
    const personalValues = async (sealed: Parameters<typeof unsealPersonalData>[1]) => {
      const p = await unsealPersonalData(tx, sealed);
      return [
        p?.firstName ?? null,
        p?.secondName ?? null,
        p?.surname ?? null,
        p?.dateOfBirth ?? null,
        p?.parentGuardianName ?? null,
        p?.careGiverName ?? null,
        p?.contactPhone ?? null,
      ];
    };
    switch (event.type) {
      case 'ParticipantRegistered': {
        const d = event.data;
        await tx.query(
          `INSERT INTO participants (id, first_name, second_name, surname, date_of_birth, parent_guardian_name, care_giver_name,
             contact_phone, participant_id, project_id, cluster_id, region_id, gender, grade_level, monthly_contribution,
             planned_exit_date, is_active, created_at, updated_at, last_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::numeric / 100, $16, true, $17, $17, $18)
           ON CONFLICT (id) DO NOTHING`,
          [
            id,
            ...(await personalValues(d.personal)),
            d.participantId,
            d.projectId,
            d.clusterId,
            d.regionId,
            d.gender,
            d.gradeLevel,
            d.monthlyContribution,
            d.plannedExitDate,
            at,
            position,
          ],
        );
        return;
      }
      case 'ParticipantUpdated': {
        const d = event.data;
        await tx.query(
          `UPDATE participants SET ${PERSONAL_COLUMNS}, participant_id = $9, gender = $10, grade_level = $11,
             monthly_contribution = $12::numeric / 100, planned_exit_date = $13, updated_at = $14, last_position = $15
           WHERE id = $1 AND last_position < $15`,
          [
            id,
            ...(await personalValues(d.personal)),
            d.participantId,
            d.gender,
            d.gradeLevel,
            d.monthlyContribution,
            d.plannedExitDate,
            at,
            position,
          ],
        );
        return;
      }
      case 'ParticipantInactivated':
        await tx.query(
          `UPDATE participants SET is_active = false, inactivated_at = $2, inactivation_reason = $3, updated_at = $2, last_position = $4
           WHERE id = $1 AND last_position < $4`,
          [id, event.data.inactivatedAt, event.data.reason, position],
        );
        return;
      case 'ParticipantReactivated':
        await tx.query(
          `UPDATE participants SET is_active = true, inactivated_at = NULL, inactivation_reason = NULL, updated_at = $2, last_position = $3
           WHERE id = $1 AND last_position < $3`,
          [id, at, position],
        );
        return;
      case 'ParticipantDeleted':
        await tx.query(
          'UPDATE participants SET deleted = true, deleted_at = $2, updated_at = $2, last_position = $3 WHERE id = $1 AND last_position < $3',
          [id, event.data.deletedAt, position],
        );
        return;
      case 'ParticipantPersonalDataErased':
        await tx.query(
          `UPDATE participants SET first_name = NULL, second_name = NULL, surname = NULL, date_of_birth = NULL,
             parent_guardian_name = NULL, care_giver_name = NULL, contact_phone = NULL, erased = true, updated_at = $2, last_position = $3
           WHERE id = $1 AND last_position < $3`,
          [id, at, position],
        );
        return;
    }
  },
};
