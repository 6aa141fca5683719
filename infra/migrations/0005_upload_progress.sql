-- Progress of bulk uploads, so the dialog's bar shows rows actually processed (the client polls it).
CREATE TABLE upload_progress (
  upload_id text PRIMARY KEY,
  user_id integer NOT NULL,
  total integer NOT NULL DEFAULT 0,
  processed integer NOT NULL DEFAULT 0,
  succeeded integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  done boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
