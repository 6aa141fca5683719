import type { UserEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** Accounts as the read API shows them (GET /api/user, later the managed-users list). No credentials here. */
export const usersModel = defineReadModel<UserEvent>({ name: 'users', tables, schema, handlers });
