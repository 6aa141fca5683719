import { scopeIndexes } from '../scope-indexes';

/**
 * The sms tables: the messages behind GET /api/sms and its figures, each message's numbers, the receipt
 * and reminder switches with the receipts refused, and the reminders queued or refused (GET
 * /api/sms/reminders: their SMS's delivery is read from sms_recipients).
 */
export const tables = ['sms_recipients', 'sms_messages', 'sms_receipt_settings', 'sms_reminder_list'];

export const schema = `
    CREATE TABLE sms_messages (
      id integer PRIMARY KEY,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      content text NOT NULL,
      recipient_type text NOT NULL,
      recipient_filter text,
      kind text,
      custom_phone_number text,
      sent_by integer,
      sent_by_name text,
      total_recipients integer NOT NULL,
      skipped_recipients integer NOT NULL DEFAULT 0,
      delivered_count integer NOT NULL DEFAULT 0,
      failed_count integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'Pending',
      failure_reason text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    ${scopeIndexes('sms_messages')}
    CREATE TABLE sms_recipients (
      sms_id integer NOT NULL,
      recipient_index integer NOT NULL,
      participant_id integer,
      message_id text,
      status text NOT NULL DEFAULT 'Pending',
      gateway_status text,
      failure_reason text,
      cost text,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (sms_id, recipient_index)
    );
    -- the receipt switches (enabled) and the reminder switches (reminders): group_id 0 is the project's
    -- own (parents' payments, contributions due)
    CREATE TABLE sms_receipt_settings (
      project_id integer NOT NULL,
      group_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      enabled boolean NOT NULL DEFAULT false,
      reminders boolean NOT NULL DEFAULT false,
      refused_count integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (project_id, group_id)
    );
    -- one row per reminder (its key, reminder:<purpose>:…): sms_id null when it was refused, with the reason;
    -- due is the child's month (YYYY-MM) or the loan's or meeting's day (YYYY-MM-DD)
    CREATE TABLE sms_reminder_list (
      reminder_key text PRIMARY KEY,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      purpose text NOT NULL,
      due text NOT NULL,
      participant_id integer,
      group_id integer,
      member_id integer,
      sms_id integer,
      reason text,
      created_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    ${scopeIndexes('sms_reminder_list')}
    CREATE INDEX sms_reminder_list_newest ON sms_reminder_list (created_at DESC, reminder_key DESC);
  `;
