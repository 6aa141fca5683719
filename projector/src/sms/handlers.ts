import type { SmsEvent, SmsReceiptEvent } from '@pm/domain';
import { openRecipientPhones } from '@pm/infra/crypto/sms-phones';
import type pg from 'pg';
import type { Handlers } from '../read-model';
import { insert, update } from '../sql';

/** Delivered and failed counts follow the numbers' rows, so a replayed report cannot count twice. */
const recount = (tx: pg.PoolClient, smsId: number) =>
  tx.query(
    `UPDATE sms_messages SET
       delivered_count = (SELECT count(*) FROM sms_recipients WHERE sms_id = $1 AND status = 'Delivered'),
       failed_count = (SELECT count(*) FROM sms_recipients WHERE sms_id = $1 AND status = 'Failed')
     WHERE id = $1`,
    [smsId],
  );

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
    await tx.query(
      `INSERT INTO sms_recipients (sms_id, recipient_index, participant_id, updated_at, last_position)
       SELECT $1, i - 1, p, $3, $4 FROM unnest($2::int[]) WITH ORDINALITY AS u(p, i)
       ON CONFLICT DO NOTHING`,
      [d.smsId, d.recipients.map((r) => r.participantId), d.queuedAt, e.position],
    );
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
    await tx.query(
      `UPDATE sms_recipients r SET status = 'Failed', updated_at = $2, last_position = $3
        WHERE r.sms_id = $1 AND r.last_position < $3`,
      [d.smsId, d.dispatchedAt, e.position],
    );
    for (const r of d.recipients)
      await tx.query(
        `UPDATE sms_recipients SET message_id = $3, status = $4, gateway_status = $5, cost = $6
          WHERE sms_id = $1 AND recipient_index = $2`,
        [d.smsId, r.index, r.messageId, r.status, r.gatewayStatus, r.cost],
      );
    await recount(tx, d.smsId);
  },
  SmsDeliveryReported: async (tx, e) => {
    const d = e.data;
    await tx.query(
      `UPDATE sms_recipients SET status = $3, gateway_status = $4, failure_reason = $5, updated_at = $6,
              last_position = $7
        WHERE sms_id = $1 AND recipient_index = $2 AND last_position < $7`,
      [d.smsId, d.index, d.status, d.gatewayStatus, d.failureReason, d.reportedAt, e.position],
    );
    await recount(tx, d.smsId);
  },
  SmsReceiptsSet: (tx, e) =>
    tx.query(
      `INSERT INTO sms_receipt_settings AS s
              (project_id, group_id, cluster_id, region_id, enabled, updated_at, last_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (project_id, group_id) DO UPDATE
          SET enabled = $5, updated_at = $6, last_position = $7 WHERE s.last_position < $7`,
      [
        e.data.projectId,
        e.data.groupId ?? 0,
        e.data.clusterId,
        e.data.regionId,
        e.data.enabled,
        e.occurredAt,
        e.position,
      ],
    ),
  SmsReceiptRefused: (tx, e) =>
    tx.query(
      `INSERT INTO sms_receipt_settings AS s
              (project_id, group_id, cluster_id, region_id, refused_count, updated_at, last_position)
       VALUES ($1, $2, $3, $4, 1, $5, $6)
       ON CONFLICT (project_id, group_id) DO UPDATE
          SET refused_count = s.refused_count + 1, updated_at = $5, last_position = $6 WHERE s.last_position < $6`,
      [e.data.projectId, e.data.groupId ?? 0, e.data.clusterId, e.data.regionId, e.occurredAt, e.position],
    ),
};
