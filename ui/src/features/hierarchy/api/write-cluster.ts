import type { CreateClusterInput } from '@pm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '../../../lib/api-client';
import { invalidateUrls } from '../../../lib/query-client';
import { messageOf, useToast } from '../../../lib/toast';
import { CLUSTERS_URL } from './get-clusters';
import { REGIONS_URL } from './get-regions';

export interface ClusterChange {
  readonly id: number;
  readonly name?: string;
  readonly description?: string | null;
  readonly isActive?: boolean;
}

/** POST /api/clusters {name, description, regionId} → 201 {id, position}. */
export const createCluster = (input: CreateClusterInput): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', CLUSTERS_URL, input);

/** PUT /api/clusters/{id} {name?, description?, isActive?} → 200 {id, position}. */
export const updateCluster = ({ id, ...change }: ClusterChange): Promise<CommandResult> =>
  apiSend<CommandResult>('PUT', `${CLUSTERS_URL}/${id}`, change);

// Regions count their clusters and project rows carry their cluster's name: both are refetched too.
const invalidate = (client: ReturnType<typeof useQueryClient>, id: number) =>
  invalidateUrls(client, [REGIONS_URL, CLUSTERS_URL, '/api/projects'], [`/api/history/cluster-${id}`]);

interface Callbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}

export const useCreateCluster = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: createCluster,
    onSuccess: async (result) => {
      toast.success('Cluster created successfully');
      callbacks.onSuccess?.();
      await invalidate(client, result.id);
    },
    onError: (error) => {
      toast.error('Error', messageOf(error, 'Failed to create cluster'));
      callbacks.onError?.(error);
    },
  });
};

export const useUpdateCluster = (callbacks: Callbacks = {}) => {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateCluster,
    onSuccess: async (_result, change) => {
      toast.success(
        change.isActive === undefined
          ? 'Cluster updated successfully'
          : 'Cluster status updated successfully',
      );
      callbacks.onSuccess?.();
      await invalidate(client, change.id);
    },
    onError: (error, change) => {
      toast.error(
        'Error',
        messageOf(
          error,
          change.isActive === undefined ? 'Failed to update cluster' : 'Failed to update cluster status',
        ),
      );
      callbacks.onError?.(error);
    },
  });
};
