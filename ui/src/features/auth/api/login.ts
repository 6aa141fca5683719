import type { LoginInput } from '@pm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import type { User } from './get-user';
import { replaceSessionUser } from './session-cache';

/** POST /api/login {username, password} → the user. */
export const login = (input: LoginInput): Promise<User> => apiSend<User>('POST', '/api/login', input);

export const useLogin = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => replaceSessionUser(client, user),
    onError: (error) => toast.error('Login failed', error.message),
  });
};
