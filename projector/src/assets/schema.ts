import { scopeIndexes } from '../scope-indexes';

/** The assets table: the register behind GET /api/assets and the dashboard's asset figures. */
export const tables = ['assets'];

export const schema = `
    CREATE TABLE assets (
      id integer PRIMARY KEY,
      asset_id text NOT NULL,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      name text NOT NULL,
      description text,
      condition text NOT NULL,
      disposal_price numeric(12,2),
      disposal_date date,
      deleted boolean NOT NULL DEFAULT false,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    ${scopeIndexes('assets')}
  `;
