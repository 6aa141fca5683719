import { MOBILE_PAYMENT_STATUSES, type MobilePaymentRow } from '@pm/domain/api/mobile-money';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiFetch, apiGet } from '@/lib/api-client';

/** A row of GET /api/mobile-payments: one M-Pesa receipt and what became of it. Money in KES. */
export type MobilePayment = MobilePaymentRow;
export type MobilePaymentStatus = MobilePaymentRow['status'];

/** The list's filter by status: one status, or every payment. */
export type StatusFilter = MobilePaymentStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = [...MOBILE_PAYMENT_STATUSES, 'all'];

export interface MobilePaymentFilters {
  readonly status: StatusFilter;
  readonly projectId?: number;
  /** Part of the receipt or of the reference as typed. */
  readonly search?: string;
}

export const MOBILE_PAYMENTS_URL = '/api/mobile-payments';

/** The query string of the list; empty filters are left out (the server's default status is unmatched). */
export const mobilePaymentParams = (filters: MobilePaymentFilters) => ({
  status: filters.status,
  projectId: filters.projectId,
  search: filters.search?.trim() || undefined,
});

export const mobilePaymentsQueryOptions = (filters: MobilePaymentFilters) =>
  queryOptions({
    queryKey: [MOBILE_PAYMENTS_URL, mobilePaymentParams(filters)],
    queryFn: ({ signal }) =>
      apiGet<MobilePayment[]>(MOBILE_PAYMENTS_URL, { params: mobilePaymentParams(filters), signal }),
    // while the server answers a new filter, the previous rows stay
    placeholderData: keepPreviousData,
  });

export const useMobilePayments = (filters: MobilePaymentFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...mobilePaymentsQueryOptions(filters), enabled: options.enabled ?? true });

/** How many payments a status holds; `atLeast` when the server stopped counting (a long list). */
export interface StatusCount {
  readonly total: number;
  readonly atLeast: boolean;
}

/**
 * One status's count: a page of one row, whose X-Total-Count the server counts at most a few hundred rows
 * ahead, so the tabs cost four small reads. Not through apiGet, which would take the one-row answer for a
 * list cut at its page size and say so above the table.
 */
const countOf = async (
  filters: MobilePaymentFilters,
  signal: AbortSignal | undefined,
): Promise<StatusCount> => {
  const response = await apiFetch('GET', MOBILE_PAYMENTS_URL, {
    params: { ...mobilePaymentParams(filters), limit: 1 },
    signal,
  });
  // the one row is read to the end, or the answer stays open and the connection with it
  await response.arrayBuffer();
  const total = Number(response.headers.get('x-total-count'));
  return {
    total: Number.isFinite(total) ? total : 0,
    atLeast: response.headers.get('x-total-count-bounded') === 'true',
  };
};

/** The count of every status under the same project and search; the sum for `all`. */
export const useStatusCounts = (
  filters: Omit<MobilePaymentFilters, 'status'>,
  options: { enabled?: boolean } = {},
): Partial<Record<StatusFilter, StatusCount>> =>
  useQueries({
    queries: MOBILE_PAYMENT_STATUSES.map((status) => {
      const params = { ...mobilePaymentParams({ ...filters, status }), limit: 1 };
      return {
        queryKey: [MOBILE_PAYMENTS_URL, params],
        queryFn: ({ signal }: { signal: AbortSignal }) => countOf({ ...filters, status }, signal),
        placeholderData: keepPreviousData,
        enabled: options.enabled ?? true,
      };
    }),
    combine: (results) => countsByStatus(results.map((result) => result.data)),
  });

/** The counts by status, and their sum as `all` once every status is known. */
export const countsByStatus = (
  counts: readonly (StatusCount | undefined)[],
): Partial<Record<StatusFilter, StatusCount>> => {
  const byStatus: Partial<Record<StatusFilter, StatusCount>> = {};
  MOBILE_PAYMENT_STATUSES.forEach((status, index) => {
    const count = counts[index];
    if (count) byStatus[status] = count;
  });
  const known = counts.filter((count): count is StatusCount => count !== undefined);
  if (known.length === MOBILE_PAYMENT_STATUSES.length)
    byStatus.all = {
      total: known.reduce((sum, count) => sum + count.total, 0),
      atLeast: known.some((count) => count.atLeast),
    };
  return byStatus;
};
