import type { UserEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** Accounts (GET /api/user, the managed-users list; no credentials) and the user-management actions. */
export const usersModel = defineReadModel<UserEvent>({ name: 'users', tables, schema, handlers });
