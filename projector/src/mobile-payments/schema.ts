/**
 * `mobile_payments`: one row per M-Pesa receipt and what became of it, behind GET /api/mobile-payments
 * (the unmatched-payments screen). Its place is the project it is listed for (`project_id`, null when its
 * reference named none); the read route joins the project for the region and cluster of the reader's
 * scope, as a project never moves.
 */
export const tables = ['mobile_payments'];

export const schema = `
    CREATE TABLE mobile_payments (
      receipt text PRIMARY KEY,
      amount numeric(12,2) NOT NULL,
      reference text NOT NULL,
      paid_at timestamptz NOT NULL,
      channel text NOT NULL,
      status text NOT NULL,
      unmatched_reason text,
      project_id integer,
      participant_id integer,
      reason text,
      decided_by text,
      decided_at timestamptz,
      last_position bigint NOT NULL
    );
    CREATE INDEX mobile_payments_status ON mobile_payments (status, paid_at DESC, receipt);
    CREATE INDEX mobile_payments_project ON mobile_payments (project_id, status, paid_at DESC);
  `;
