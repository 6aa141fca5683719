-- M-Pesa confirmations held until M-Pesa itself confirms them (command-service/src/features/mobile-money/
-- status-checks.ts, docs/domain/mobile-money.md, "Callbacks"): when the sender of a paybill confirmation
-- cannot be told apart from anyone else (no MPESA_CALLBACK_SOURCES) the product asks M-Pesa's Transaction
-- Status about the receipt and records the payment only from its answer. Operational, written by the
-- command service, never rebuilt; the payment itself is recorded as events.

CREATE TABLE mpesa_status_checks (
  receipt text PRIMARY KEY,
  -- the confirmation as it was read: reference, amount (cents), paidAt, channel
  payment jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  -- the last question asked of Transaction Status, and how often it was asked
  conversation_id text,
  asked_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  -- the answer: recorded, not-found, not-completed or amount-differs (null while waiting)
  outcome text,
  answered_at timestamptz
);
CREATE INDEX mpesa_status_checks_conversation ON mpesa_status_checks (conversation_id);
CREATE INDEX mpesa_status_checks_waiting ON mpesa_status_checks (asked_at) WHERE outcome IS NULL;
