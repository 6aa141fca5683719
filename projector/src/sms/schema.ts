import { scopeIndexes } from '../scope-indexes';

/**
 * The sms tables: the messages behind GET /api/sms and its figures, each message's numbers, and the
 * receipt switches with the receipts refused.
 */
export const tables = ['sms_recipients', 'sms_messages', 'sms_receipt_settings'];

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
    -- the receipt switches: group_id 0 is the project's own (parents' payments)
    CREATE TABLE sms_receipt_settings (
      project_id integer NOT NULL,
      group_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      enabled boolean NOT NULL DEFAULT false,
      refused_count integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (project_id, group_id)
    );
  `;
