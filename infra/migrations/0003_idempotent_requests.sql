-- Responses of requests sent with an Idempotency-Key: a retry gets the first response instead of
-- running the command again (a create would otherwise allocate a new id). status is NULL while the
-- first attempt runs; a failed attempt removes its row so that a retry runs afresh.
CREATE TABLE idempotent_requests (
  key text PRIMARY KEY,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
