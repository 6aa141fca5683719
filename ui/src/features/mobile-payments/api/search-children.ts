import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PARTICIPANTS_URL, type Participant, participantParams } from '@/features/participants';
import { apiFetch } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How many children the picker offers at once: typing narrows them. */
export const CHILD_CHOICES = 50;

/**
 * The first children of the participants list for the picker. Not through apiGet, which would take this
 * short page for the participants list cut at its page size and say so on the Participants page.
 */
const firstChildren = async (
  filters: { readonly search?: string; readonly projectId?: number },
  signal: AbortSignal,
): Promise<Participant[]> => {
  const response = await apiFetch('GET', PARTICIPANTS_URL, {
    params: { ...participantParams(filters), limit: CHILD_CHOICES },
    signal,
  });
  return (await response.json()) as Participant[];
};

/**
 * The children a payment may be assigned to: the participants the user may see (the server keeps to their
 * scope; deleted children are not listed), found on the server by name or participant ID as the user
 * types; before anything is typed, the first of the payment's project when it has one.
 */
export const useChildChoices = (search: string, projectId: number | null, enabled: boolean) => {
  const typed = useDebouncedValue(search.trim(), 300);
  const filters = typed ? { search: typed } : { projectId: projectId ?? undefined };
  return useQuery({
    queryKey: [PARTICIPANTS_URL, { ...participantParams(filters), limit: CHILD_CHOICES }],
    queryFn: ({ signal }) => firstChildren(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
};
