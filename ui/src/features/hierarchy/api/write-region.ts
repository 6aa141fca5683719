import type { CreateRegionInput } from '@pm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { invalidateUrls } from '../../../lib/query-client';
import { messageOf, useToast } from '../../../lib/toast';
import { CLUSTERS_URL } from './get-clusters';
import { REGIONS_URL } from './get-regions';

export interface RegionChange {
  readonly id: number;
  readonly name?: string;
  readonly description?: string | null;
  readonly isActive?: boolean;
}

/** POST /api/regions {name, description} → 201 {id, position}. */
export const createRegion = (input: CreateRegionInput): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', REGIONS_URL, input);

/** PUT /api/regions/{id} {name?, description?, isActive?} → 200 {id, position}. */
export const updateRegion = ({ id, ...change }: RegionChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${REGIONS_URL}/${id}`, change);

// Cluster rows carry their region's name, and project rows theirs: a rename shows everywhere.
const invalidate = (client: ReturnType<typeof useQueryClient>, id: number) =>
  invalidateUrls(client, [REGIONS_URL, CLUSTERS_URL, '/api/projects'], [`/api/history/region-${id}`]);

interface Callbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}

export const useCreateRegion = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: createRegion,
    onSuccess: async (result) => {
      toast.success('Region created successfully');
      callbacks.onSuccess?.();
      await invalidate(client, result.id);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to create region'));
      callbacks.onError?.(error);
    },
  });
};

export const useUpdateRegion = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateRegion,
    onSuccess: async (_result, change) => {
      toast.success(
        change.isActive === undefined ? 'Region updated successfully' : 'Region status updated successfully',
      );
      callbacks.onSuccess?.();
      await invalidate(client, change.id);
    },
    onError: (error, change) => {
      toast.error(
        'Error',
        messageOf(
          error,
          change.isActive === undefined ? 'Failed to update region' : 'Failed to update region status',
        ),
      );
      callbacks.onError?.(error);
    },
  });
};
