/** The regions, clusters and projects tables: behind GET /api/regions, /api/clusters, /api/projects and every scope check. */
export const tables = ['projects', 'clusters', 'regions'];

export const schema = `
    CREATE TABLE regions (
      id integer PRIMARY KEY,
      name text NOT NULL,
      description text,
      is_active boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE TABLE clusters (
      id integer PRIMARY KEY,
      region_id integer NOT NULL,
      name text NOT NULL,
      description text,
      is_active boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX clusters_region_id ON clusters (region_id);
    CREATE TABLE projects (
      id integer PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      description text,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      is_active boolean NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX projects_cluster_id ON projects (cluster_id);
    CREATE INDEX projects_region_id ON projects (region_id);
  `;
