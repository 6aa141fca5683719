-- Sign-in and registration attempts, counted atomically per key (account+address, address, account,
-- registration address) over a fixed window. An attempt takes its slot before any password is hashed,
-- so parallel attempts cannot all pass a limit; a key over its ceiling is paced (one attempt per
-- interval) rather than locked.
CREATE TABLE sign_in_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  next_allowed_at timestamptz NOT NULL,
  allowed boolean NOT NULL
);
DROP TABLE login_failures;
