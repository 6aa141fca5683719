import type { ChildPassbookView } from '@pm/domain/api/passbook-queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type ChildPassbook = ChildPassbookView;

export const childPassbookUrl = (participantId: number) => `/api/participants/${participantId}/passbook`;

/** The query key of a child's passbook; year null: the current year. */
export const childPassbookKey = (participantId: number, year: number | null) => [
  childPassbookUrl(participantId),
  { year },
];

/** GET /api/participants/:id/passbook?year=: the child's contributions of a year, for the guardian. */
export const useChildPassbook = (participantId: number, year: number | null) =>
  useQuery({
    queryKey: childPassbookKey(participantId, year),
    queryFn: ({ signal }) =>
      apiGet<ChildPassbook>(childPassbookUrl(participantId), { params: { year }, signal }),
    placeholderData: keepPreviousData,
  });
