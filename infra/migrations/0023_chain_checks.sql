-- Tamper noticed while running: the read API recomputes the event log's hash chain (0013_event_chain.sql)
-- every CHAIN_CHECK_INTERVAL_HOURS from the last position it verified, and once a day signs the verified
-- head with a key kept outside the database (read-api/src/chain-check-job.ts, docs/audit-and-operations.md).
-- Operational, like audit_checks: written by the read API, never rebuilt.

-- One row per run. A run that verified its range keeps the head it reached (to_position, to_hash): the
-- next run starts after the latest of them, and a later full run holds the chain to each. A run that
-- found the chain broken keeps where and why; the SuperAdmin's bell and /api/health read the latest run.
CREATE TABLE chain_checks (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  -- from position 1 (the daily full pass), or from the last verified position
  full_check boolean NOT NULL,
  from_position bigint NOT NULL,
  to_position bigint,
  to_hash bytea,
  checked bigint,
  duration_ms integer,
  -- the chain broken: the first position found wrong, why (altered, missing, expected, head, signature),
  -- the hashes (hex) the chain calls for and found, the event there, and the last position known good
  broken_at bigint,
  reason text,
  expected text,
  stored text,
  event_id text,
  stream_id text,
  good_to bigint,
  error text
);
CREATE INDEX chain_checks_finished_at ON chain_checks (finished_at DESC) WHERE finished_at IS NOT NULL;

-- The head signed each day (Africa/Nairobi business date): Ed25519 over
-- 'pm-log-head:v1:<day>:<position>:<hash hex>', with the key of LOG_HEAD_KEY_FILE. key_id names the public
-- key (the first 16 hex digits of the SHA-256 of its DER form); the key itself is never stored here, so
-- rows rewritten with the chain do not verify. sms_text is what is sent to the NationalDirectors, straight
-- to the SMS gateway (sms_recipients numbers, sms_accepted of them taken by it; sms_error when not sent).
CREATE TABLE log_head_signatures (
  day date PRIMARY KEY,
  position bigint NOT NULL,
  hash bytea NOT NULL,
  signed_at timestamptz NOT NULL,
  algorithm text NOT NULL,
  key_id text NOT NULL,
  signature bytea NOT NULL,
  sms_text text NOT NULL,
  sms_recipients integer,
  sms_accepted integer,
  sms_error text
);
