import { describe, expect, it } from 'vitest';
import { aGroup } from '../testing/builders';
import {
  filterGroups,
  groupOptionLabel,
  groupStatusOf,
  meetingLocationText,
  meetingScheduleText,
  memberTotalHint,
  needsStatusConfirmation,
  recentGroups,
  usableGroups,
} from './group-format';

describe('groupStatusOf', () => {
  it('shows a missing or unknown status as Active', () => {
    expect(groupStatusOf(aGroup({ status: null }))).toBe('Active');
    expect(groupStatusOf(aGroup({ status: '' }))).toBe('Active');
    expect(groupStatusOf(aGroup({ status: 'Dormant' }))).toBe('Active');
  });

  it('reads a known status whatever its case', () => {
    expect(groupStatusOf(aGroup({ status: 'Suspended' }))).toBe('Suspended');
    expect(groupStatusOf(aGroup({ status: ' inactive ' }))).toBe('Inactive');
  });
});

describe('needsStatusConfirmation', () => {
  it('asks before suspending or inactivating, not before activating', () => {
    expect(needsStatusConfirmation('Suspended')).toBe(true);
    expect(needsStatusConfirmation('Inactive')).toBe(true);
    expect(needsStatusConfirmation('Active')).toBe(false);
  });
});

describe('filterGroups', () => {
  const groups = [
    aGroup({ id: 1, name: 'Umoja Savers', description: 'Monday savers of Shinyalu' }),
    aGroup({ id: 2, name: 'Tumaini', description: 'Youth group', status: 'Suspended' }),
    aGroup({ id: 3, name: 'Baraka', description: null, status: null }),
  ];

  it('searches the name and the description, ignoring case', () => {
    expect(filterGroups(groups, { search: 'umoja', status: null }).map((g) => g.id)).toEqual([1]);
    expect(filterGroups(groups, { search: 'YOUTH', status: null }).map((g) => g.id)).toEqual([2]);
  });

  it('filters by the displayed status, a missing one counting as Active', () => {
    expect(filterGroups(groups, { search: '', status: 'Active' }).map((g) => g.id)).toEqual([1, 3]);
    expect(filterGroups(groups, { search: '', status: 'Suspended' }).map((g) => g.id)).toEqual([2]);
  });

  it('keeps every group without filters', () => {
    expect(filterGroups(groups, { search: '  ', status: null })).toHaveLength(3);
  });
});

describe('recentGroups', () => {
  it('keeps the five newest, newest first', () => {
    const groups = [1, 2, 3, 4, 5, 6, 7].map((id) =>
      aGroup({ id, createdAt: `2026-01-0${id}T08:00:00.000Z` }),
    );
    expect(recentGroups(groups).map((g) => g.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('puts the later id first when two were created at the same moment', () => {
    const at = '2026-01-01T08:00:00.000Z';
    expect(
      recentGroups([aGroup({ id: 1, createdAt: at }), aGroup({ id: 2, createdAt: at })]).map((g) => g.id),
    ).toEqual([2, 1]);
  });
});

describe('meeting texts', () => {
  it("says 'Location TBD' when no place is named", () => {
    expect(meetingLocationText(null)).toBe('Location TBD');
    expect(meetingLocationText('   ')).toBe('Location TBD');
    expect(meetingLocationText(' Church hall ')).toBe('Church hall');
  });

  it('shows the day and the time without seconds', () => {
    expect(meetingScheduleText({ meetingDay: 'Monday', meetingTime: '14:00:00' })).toBe('Monday at 14:00');
    expect(meetingScheduleText({ meetingDay: 'Friday', meetingTime: null })).toBe('Friday');
    expect(meetingScheduleText({ meetingDay: null, meetingTime: null })).toBe('Not scheduled');
  });

  it('labels a group option with its code when it has one', () => {
    expect(groupOptionLabel({ name: 'Umoja', groupCode: 'UMJ-01' })).toBe('Umoja (UMJ-01)');
    expect(groupOptionLabel({ name: 'Umoja', groupCode: null })).toBe('Umoja');
  });
});

describe('memberTotalHint', () => {
  it('adds male and female, blanks counting as 0', () => {
    expect(memberTotalHint(undefined, 4, '')).toEqual({ sum: 4, matches: false, text: 'Male + female = 4' });
  });

  it('says when the total typed differs from the sum', () => {
    expect(memberTotalHint(10, 4, 5)).toEqual({
      sum: 9,
      matches: false,
      text: 'Male + female = 9 (total is 10)',
    });
    expect(memberTotalHint(9, 4, 5)).toEqual({ sum: 9, matches: true, text: 'Male + female = 9' });
  });

  it('gives no hint while a count is not a whole number of 0 or more', () => {
    expect(memberTotalHint(3, -1, 4)).toBeNull();
    expect(memberTotalHint(3, 1.5, 4)).toBeNull();
  });
});

describe('groups offered where money is recorded', () => {
  it('keeps Active groups only', () => {
    const groups = [
      { id: 1, status: 'Active' },
      { id: 2, status: 'Suspended' },
      { id: 3, status: 'Inactive' },
    ] as const;
    expect(usableGroups(groups).map((g) => g.id)).toEqual([1]);
  });
});
