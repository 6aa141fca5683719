import type { Role } from '@pm/domain';
import type { CreateManagedUserInput } from '@pm/domain/identity/schemas';
import { type AuditorScope, withPlace } from './place-options';

/**
 * What the Create dialog sends to POST /api/managed-users: the checked fields, the role (fixed or chosen)
 * and only the place that role asks for, an Auditor's by its scope choice.
 */
export const newUserRequest = (
  input: CreateManagedUserInput,
  role: Role | undefined,
  auditorScope: AuditorScope | undefined,
): CreateManagedUserInput => withPlace({ ...input, role: role ?? null }, role, auditorScope);
