import type { LogChainState } from '@pm/domain/api/audit-queries';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type { LogChainState };

/** GET /api/audit/log/chain: the chain check's latest run and the signed heads (readers of the whole programme). */
export const useLogChain = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/audit/log/chain'],
    queryFn: () => apiGet<LogChainState>('/api/audit/log/chain'),
    enabled,
  });
