-- SMS reminders: the reminders job's bookkeeping (command-service/src/features/sms/reminders.ts).

-- One row per reminder queued (or refused), keyed by what it is about, one per person, purpose and date
-- ('reminder:contribution:<child>:<YYYY-MM>', 'reminder:loan:<loan>:<due date>',
-- 'reminder:meeting:<meeting>:<member>'). As sms_receipts: the message id is reserved before the append,
-- so a restart reuses it, and the append's command id (the key) stores the message at most once. A
-- refused key is final: it is never tried again.
CREATE TABLE sms_reminders (
  reminder_key text PRIMARY KEY,
  sms_id integer,
  state text NOT NULL CHECK (state IN ('queuing', 'queued', 'refused')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
