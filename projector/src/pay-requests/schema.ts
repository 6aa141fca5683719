/**
 * `pay_requests`: one row per request to pay by M-Pesa (STK push) and how it stands, behind GET
 * /api/pay-requests (the contributions screen follows one until M-Pesa answers). Its place is the child's
 * project (`project_id`); the read route joins the child and the month for their names and scope.
 */
export const tables = ['pay_requests'];

export const schema = `
    CREATE TABLE pay_requests (
      id uuid PRIMARY KEY,
      participant_id integer NOT NULL,
      contribution_id integer NOT NULL,
      project_id integer NOT NULL,
      phone text NOT NULL,
      amount numeric(12,2) NOT NULL,
      status text NOT NULL,
      detail text,
      receipt text,
      requested_by text,
      requested_at timestamptz NOT NULL,
      ended_at timestamptz,
      last_position bigint NOT NULL
    );
    CREATE INDEX pay_requests_contribution ON pay_requests (contribution_id, requested_at DESC);
    CREATE INDEX pay_requests_participant ON pay_requests (participant_id, requested_at DESC);
  `;
