import type { ParticipantEvent, ParticipantRegistered, PersonalData, SealedPersonalData } from '@pm/domain';
import { unsealPersonalData, unsealPersonalDataMany } from '@pm/infra/crypto/personal-data';
import type pg from 'pg';
import {
  type BatchHandler,
  type BatchHandlers,
  fromBatch,
  type Handlers,
  type Projected,
} from '../read-model';
import { cents, insertMany, update } from '../sql';

/** The personal columns as opened with the participant's key; all null once the key is destroyed. */
const personalColumns = (p: PersonalData | null) => ({
  first_name: p?.firstName ?? null,
  second_name: p?.secondName ?? null,
  surname: p?.surname ?? null,
  date_of_birth: p?.dateOfBirth ?? null,
  parent_guardian_name: p?.parentGuardianName ?? null,
  care_giver_name: p?.careGiverName ?? null,
  contact_phone: p?.contactPhone ?? null,
});
const personal = async (tx: pg.PoolClient, sealed: SealedPersonalData) =>
  personalColumns(await unsealPersonalData(tx, sealed));

const participantRow = (e: Projected<ParticipantRegistered>, opened: PersonalData | null) => ({
  id: e.data.id,
  ...personalColumns(opened),
  participant_id: e.data.participantId,
  project_id: e.data.projectId,
  cluster_id: e.data.clusterId,
  region_id: e.data.regionId,
  gender: e.data.gender,
  grade_level: e.data.gradeLevel,
  monthly_contribution: cents(e.data.monthlyContribution),
  planned_exit_date: e.data.plannedExitDate,
  is_active: true,
  created_at: e.occurredAt,
  updated_at: e.occurredAt,
  last_position: e.position,
});

/**
 * A bulk upload's or a new project's registrations: their keys in one read, their rows in one insert; a
 * lone registration as a run of one (its single handler).
 */
const register: BatchHandler<ParticipantRegistered> = async (tx, events) => {
  const opened = await unsealPersonalDataMany(
    tx,
    events.map((e) => e.data.personal),
  );
  await insertMany(
    tx,
    'participants',
    events.map((e, i) => participantRow(e, opened[i]!)),
  );
};

export const batchHandlers: BatchHandlers<ParticipantEvent> = { ParticipantRegistered: register };

/** Keyed by the participant's id and guarded by position: a replayed event changes nothing. */
export const handlers: Handlers<ParticipantEvent> = {
  ParticipantRegistered: fromBatch(register),
  ParticipantUpdated: async (tx, e) => {
    const d = e.data;
    const set = {
      ...(await personal(tx, d.personal)),
      participant_id: d.participantId,
      gender: d.gender,
      grade_level: d.gradeLevel,
      monthly_contribution: cents(d.monthlyContribution),
      planned_exit_date: d.plannedExitDate,
      updated_at: e.occurredAt,
    };
    await update(tx, 'participants', d.id, set, e.position);
  },
  ParticipantInactivated: (tx, e) =>
    update(
      tx,
      'participants',
      e.data.id,
      {
        is_active: false,
        inactivated_at: e.data.inactivatedAt,
        inactivation_reason: e.data.reason,
        updated_at: e.data.inactivatedAt,
      },
      e.position,
    ),
  ParticipantReactivated: (tx, e) =>
    update(
      tx,
      'participants',
      e.data.id,
      { is_active: true, inactivated_at: null, inactivation_reason: null, updated_at: e.occurredAt },
      e.position,
    ),
  ParticipantDeleted: (tx, e) =>
    update(
      tx,
      'participants',
      e.data.id,
      { deleted: true, deleted_at: e.data.deletedAt, updated_at: e.data.deletedAt },
      e.position,
    ),
  ParticipantPersonalDataErased: (tx, e) =>
    update(
      tx,
      'participants',
      e.data.id,
      { ...personalColumns(null), erased: true, updated_at: e.occurredAt },
      e.position,
    ),
};
