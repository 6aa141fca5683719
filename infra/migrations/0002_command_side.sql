-- Command-side state that is not an event: identifiers, uniqueness reservations, credentials,
-- sign-in throttling, sessions and projector checkpoints. Read-model tables are owned by the projector.

-- Uniqueness (usernames, project codes, ...) is reserved when a command is accepted.
CREATE TABLE unique_keys (
  kind text NOT NULL,
  key text NOT NULL,
  owner text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key)
);

-- Password hashes never enter the event log: the log is immutable and replayable by auditors.
CREATE TABLE credentials (
  user_id integer PRIMARY KEY,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_at ON login_failures (key, at);

CREATE TABLE sessions (
  sid text PRIMARY KEY,
  sess jsonb NOT NULL,
  user_id integer,
  -- highest global position this session has written: the read API waits for the projector to pass it
  last_position bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_expires_at ON sessions (expires_at);

CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  position bigint NOT NULL DEFAULT 0,
  schema_hash text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
