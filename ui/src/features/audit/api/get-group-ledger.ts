import type { GroupLedger, LedgerEntry } from '@pm/domain/api/audit-queries';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export type { GroupLedger, LedgerEntry };

/** GET /api/audit/groups/:id/ledger: the group's books as of a business date and/or as known at an instant. */
export const groupLedgerUrl = (groupId: number) => `/api/audit/groups/${groupId}/ledger`;
/** GET /api/audit/groups/:id/entries: the group's money events in the order they were recorded. */
export const groupEntriesUrl = (groupId: number) => `/api/audit/groups/${groupId}/entries`;

/** The most entries one screen asks for (the server's page size); a cut list is said above the table. */
export const ENTRIES_LIMIT = 1000;

export interface BooksQuestion {
  /** 'YYYY-MM-DD': entries dated up to this day (null: every entry). */
  readonly asOf: string | null;
  /** An ISO instant: entries recorded up to this moment (null: every entry). */
  readonly knownAt: string | null;
}

export interface EntriesFilter {
  readonly from: string | null;
  readonly to: string | null;
  readonly memberId: number | null;
}

/**
 * Sliding the date keeps the last answer on screen until the next one comes, but only the same group's:
 * another group's books are never shown under this one's name.
 */
const sameGroup =
  (url: string) =>
  <T>(previous: T | undefined, query: { readonly queryKey: readonly unknown[] } | undefined) =>
    query?.queryKey[0] === url ? previous : undefined;

const booksParams = (q: BooksQuestion) => ({ asOf: q.asOf ?? undefined, knownAt: q.knownAt ?? undefined });

export const useGroupLedger = (groupId: number | null, question: BooksQuestion) =>
  useQuery({
    queryKey: [groupLedgerUrl(groupId ?? 0), booksParams(question)],
    queryFn: ({ signal }) =>
      apiGet<GroupLedger>(groupLedgerUrl(groupId ?? 0), { params: booksParams(question), signal }),
    enabled: groupId !== null,
    placeholderData: sameGroup(groupLedgerUrl(groupId ?? 0)),
  });

const entriesParams = (f: EntriesFilter) => ({
  from: f.from ?? undefined,
  to: f.to ?? undefined,
  memberId: f.memberId ?? undefined,
  limit: ENTRIES_LIMIT,
});

export const useGroupEntries = (groupId: number | null, filter: EntriesFilter) =>
  useQuery({
    queryKey: [groupEntriesUrl(groupId ?? 0), entriesParams(filter)],
    queryFn: ({ signal }) =>
      apiGet<LedgerEntry[]>(groupEntriesUrl(groupId ?? 0), { params: entriesParams(filter), signal }),
    enabled: groupId !== null,
    placeholderData: sameGroup(groupEntriesUrl(groupId ?? 0)),
  });
