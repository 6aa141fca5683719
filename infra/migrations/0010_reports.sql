-- Reports: each requested report, its progress while the command service's worker produces
-- it, and the file it produced. The request and its outcome are events on the report's stream
-- (`report-N`, the audit trail); these rows are the work queue, the progress bar and the stored file.
CREATE TABLE report_jobs (
  id integer PRIMARY KEY,
  report_type text NOT NULL,
  format text NOT NULL,
  title text NOT NULL,
  from_date date,
  to_date date,
  participant_id integer,
  -- the report's scope: a project, or the requester's whole cluster, region or programme (nulls)
  region_id integer,
  cluster_id integer,
  project_id integer,
  requested_by_user_id integer NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- the event store position of ReportRequested: the worker waits for the read tables to pass it
  request_position bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  rows_total integer,
  rows_done integer NOT NULL DEFAULT 0,
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX report_jobs_queued ON report_jobs (id) WHERE status IN ('queued', 'running');
CREATE INDEX report_jobs_requested_at ON report_jobs (requested_at DESC);

-- Produced files, kept in PostgreSQL (bounded: the worker refuses a file over 20 MB).
CREATE TABLE report_files (
  report_id integer PRIMARY KEY REFERENCES report_jobs (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0 AND size <= 20971520),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
