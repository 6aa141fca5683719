import { describe, expect, it } from 'vitest';
import { aMember } from '../testing/builders';
import {
  filterMembers,
  isFormerMember,
  memberDisplayName,
  memberOptionLabel,
  memberStats,
  pickableMembers,
  roleLabel,
} from './member-format';

describe('member display', () => {
  it("falls back to 'Member {id}' without a name", () => {
    expect(memberDisplayName(aMember({ id: 12, memberName: null }))).toBe('Member 12');
    expect(memberDisplayName(aMember({ id: 12, memberName: '  ' }))).toBe('Member 12');
    expect(memberDisplayName(aMember({ memberName: 'Jane' }))).toBe('Jane');
  });

  it('is a former member once leftAt is set', () => {
    expect(isFormerMember(aMember({ leftAt: '2026-02-01T00:00:00.000Z' }))).toBe(true);
    expect(isFormerMember(aMember())).toBe(false);
  });

  it('labels roles and options', () => {
    expect(roleLabel('treasurer')).toBe('Treasurer');
    expect(roleLabel('elder')).toBe('Elder');
    expect(memberOptionLabel(aMember({ memberName: 'Jane', memberNumber: 'M001' }))).toBe('Jane (M001)');
  });
});

describe('filterMembers', () => {
  const members = [
    aMember({ id: 1, groupId: 1, memberName: 'Jane Wanjiru', role: 'president', memberNumber: 'M001' }),
    aMember({ id: 2, groupId: 1, memberName: 'Mary Achieng', role: 'member', memberNumber: 'M002' }),
    aMember({ id: 3, groupId: 2, memberName: 'Grace Njeri', role: 'treasurer', memberNumber: 'T007' }),
  ];

  it('searches names, roles and member numbers', () => {
    expect(filterMembers(members, { search: 'mary', groupId: null }).map((m) => m.id)).toEqual([2]);
    expect(filterMembers(members, { search: 'Treasurer', groupId: null }).map((m) => m.id)).toEqual([3]);
    expect(filterMembers(members, { search: 't007', groupId: null }).map((m) => m.id)).toEqual([3]);
  });

  it('keeps one group', () => {
    expect(filterMembers(members, { search: '', groupId: 1 }).map((m) => m.id)).toEqual([1, 2]);
  });
});

describe('memberStats', () => {
  it('counts active members, the active leaders and everyone ever enrolled', () => {
    const members = [
      aMember({ id: 1, role: 'president' }),
      aMember({ id: 2, role: 'member' }),
      aMember({ id: 3, role: 'treasurer', leftAt: '2026-02-01T00:00:00.000Z' }),
      aMember({ id: 4, role: 'secretary' }),
    ];
    expect(memberStats(members)).toEqual({ active: 3, leadership: 2, total: 4 });
  });

  it('is all zeros for an empty group', () => {
    expect(memberStats([])).toEqual({ active: 0, leadership: 0, total: 0 });
  });
});

describe('pickableMembers', () => {
  it('offers only active members who have not left, by name', () => {
    const members = [
      aMember({ id: 1, memberName: 'Zawadi' }),
      aMember({ id: 2, memberName: 'Amina' }),
      aMember({ id: 3, memberName: 'Gone', leftAt: '2026-02-01T00:00:00.000Z' }),
      aMember({ id: 4, memberName: 'Off', isActive: false }),
    ];
    expect(pickableMembers(members).map((m) => m.id)).toEqual([2, 1]);
  });
});
