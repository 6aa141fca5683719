/** Contributions per participant and month, and their payments (reversals kept, never deleted). */
export const tables = ['payments', 'contributions'];

export const schema = `
    CREATE TABLE contributions (
      id integer PRIMARY KEY,
      participant_id integer NOT NULL,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      month text NOT NULL,
      expected_amount numeric(12,2) NOT NULL,
      paid_amount numeric(12,2) NOT NULL DEFAULT 0,
      last_payment_date date,
      created_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      UNIQUE (participant_id, month)
    );
    CREATE INDEX contributions_project_month ON contributions (project_id, month);
    CREATE INDEX contributions_cluster_month ON contributions (cluster_id, month);
    CREATE INDEX contributions_region_month ON contributions (region_id, month);
    CREATE TABLE payments (
      id integer PRIMARY KEY,
      contribution_id integer NOT NULL,
      amount numeric(12,2) NOT NULL,
      payment_date date NOT NULL,
      notes text,
      recorded_by_user_id integer,
      recorded_by_username text NOT NULL,
      recorded_at timestamptz NOT NULL,
      reversed boolean NOT NULL DEFAULT false,
      reversed_at timestamptz,
      reversal_reason text,
      reversed_by_username text,
      last_position bigint NOT NULL
    );
    CREATE INDEX payments_contribution_id ON payments (contribution_id);
  `;
