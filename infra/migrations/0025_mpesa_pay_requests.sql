-- Requests to pay by M-Pesa (STK push) as the command service follows them (command-service/src/features/
-- mobile-money/pay-requests.ts, docs/domain/mobile-money.md, "Requests to pay"): which child's request an
-- STK callback's CheckoutRequestID names, and which requests still wait for an answer (the sweep asks
-- M-Pesa about those whose callback never came). Operational, written by the command service, never
-- rebuilt; the requests themselves are events on the child's pay-requests stream.

CREATE TABLE mpesa_pay_requests (
  request_id uuid PRIMARY KEY,
  participant_id integer NOT NULL,
  checkout_request_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- set once the request has ended (paid, cancelled, failed, timed out)
  settled_at timestamptz
);
CREATE INDEX mpesa_pay_requests_waiting ON mpesa_pay_requests (created_at) WHERE settled_at IS NULL;
