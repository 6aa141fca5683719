-- SMS limits: one row per composed message queued (receipts are not here), read and written by the
-- command service under a lock of the message's project, so a project's day of SMS, a user's last minute
-- of messages and a message sent again to the same recipients are counted without racing
-- (command-service/src/features/sms/limits.ts). The recipients and the text are kept only as hashes.
CREATE TABLE sms_sends (
  sms_id integer PRIMARY KEY,
  project_id integer NOT NULL,
  user_id integer,
  -- the business date (EAT) it was sent on, and the SMS (parts) it is billed as, all recipients together
  business_day date NOT NULL,
  parts integer NOT NULL CHECK (parts >= 0),
  recipients_hash text NOT NULL,
  content_hash text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sms_sends_project_day ON sms_sends (project_id, business_day);
CREATE INDEX sms_sends_user_time ON sms_sends (user_id, sent_at);
CREATE INDEX sms_sends_repeat ON sms_sends (project_id, recipients_hash, content_hash, sent_at);
