import type { ReadModelState } from '@pm/domain/api/account-queries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const READ_MODELS_URL = '/api/operations/read-models';

/** The read models' progress and failures (SuperAdmin only), checked every 30 seconds. */
export const readModelsQueryOptions = () =>
  queryOptions({
    queryKey: [READ_MODELS_URL],
    queryFn: ({ signal }) => apiGet<ReadModelState[]>(READ_MODELS_URL, { signal }),
    refetchInterval: 30_000,
  });

export const useReadModels = (enabled: boolean) => useQuery({ ...readModelsQueryOptions(), enabled });
