-- The read API's scheduled replay check: each run replays every saving group and every
-- project's contributions from the event store and compares them with the read tables. Operational, like
-- document_access_log: written by the read API, never rebuilt. A run interrupted by a shutdown keeps no
-- finished_at; the SuperAdmin's bell reads the latest finished run.
CREATE TABLE audit_checks (
  id bigserial PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  groups_checked integer,
  projects_checked integer,
  -- [{ kind: 'group' | 'project', id, name, figure, replay, readModel }] in KES
  differences jsonb NOT NULL DEFAULT '[]',
  error text
);
CREATE INDEX audit_checks_finished_at ON audit_checks (finished_at DESC) WHERE finished_at IS NOT NULL;
