-- Event store tables for the PostgreSQL adapter (infra/src/event-store/postgres.ts).
-- The log (es_events) is append-only: a trigger refuses UPDATE and DELETE.

-- The last global position handed out. One row: an append locks it from taking its positions until
-- commit, so positions become visible strictly in order and without gaps, and a tailing reader never
-- has to wait for (or can skip) a lower position that is still in flight.
CREATE TABLE es_global (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  position bigint NOT NULL
);
INSERT INTO es_global (id, position) VALUES (true, 0);

-- Current version (0-based revision of the last event) of each stream: the compare-and-set target.
CREATE TABLE es_streams (
  stream_id text PRIMARY KEY,
  version integer NOT NULL CHECK (version >= 0)
);

CREATE TABLE es_events (
  position bigint PRIMARY KEY CHECK (position > 0),
  stream_id text NOT NULL REFERENCES es_streams (stream_id),
  stream_version integer NOT NULL CHECK (stream_version >= 0),
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (stream_id, stream_version)
);

-- Idempotency: the result of the first append of each command id. The row is inserted first in the
-- append transaction (so a concurrent retry waits on its key) and completed before commit.
CREATE TABLE es_commands (
  command_id text PRIMARY KEY,
  stream_id text NOT NULL,
  version integer,
  position bigint,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE FUNCTION es_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'es_events is append-only (% refused)', TG_OP;
END;
$$;

CREATE TRIGGER es_events_append_only
  BEFORE UPDATE OR DELETE ON es_events
  FOR EACH ROW EXECUTE FUNCTION es_events_append_only();
