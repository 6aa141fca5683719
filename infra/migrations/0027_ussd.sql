-- The USSD menu (command-service/src/features/ussd/, docs/domain/ussd.md). Operational, written by the
-- command service, never rebuilt; every PIN set, lockout and reset is also an event (ussd-access-<id>).

-- One row per number that has dialled: its PIN and one-time code, salted and hashed (scrypt), and the
-- guesses taken. A guess is taken (wrong_count + 1) before it is checked, in one statement, so parallel
-- sessions never get more than three guesses between lockouts.
CREATE TABLE ussd_access (
  phone text PRIMARY KEY,
  pin_hash text,
  wrong_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  code_hash text,
  code_expires_at timestamptz,
  -- the codes sent in the hour that began at codes_since
  codes_sent integer NOT NULL DEFAULT 0,
  codes_since timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A USSD session as far as the caller has gone: its step (a PIN being chosen is held hashed), how many of
-- Africa's Talking's inputs were taken, and the page answered last (a request sent again gets it again).
CREATE TABLE ussd_sessions (
  session_id text PRIMARY KEY,
  phone text NOT NULL,
  state jsonb NOT NULL,
  inputs integer NOT NULL,
  answer text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ussd_sessions_age ON ussd_sessions (updated_at);

-- The gateway's ids of the codes' SMS (sent outside the outbox): their delivery reports are taken and
-- left, not waited for as an outbox message's are. Kept a week.
CREATE TABLE ussd_code_messages (
  message_id text PRIMARY KEY,
  sent_at timestamptz NOT NULL DEFAULT now()
);
