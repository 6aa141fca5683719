import { GROUP_STATUSES, type GroupStatus } from '@pm/domain/saving-groups/shared';
import { t } from '@/i18n';
import type { SavingGroup } from '../api/get-saving-groups';
import { meetingDayLabel } from './group-labels';

/** spec: screens: the status is free text on the wire; a missing (or unknown) one displays as Active. */
export const groupStatusOf = (group: Pick<SavingGroup, 'status'>): GroupStatus => {
  const text = (group.status ?? '').trim().toLowerCase();
  return GROUP_STATUSES.find((status) => status.toLowerCase() === text) ?? 'Active';
};

/**
 * A group's members as its card and the recent groups show them: the members registered (active), and
 * while fewer than the group's size declared at registration (Total Members), that size as expected:
 * '0 of 12 expected' for a group just created (docs/domain/saving-group-ministry.md, "Members").
 */
export const memberCountText = (group: Pick<SavingGroup, 'memberCount' | 'totalMembers'>): string =>
  group.memberCount < group.totalMembers
    ? t('{{registered}} of {{expected}} expected', {
        registered: group.memberCount,
        expected: group.totalMembers,
      })
    : String(group.memberCount);

/** One colour per status; the badge always carries the word as well. */
export const GROUP_STATUS_COLORS: Readonly<Record<GroupStatus, string>> = {
  Active: 'green',
  Inactive: 'default',
  Suspended: 'red',
};

/** Suspending or inactivating a group takes it out of day-to-day use, so it asks first; activating does not. */
export const needsStatusConfirmation = (status: GroupStatus): boolean => status !== 'Active';

export interface GroupFilters {
  readonly search: string;
  /** null for every status. */
  readonly status: GroupStatus | null;
}

/** spec: screens "Groups Management": search by name or description, and the status filter. */
export const filterGroups = <G extends Pick<SavingGroup, 'name' | 'description' | 'status'>>(
  groups: readonly G[],
  filters: GroupFilters,
): G[] => {
  const query = filters.search.trim().toLowerCase();
  return groups.filter(
    (group) =>
      (filters.status === null || groupStatusOf(group) === filters.status) &&
      (!query ||
        group.name.toLowerCase().includes(query) ||
        (group.description ?? '').toLowerCase().includes(query)),
  );
};

/** spec: limits: Recent Groups are the five latest (newest created first, the later id on a tie). */
export const RECENT_GROUPS = 5;

export const recentGroups = <G extends Pick<SavingGroup, 'id' | 'createdAt'>>(
  groups: readonly G[],
  count = RECENT_GROUPS,
): G[] => [...groups].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).slice(0, count);

/** spec: screens: 'Location TBD' when the group has not named a place. */
export const meetingLocationText = (location: string | null | undefined): string =>
  location?.trim() ? location.trim() : t('Location TBD');

/** 'Monday at 14:00' (the day and time the card shows); a part that is missing is left out. */
export const meetingScheduleText = (group: {
  readonly meetingDay: string | null;
  readonly meetingTime: string | null;
}): string => {
  const day = group.meetingDay?.trim();
  const time = group.meetingTime?.trim().slice(0, 5);
  if (day && time) return t('{{day}} at {{time}}', { day: meetingDayLabel(day), time });
  return (day && meetingDayLabel(day)) || time || t('Not scheduled');
};

/** The group pickers' label: 'Umoja Savers (UMJ-01)'. */
/** The groups money can be recorded for: Active ones (a Suspended or Inactive group is refused). */
export const usableGroups = <G extends Pick<SavingGroup, 'status'>>(groups: readonly G[]): G[] =>
  groups.filter((group) => group.status === 'Active');

export const groupOptionLabel = (group: Pick<SavingGroup, 'name' | 'groupCode'>): string =>
  group.groupCode?.trim() ? `${group.name} (${group.groupCode.trim()})` : group.name;

const asCount = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The create screen's live hint under Total Members (spec: validation: total must equal male + female): the sum of
 * the two, and whether the total typed matches it. null while a count is not a whole number.
 */
export const memberTotalHint = (
  total: unknown,
  male: unknown,
  female: unknown,
): { readonly sum: number; readonly matches: boolean; readonly text: string } | null => {
  const m = asCount(male);
  const f = asCount(female);
  if (m === null || f === null) return null;
  const sum = m + f;
  const typed = total === undefined || total === null || total === '' ? null : asCount(total);
  const matches = typed === sum;
  const text =
    typed === null || matches
      ? t('Male + female = {{sum}}', { sum })
      : t('Male + female = {{sum}} (total is {{total}})', { sum, total: typed });
  return { sum, matches, text };
};
