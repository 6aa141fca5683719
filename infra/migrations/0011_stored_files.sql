-- Files kept with the product's data (meeting minutes; later documents). The event that
-- records a file names its id and SHA-256, so its bytes can be checked against the audit trail.
CREATE TABLE stored_files (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('minutes', 'document')),
  original_name text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0 AND size <= 1048576),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  uploaded_by integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
