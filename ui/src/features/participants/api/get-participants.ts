import type { ParticipantRow } from '@pm/domain/participants/rows';
import type { AgeGroup } from '@pm/domain/shared/dates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/participants (only participants in the caller's scope). */
export type Participant = ParticipantRow;

export interface ParticipantFilters {
  readonly projectId?: number;
  readonly search?: string;
  readonly ageGroup?: AgeGroup;
}

export const PARTICIPANTS_URL = '/api/participants';

/** The query string of the list and of its export; empty filters are left out. */
export const participantParams = (filters: ParticipantFilters) => ({
  projectId: filters.projectId,
  search: filters.search?.trim() || undefined,
  ageGroup: filters.ageGroup,
});

export const getParticipants = (filters: ParticipantFilters, signal?: AbortSignal): Promise<Participant[]> =>
  apiGet<Participant[]>(PARTICIPANTS_URL, { params: participantParams(filters), signal });

export const participantsQueryOptions = (filters: ParticipantFilters) =>
  queryOptions({
    queryKey: [PARTICIPANTS_URL, participantParams(filters)],
    queryFn: ({ signal }) => getParticipants(filters, signal),
    // while the server answers a new filter, the previous list stays (and is filtered locally)
    placeholderData: keepPreviousData,
  });

export const useParticipants = (filters: ParticipantFilters) => useQuery(participantsQueryOptions(filters));
