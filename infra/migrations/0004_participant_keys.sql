-- One data key per participant: its personal fields are sealed with it (AES-256-GCM) before they
-- enter the event log. Erasure destroys the key (key := NULL): every copy of the sealed fields, in
-- the log and in backups of the log, becomes unreadable, while the money history stays intact.
CREATE TABLE participant_keys (
  key_id text PRIMARY KEY,
  participant_id integer NOT NULL UNIQUE,
  key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  destroyed_at timestamptz
);
