/** The users table: accounts as the read API shows them (GET /api/user, later the managed-users list). No credentials here. */
export const tables = ['users'];

export const schema = `
    CREATE TABLE users (
      id integer PRIMARY KEY,
      username text NOT NULL UNIQUE,
      role text,
      region_id integer,
      cluster_id integer,
      project_id integer,
      first_name text,
      last_name text,
      email text,
      phone text,
      is_active boolean NOT NULL,
      must_change_password boolean NOT NULL,
      self_registered boolean NOT NULL,
      created_by integer,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX users_project_id ON users (project_id);
    CREATE INDEX users_cluster_id ON users (cluster_id);
    CREATE INDEX users_region_id ON users (region_id);
  `;
