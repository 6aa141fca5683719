-- SMS: the keys of typed-in numbers, and the dispatcher's outbox bookkeeping.

-- A typed-in (custom) number is sealed with its message's own key; a guardian's number with its child's.
CREATE TABLE sms_keys (
  key_id text PRIMARY KEY,
  key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  destroyed_at timestamptz
);

-- How far the dispatcher has followed the event log.
CREATE TABLE sms_dispatcher_checkpoint (
  name text PRIMARY KEY,
  position bigint NOT NULL
);

-- One row per queued message. pending -> sending (claimed, before the gateway is called) -> answered
-- (the gateway's answer kept) -> recorded (SmsDispatched appended). A row left in 'sending' by a crash is
-- never sent again (at most once): it is recorded as Failed, outcome unknown.
CREATE TABLE sms_dispatches (
  sms_id integer PRIMARY KEY,
  state text NOT NULL CHECK (state IN ('pending', 'sending', 'answered', 'recorded')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  answer jsonb,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_dispatches_due ON sms_dispatches (next_attempt_at) WHERE state = 'pending';

-- The gateway's message ids, so a delivery report finds its message and number.
CREATE TABLE sms_gateway_messages (
  message_id text PRIMARY KEY,
  sms_id integer NOT NULL,
  recipient integer NOT NULL
);
