-- SMS receipts: the receipts process's bookkeeping. Its checkpoint is a row of
-- sms_dispatcher_checkpoint (name 'sms-receipts').

-- One row per entry that got (or was refused) a receipt or a correction, keyed by what it is about
-- ('receipt:saving:12', 'correction:saving:12'). The message id is reserved before the append, so a
-- restart reuses it, and the append's command id (the key) stores the message at most once.
CREATE TABLE sms_receipts (
  receipt_key text PRIMARY KEY,
  sms_id integer,
  state text NOT NULL CHECK (state IN ('queuing', 'queued', 'refused')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
