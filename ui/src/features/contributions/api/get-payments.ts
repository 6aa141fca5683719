import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CONTRIBUTIONS_URL } from './get-contributions';

/** A payment of one contribution, as GET /api/contributions/{id}/payments answers it. Money in KES. */
export interface Payment {
  readonly id: number;
  readonly amount: number;
  readonly paymentDate: string;
  readonly notes: string | null;
  readonly recordedBy: { readonly userId: number; readonly username: string } | null;
  readonly recordedAt: string;
  readonly reversed: boolean;
  readonly reversedAt: string | null;
  readonly reversalReason: string | null;
  /** Who reversed it: a username, or the user reference. */
  readonly reversedBy: string | { readonly userId: number; readonly username: string } | null;
}

export const paymentsUrl = (contributionId: number): string =>
  `${CONTRIBUTIONS_URL}/${contributionId}/payments`;

export const paymentsQueryOptions = (contributionId: number) =>
  queryOptions({
    queryKey: [paymentsUrl(contributionId)],
    queryFn: ({ signal }) => apiGet<Payment[]>(paymentsUrl(contributionId), { signal }),
  });

export const usePayments = (contributionId: number, options: { enabled?: boolean } = {}) =>
  useQuery({ ...paymentsQueryOptions(contributionId), enabled: options.enabled ?? true });
