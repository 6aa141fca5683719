/** The participants table: the register behind GET /api/participants and the dashboard. */
export const tables = ['participants'];

export const schema = `
    CREATE TABLE participants (
      id integer PRIMARY KEY,
      participant_id text NOT NULL,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      first_name text,
      second_name text,
      surname text,
      date_of_birth date,
      gender text NOT NULL,
      parent_guardian_name text,
      care_giver_name text,
      contact_phone text,
      grade_level text,
      monthly_contribution numeric(12,2) NOT NULL,
      planned_exit_date date,
      is_active boolean NOT NULL,
      inactivated_at timestamptz,
      inactivation_reason text,
      deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz,
      erased boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX participants_project_id ON participants (project_id, participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_cluster_id ON participants (cluster_id, participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_region_id ON participants (region_id, participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_listed ON participants (participant_id, id) WHERE NOT deleted;
    CREATE INDEX participants_ages ON participants (region_id, cluster_id, project_id, date_of_birth)
      WHERE is_active AND NOT deleted;
  `;
