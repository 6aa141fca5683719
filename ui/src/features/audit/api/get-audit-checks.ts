import type { AuditCheck } from '@pm/domain/api/audit-queries';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type { AuditCheck };

/** GET /api/audit/checks: the scheduled replay checks, newest first (readers of the whole programme). */
export const useAuditChecks = (enabled: boolean) =>
  useQuery({
    queryKey: ['/api/audit/checks'],
    queryFn: () => apiGet<AuditCheck[]>('/api/audit/checks'),
    enabled,
  });
