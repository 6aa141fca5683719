import { scopeIndexes } from '../scope-indexes';

/**
 * Accounts as the read API shows them (GET /api/user, the managed-users list; no credentials here) and
 * the user-management actions (spec: fields user_management_actions), one row per event, keyed by position.
 */
export const tables = ['user_management_actions', 'users'];

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
      language text,
      self_registered boolean NOT NULL,
      created_by integer,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    ${scopeIndexes('users')}
    CREATE TABLE user_management_actions (
      position bigint PRIMARY KEY,
      action_type text NOT NULL,
      performed_by integer,
      target_user_id integer,
      action_details text NOT NULL,
      action_date timestamptz NOT NULL,
      reason text,
      is_successful boolean NOT NULL
    );
    CREATE INDEX user_management_actions_target ON user_management_actions (target_user_id);
    CREATE INDEX user_management_actions_performer ON user_management_actions (performed_by);
  `;
