import { type AgeGroup, ageGroupOf, ageOn } from '@pm/domain/shared/dates';
import type { Participant } from '../api/get-participants';

type Named = Pick<Participant, 'firstName' | 'surname' | 'fullName' | 'erased'>;

/** Two letters for the avatar: first name and surname ('Amani Wekesa' → 'AW'); '?' once erased. */
export const participantInitials = (participant: Named): string => {
  if (participant.erased) return '?';
  const first = participant.firstName?.trim().charAt(0) ?? '';
  const last = participant.surname?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || participant.fullName.trim().slice(0, 2).toUpperCase() || '?';
};

/** The server's age group, or the one the date of birth gives today when the server sent none. */
export const effectiveAgeGroup = (
  participant: Pick<Participant, 'ageGroup' | 'dateOfBirth'>,
  today: string,
): AgeGroup | null => {
  if (participant.ageGroup) return participant.ageGroup;
  if (!participant.dateOfBirth) return null;
  return ageGroupOf(ageOn(participant.dateOfBirth, today));
};

/** Search by name or participant ID, ignoring case and extra spaces. */
export const matchesSearch = (
  participant: Pick<Participant, 'fullName' | 'participantId'>,
  search: string,
): boolean => {
  const query = search.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!query) return true;
  return (
    participant.fullName.replace(/\s+/g, ' ').toLowerCase().includes(query) ||
    participant.participantId.toLowerCase().includes(query)
  );
};

export interface LocalFilters {
  readonly search: string;
  readonly ageGroup: AgeGroup | null;
}

/**
 * The same filters the server applies, applied again to the list on screen: typing narrows the table at
 * once, before the server's answer to the new search arrives.
 */
export const filterParticipants = <P extends Participant>(
  participants: readonly P[],
  filters: LocalFilters,
  today: string,
): P[] =>
  participants.filter(
    (participant) =>
      matchesSearch(participant, filters.search) &&
      (filters.ageGroup === null || effectiveAgeGroup(participant, today) === filters.ageGroup),
  );
