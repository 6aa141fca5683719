import { type ReminderOf, reminderDue, reminderGroup, reminderKey } from '@pm/domain';
import type { ProjectPlace } from '@pm/domain/shared/place';
import { db, execute } from '@pm/infra/db/typed';
import type pg from 'pg';

/**
 * A row of sms_reminder_list: the reminder's key, what it is about and its SMS (null: refused, with the
 * reason). Keyed by the reminder's key, which is queued or refused at most once: a replay inserts nothing.
 */
export const listReminder = (
  tx: pg.PoolClient,
  of: ReminderOf,
  place: ProjectPlace,
  sms: { smsId: number } | { reason: string },
  at: string,
  position: bigint,
) =>
  execute(
    tx,
    db
      .insertInto('sms_reminder_list')
      .values({
        reminder_key: reminderKey(of),
        project_id: place.projectId,
        cluster_id: place.clusterId,
        region_id: place.regionId,
        purpose: of.purpose,
        due: reminderDue(of),
        participant_id: of.purpose === 'contribution' ? of.participantId : null,
        group_id: reminderGroup(of),
        member_id: of.purpose === 'contribution' ? null : of.memberId,
        sms_id: 'smsId' in sms ? sms.smsId : null,
        reason: 'reason' in sms ? sms.reason : null,
        created_at: at,
        last_position: position.toString(),
      })
      .onConflict((oc) => oc.column('reminder_key').doNothing()),
  );
