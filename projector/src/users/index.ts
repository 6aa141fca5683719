import type { UserEvent } from '@pm/domain';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { occurredAt, type ReadModel } from '../read-model';

/** Accounts as the read API shows them (GET /api/user, later the managed-users list). No credentials here. */
export const usersModel: ReadModel = {
  name: 'users',
  tables: ['users'],
  schema: `
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
  `,
  handles: new Set(['UserRegistered', 'UserCreated']),
  async apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const at = occurredAt(recorded);
    const position = recorded.position.toString();
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await tx.query(
          `INSERT INTO users (id, username, role, region_id, cluster_id, project_id, first_name, last_name, email, phone,
             is_active, must_change_password, self_registered, created_by, created_at, updated_at, last_position)
           VALUES ($1, $2, NULL, NULL, NULL, NULL, $3, $4, $5, $6, true, false, true, NULL, $7, $7, $8)
           ON CONFLICT (id) DO NOTHING`,
          [d.userId, d.username, d.firstName, d.lastName, d.email, d.phone, at, position],
        );
        return;
      }
      case 'UserCreated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO users (id, username, role, region_id, cluster_id, project_id, first_name, last_name, email, phone,
             is_active, must_change_password, self_registered, created_by, created_at, updated_at, last_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, false, $12, $13, $13, $14)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.userId,
            d.username,
            d.role,
            d.regionId,
            d.clusterId,
            d.projectId,
            d.firstName,
            d.lastName,
            d.email,
            d.phone,
            d.mustChangePassword,
            d.createdBy,
            at,
            position,
          ],
        );
        return;
      }
    }
  },
};
