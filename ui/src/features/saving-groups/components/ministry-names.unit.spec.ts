import { describe, expect, it } from 'vitest';
import { ministryNames } from './ministry-names';

describe('ministry names for histories', () => {
  const names = ministryNames({
    groups: [{ id: 3, name: 'Upendo Women Group' }],
    members: [{ id: 12, memberName: 'Achieng' }],
    loans: [{ borrowerId: 15, borrowerName: 'Wanjiru' }],
  });

  it('names groups and members by id', () => {
    expect(names('groupId', 3)).toBe('Upendo Women Group');
    expect(names('memberId', 12)).toBe('Achieng');
    expect(names('borrowerId', 12)).toBe('Achieng');
  });

  it('falls back to the borrower names of the loans', () => {
    expect(names('borrowerId', 15)).toBe('Wanjiru');
  });

  it('knows nothing of ids it was not given', () => {
    expect(names('memberId', 99)).toBeUndefined();
    expect(names('loanId', 3)).toBeUndefined();
  });
});
