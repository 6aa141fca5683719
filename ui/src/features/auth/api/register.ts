import type { RegisterInput } from '@pm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import type { User } from './get-user';
import { replaceSessionUser } from './session-cache';

/**
 * POST /api/register: the user fields (confirmPassword already removed) plus the spec's defaults. The
 * server ignores role and flags; a self-registered account comes back with role null until an
 * administrator assigns it.
 */
export const register = (input: RegisterInput): Promise<User> =>
  apiSend<User>('POST', '/api/register', {
    ...input,
    role: 'ProjectAdmin',
    mustChangePassword: true,
    isActive: true,
  });

export const useRegister = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => replaceSessionUser(client, user),
    onError: (error) => toast.error('Registration failed', error.message),
  });
};
