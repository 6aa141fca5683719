import type { SmsEvent, SmsReceiptEvent } from '@pm/domain';
import { openRecipientPhones } from '@pm/infra/crypto/sms-phones';
import type { SmsReceiptSettings } from '@pm/infra/db/tables';
import { db, execute } from '@pm/infra/db/typed';
import { type Insertable, sql } from 'kysely';
import type pg from 'pg';
import type { Handlers } from '../read-model';
import { insert, update } from '../sql';
import { listReminder } from './reminders';

/** Delivered and failed counts follow the numbers' rows, so a replayed report cannot count twice. */
const recount = (tx: pg.PoolClient, smsId: number) =>
  execute(
    tx,
    db
      .updateTable('sms_messages')
      .set((eb) => {
        const numbers = (status: string) =>
          eb
            .selectFrom('sms_recipients')
            .select(sql<number>`count(*)`.as('n'))
            .where('sms_recipients.sms_id', '=', smsId)
            .where('sms_recipients.status', '=', sql.lit(status));
        return { delivered_count: numbers('Delivered'), failed_count: numbers('Failed') };
      })
      .where('id', '=', smsId),
  );

/** A project's (or a group's) receipt settings: group 0 stands for the project's own. */
const settingsKey = (d: {
  projectId: number;
  groupId?: number | null;
  clusterId: number;
  regionId: number;
}) => ({
  project_id: d.projectId,
  group_id: d.groupId ?? 0,
  cluster_id: d.clusterId,
  region_id: d.regionId,
});

/** An upsert of receipt settings; a replayed event (not past the row's last_position) changes nothing. */
const receiptSettings = (row: Insertable<SmsReceiptSettings>) =>
  db.insertInto('sms_receipt_settings').values(row);

/**
 * Keyed by the message's id (and the number's index) and guarded by position. No phone number is kept
 * but a typed-in one, opened with its message's key, as the participants table keeps contactPhone.
 */
export const handlers: Handlers<SmsEvent | SmsReceiptEvent> = {
  SmsQueued: async (tx, e) => {
    const d = e.data;
    const custom =
      d.recipientType === 'custom_number' && d.recipients[0]
        ? ((await openRecipientPhones(tx, [d.recipients[0].phone]))[0] ?? null)
        : null;
    await insert(tx, 'sms_messages', {
      id: d.smsId,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      content: d.content,
      recipient_type: d.recipientType,
      recipient_filter: d.recipientFilter,
      kind: d.kind ?? null,
      custom_phone_number: custom,
      sent_by: d.sentBy?.userId ?? null,
      sent_by_name: d.sentBy?.username ?? null,
      total_recipients: d.totalRecipients,
      skipped_recipients: d.skippedRecipients,
      status: 'Pending',
      created_at: d.queuedAt,
      last_position: e.position,
    });
    // one statement for any number of recipients: each one's index is its place in the array
    const each = sql<{
      p: number | null;
      i: string;
    }>`unnest(${d.recipients.map((r) => r.participantId)}::int[]) WITH ORDINALITY`;
    await execute(
      tx,
      db
        .insertInto('sms_recipients')
        .columns(['sms_id', 'recipient_index', 'participant_id', 'updated_at', 'last_position'])
        .expression(
          db
            .selectFrom(each.as<'u'>(sql`u(p, i)`))
            .select((eb) => [
              sql<number>`${d.smsId}`.as('sms_id'),
              sql<number>`${eb.ref('u.i')} - 1`.as('recipient_index'),
              'u.p',
              sql<string>`${d.queuedAt}`.as('updated_at'),
              sql<string>`${e.position}`.as('last_position'),
            ]),
        )
        .onConflict((oc) => oc.doNothing()),
    );
    if (d.kind === 'reminder' && d.reminderOf)
      await listReminder(tx, d.reminderOf, d, { smsId: d.smsId }, d.queuedAt, e.position);
  },
  SmsDispatched: async (tx, e) => {
    const d = e.data;
    const done = await update(
      tx,
      'sms_messages',
      d.smsId,
      { status: d.status, failure_reason: d.reason, sent_at: d.dispatchedAt },
      e.position,
    );
    if (done.rowCount === 0) return;
    await execute(
      tx,
      db
        .updateTable('sms_recipients')
        .set({ status: sql.lit('Failed'), updated_at: d.dispatchedAt, last_position: e.position })
        .where('sms_id', '=', d.smsId)
        .where('last_position', '<', e.position.toString()),
    );
    for (const r of d.recipients)
      await execute(
        tx,
        db
          .updateTable('sms_recipients')
          .set({ message_id: r.messageId, status: r.status, gateway_status: r.gatewayStatus, cost: r.cost })
          .where('sms_id', '=', d.smsId)
          .where('recipient_index', '=', r.index),
      );
    await recount(tx, d.smsId);
  },
  SmsDeliveryReported: async (tx, e) => {
    const d = e.data;
    await execute(
      tx,
      db
        .updateTable('sms_recipients')
        .set({
          status: d.status,
          gateway_status: d.gatewayStatus,
          failure_reason: d.failureReason,
          updated_at: d.reportedAt,
          last_position: e.position,
        })
        .where('sms_id', '=', d.smsId)
        .where('recipient_index', '=', d.index)
        .where('last_position', '<', e.position.toString()),
    );
    await recount(tx, d.smsId);
  },
  SmsReceiptsSet: (tx, e) => {
    // the reminders switch (kind 'reminders') has a column of its own; no kind is the receipts switch
    const column = e.data.kind === 'reminders' ? 'reminders' : 'enabled';
    return execute(
      tx,
      receiptSettings({
        ...settingsKey(e.data),
        [column]: e.data.enabled,
        updated_at: e.occurredAt,
        last_position: e.position,
      }).onConflict((oc) =>
        oc
          .columns(['project_id', 'group_id'])
          .doUpdateSet((eb) => ({
            [column]: eb.ref(`excluded.${column}`),
            updated_at: eb.ref('excluded.updated_at'),
            last_position: eb.ref('excluded.last_position'),
          }))
          .whereRef('sms_receipt_settings.last_position', '<', 'excluded.last_position'),
      ),
    );
  },
  SmsReceiptRefused: (tx, e) =>
    execute(
      tx,
      receiptSettings({
        ...settingsKey(e.data),
        refused_count: 1,
        updated_at: e.occurredAt,
        last_position: e.position,
      }).onConflict((oc) =>
        oc
          .columns(['project_id', 'group_id'])
          .doUpdateSet((eb) => ({
            refused_count: eb('sms_receipt_settings.refused_count', '+', 1),
            updated_at: eb.ref('excluded.updated_at'),
            last_position: eb.ref('excluded.last_position'),
          }))
          .whereRef('sms_receipt_settings.last_position', '<', 'excluded.last_position'),
      ),
    ),
  SmsReminderRefused: (tx, e) =>
    listReminder(tx, e.data.reminderOf, e.data, { reason: e.data.reason }, e.data.refusedAt, e.position),
};
