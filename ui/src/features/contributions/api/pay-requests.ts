import type { PayRequestRow, PayRequestSent } from '@pm/domain/api/pay-requests';
import type { PayRequestStatus } from '@pm/domain/contributions/mobile-money/pay-request';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PARTICIPANTS_URL, type Participant, participantParams } from '@/features/participants';
import { apiGet, apiSend, isApiError } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { CONTRIBUTIONS_URL } from './get-contributions';
import { invalidateAfterPaymentWrite } from './invalidate';

export type { PayRequestRow, PayRequestSent, PayRequestStatus };

export const PAY_REQUESTS_URL = '/api/pay-requests';
/** How often a request still waiting on the parent's phone is asked about. */
export const PAY_REQUEST_POLL_MS = 2000;
/**
 * How long a request may stay unknown to the read side (404) before the dialog stops asking: the read
 * side lags a moment behind the write, never this long.
 */
export const UNKNOWN_FOR_MS = 60_000;

/** Sending: not yet answered by M-Pesa; sent: on the parent's phone. Every other status is how it ended. */
export const isOpenStatus = (status: PayRequestStatus): boolean => status === 'sending' || status === 'sent';

export const payRequestUrl = (id: string): string => `${PAY_REQUESTS_URL}/${id}`;
export const contributionPayRequestsUrl = (contributionId: number): string =>
  `${CONTRIBUTIONS_URL}/${contributionId}/pay-requests`;

export interface PayRequestCommand {
  readonly contributionId: number;
  /** As typed: the server reads any usual Kenyan form. */
  readonly phone: string;
  /** Made for one attempt and kept for its retries after a lost answer or a server failure. */
  readonly idempotencyKey: string;
}

/**
 * POST /api/contributions/{id}/pay-requests {phone} with an Idempotency-Key → 201 {id, status, amount,
 * phone, position}; the position is remembered (apiSend), so the reads that follow wait for it.
 */
export const sendPayRequest = ({ contributionId, phone, idempotencyKey }: PayRequestCommand) =>
  apiSend<PayRequestSent>(
    'POST',
    contributionPayRequestsUrl(contributionId),
    { phone },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );

/** The list of a contribution's requests and the contribution's figures, after a request is sent or ends. */
export const invalidateAfterPayRequest = (client: QueryClient, contributionId: number, paid: boolean) =>
  Promise.all([
    invalidateUrls(client, [], [PAY_REQUESTS_URL]),
    paid ? invalidateAfterPaymentWrite(client, contributionId) : undefined,
  ]).then(() => undefined);

/** The mutation alone: the dialog shows its failures itself, in place, and follows what it sent. */
export const useSendPayRequest = () => {
  const client = useQueryClient();
  return useMutation<PayRequestSent, Error, PayRequestCommand>({
    mutationFn: sendPayRequest,
    onSuccess: (_sent, command) => invalidateAfterPayRequest(client, command.contributionId, false),
  });
};

/** GET /api/pay-requests/{id}; null while the read side has not yet seen the request (404). */
export const getPayRequest = async (id: string, signal?: AbortSignal): Promise<PayRequestRow | null> => {
  try {
    return await apiGet<PayRequestRow>(payRequestUrl(id), { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

/**
 * One request, asked about every 2 s until it ends (paid, cancelled, failed, timed out), or until it has
 * stayed unknown for a minute. `sentAt`: when the POST answered (Date.now()).
 */
export const payRequestQueryOptions = (id: string, sentAt: number) =>
  queryOptions({
    queryKey: [payRequestUrl(id)],
    queryFn: ({ signal }) => getPayRequest(id, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const row = query.state.data;
      if (row) return isOpenStatus(row.status) ? PAY_REQUEST_POLL_MS : false;
      return Date.now() - sentAt < UNKNOWN_FOR_MS ? PAY_REQUEST_POLL_MS : false;
    },
    // staff may switch to another app while the parent answers: the answer is there when they come back
    refetchIntervalInBackground: true,
  });

/**
 * Follows a request sent from `contributionId` (nothing while `sent` is null). When it ends paid, the
 * contribution's figures are refetched (the payment is recorded by then), once at the answer and once
 * more a few seconds later, for a read side that recorded the request's end before the payment.
 */
export const useFollowPayRequest = (
  contributionId: number,
  sent: { readonly id: string; readonly at: number } | null,
) => {
  const client = useQueryClient();
  const query = useQuery({
    ...payRequestQueryOptions(sent?.id ?? '', sent?.at ?? 0),
    enabled: sent !== null,
  });
  const status = query.data?.status;
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (!sent || !status || isOpenStatus(status) || ended.current === sent.id) return;
    ended.current = sent.id;
    const paid = status === 'paid';
    void invalidateAfterPayRequest(client, contributionId, paid);
    if (!paid) return;
    const again = setTimeout(() => void invalidateAfterPaymentWrite(client, contributionId), 3000);
    return () => clearTimeout(again);
  }, [client, contributionId, sent, status]);
  const unknownTooLong =
    sent !== null && query.data === null && !query.isFetching && query.isFetched
      ? Date.now() - sent.at >= UNKNOWN_FOR_MS
      : false;
  return { row: query.data ?? null, error: query.error, unknownTooLong };
};

/** GET /api/pay-requests?contributionId=N: the contribution's requests, newest first. */
export const contributionPayRequestsQueryOptions = (contributionId: number) =>
  queryOptions({
    queryKey: [PAY_REQUESTS_URL, { contributionId }],
    queryFn: ({ signal }) =>
      apiGet<PayRequestRow[]>(PAY_REQUESTS_URL, { params: { contributionId }, signal }),
    // read afresh at every opening of the drawer, and followed while one still waits on a phone
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((row) => isOpenStatus(row.status)) ? PAY_REQUEST_POLL_MS : false,
  });

/**
 * A contribution's requests to pay. A request seen waiting that then ends paid refetches the contribution's
 * figures: the drawer shows a request that was left waiting when its dialog closed.
 */
export const useContributionPayRequests = (contributionId: number) => {
  const client = useQueryClient();
  const query = useQuery(contributionPayRequestsQueryOptions(contributionId));
  const waiting = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const rows = query.data ?? [];
    const paidNow = rows.some((row) => row.status === 'paid' && waiting.current.has(row.id));
    waiting.current = new Set(rows.filter((row) => isOpenStatus(row.status)).map((row) => row.id));
    if (paidNow) void invalidateAfterPaymentWrite(client, contributionId);
  }, [client, contributionId, query.data]);
  return query;
};

/** The child's contact phone on record, from the register (null when none, or not found). */
export const usePhoneOnRecord = (
  child: { readonly participantId: number; readonly participantCode: string } | null,
  enabled: boolean,
) => {
  const query = useQuery<Participant[]>({
    queryKey: [PARTICIPANTS_URL, participantParams({ search: child?.participantCode })],
    enabled: enabled && child !== null,
    // the number may have changed since the register was last read
    staleTime: 0,
  });
  const row = query.data?.find((participant) => participant.id === child?.participantId);
  return { loading: query.isLoading, phone: row?.contactPhone?.trim() || null };
};
