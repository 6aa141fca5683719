import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { useToast } from '../../../lib/toast';
import { replaceSessionUser } from './session-cache';

/** POST /api/logout → 204; the body is not read. */
export const logout = async (): Promise<void> => {
  await apiSend<unknown>('POST', '/api/logout');
};

export const useLogout = () => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => replaceSessionUser(client, null),
    onError: (error) => toast.error('Logout failed', error.message),
  });
};
