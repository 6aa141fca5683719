import { describe, expect, it } from 'vitest';
import type { Participant } from '../api/get-participants';
import {
  effectiveAgeGroup,
  filterParticipants,
  matchesSearch,
  participantInitials,
} from './participant-rows';

const aParticipant = (overrides: Partial<Participant> = {}): Participant => ({
  id: 1,
  participantId: 'KE0420-001',
  firstName: 'Amani',
  secondName: null,
  surname: 'Wekesa',
  fullName: 'Amani Wekesa',
  dateOfBirth: '2016-03-10',
  age: 9,
  ageGroup: '9-11',
  gender: 'Female',
  parentGuardianName: 'Mary Wekesa',
  careGiverName: null,
  contactPhone: '+254700000001',
  gradeLevel: 'Grade 4',
  projectId: 1,
  projectCode: 'KE0420',
  projectName: 'Kakamega Central',
  monthlyContribution: 500,
  plannedExitDate: null,
  isActive: true,
  inactivatedAt: null,
  inactivationReason: null,
  erased: false,
  createdAt: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

const erased = (overrides: Partial<Participant> = {}) =>
  aParticipant({
    firstName: null,
    surname: null,
    fullName: 'Erased participant',
    dateOfBirth: null,
    age: null,
    ageGroup: null,
    erased: true,
    ...overrides,
  });

describe('participant initials', () => {
  it('takes the first letters of first name and surname', () => {
    expect(participantInitials(aParticipant())).toBe('AW');
    expect(participantInitials(aParticipant({ firstName: 'brian', surname: 'otieno' }))).toBe('BO');
  });

  it('shows no initials of an erased child', () => {
    expect(participantInitials(erased())).toBe('?');
  });
});

describe('participant search', () => {
  it('finds by any part of the name, ignoring case and extra spaces', () => {
    expect(matchesSearch(aParticipant(), 'amani')).toBe(true);
    expect(matchesSearch(aParticipant(), '  AMANI   wek ')).toBe(true);
    expect(matchesSearch(aParticipant(), 'Otieno')).toBe(false);
  });

  it('finds by participant ID', () => {
    expect(matchesSearch(aParticipant(), 'ke0420-00')).toBe(true);
  });
});

describe('age groups', () => {
  it("uses the server's group when it sends one", () => {
    expect(effectiveAgeGroup(aParticipant({ ageGroup: '12-14' }), '2026-06-01')).toBe('12-14');
  });

  it('computes the group from the date of birth otherwise, counting the birthday', () => {
    const child = aParticipant({ ageGroup: null, dateOfBirth: '2017-06-02' });
    expect(effectiveAgeGroup(child, '2026-06-01')).toBe('6-8');
    expect(effectiveAgeGroup(child, '2026-06-02')).toBe('9-11');
  });

  it('has no group for an erased child', () => {
    expect(effectiveAgeGroup(erased(), '2026-06-01')).toBeNull();
  });
});

describe('local filtering', () => {
  const list = [
    aParticipant({ id: 1 }),
    aParticipant({ id: 2, participantId: 'KE0420-002', fullName: 'Brian Otieno', ageGroup: '3-5' }),
    erased({ id: 3, participantId: 'KE0420-003' }),
  ];

  it('combines the search and the age group', () => {
    expect(filterParticipants(list, { search: '', ageGroup: null }, '2026-06-01').map((p) => p.id)).toEqual([
      1, 2, 3,
    ]);
    expect(
      filterParticipants(list, { search: 'ke0420', ageGroup: '3-5' }, '2026-06-01').map((p) => p.id),
    ).toEqual([2]);
    expect(
      filterParticipants(list, { search: 'erased', ageGroup: null }, '2026-06-01').map((p) => p.id),
    ).toEqual([3]);
  });
});
