import type { PaymentRow } from '@pm/domain/contributions/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { CONTRIBUTIONS_URL } from './get-contributions';

/** A payment of one contribution, as GET /api/contributions/{id}/payments answers it. Money in KES. */
export type Payment = PaymentRow;

export const paymentsUrl = (contributionId: number): string =>
  `${CONTRIBUTIONS_URL}/${contributionId}/payments`;

export const paymentsQueryOptions = (contributionId: number) =>
  queryOptions({
    queryKey: [paymentsUrl(contributionId)],
    queryFn: ({ signal }) => apiGet<Payment[]>(paymentsUrl(contributionId), { signal }),
  });

export const usePayments = (contributionId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...paymentsQueryOptions(contributionId), enabled: options.enabled ?? true });
