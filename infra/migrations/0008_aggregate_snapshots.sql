-- A long-lived aggregate (a savings group's ledger holds every saving it ever took) is loaded from its
-- latest snapshot plus the events after it, so a command costs the same after 100 events or 100,000.
-- Snapshots are a cache: deleting the table loses nothing; a snapshot of another state shape (schema)
-- is ignored and replaced.
CREATE TABLE aggregate_snapshots (
  stream_id text PRIMARY KEY,
  schema text NOT NULL,
  version integer NOT NULL,
  state jsonb NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now()
);
