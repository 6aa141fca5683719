-- Every download of a document (spec: document_access_log), written by the read API as the file is
-- sent. Operational, like sessions: not an event, never rebuilt, never updated.
CREATE TABLE document_access_log (
  id bigserial PRIMARY KEY,
  document_id integer NOT NULL,
  accessed_by integer NOT NULL,
  accessed_by_name text NOT NULL,
  access_date timestamptz NOT NULL DEFAULT now(),
  access_type text NOT NULL CHECK (access_type IN ('download')),
  ip_address text,
  user_agent text
);
CREATE INDEX document_access_log_document ON document_access_log (document_id, access_date DESC);
