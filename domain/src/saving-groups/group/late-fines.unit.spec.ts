import { describe, it } from 'vitest';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import { type GroupCommand, type GroupEvent, groupDecider } from './index';
import { disbursed, group, metadata, recordedBy, rulesSet } from './lending.fixtures';

const { given } = specFor(groupDecider);

describe('loan rules: late fines', () => {
  const fined = [...group, rulesSet(1, { lateFinePerMonth: 20000 }), disbursed(55, 1, 10000)];
  const penalty = (penaltyId: number, month: number, memberId = 1) => ({
    penaltyId,
    memberId,
    penaltyType: 'Other' as const,
    amount: 20000,
    description: `Late fine: loan 55, month ${month}`,
    penaltyDate: '2026-11-25',
    meetingId: null,
    lateFine: { loanId: 55, month },
  });
  const aFine = (penaltyId: number, month: number, memberId = 1): GroupCommand => ({
    type: 'ImposePenalty',
    data: penalty(penaltyId, month, memberId),
    metadata,
  });
  const fineImposed = (penaltyId: number, month: number): GroupEvent => ({
    type: 'PenaltyImposed',
    data: { groupId: 7, ...penalty(penaltyId, month), recordedBy, recordedOn: '2026-11-25' },
  });

  it('gives the borrower the fine of a month once; a reversed fine may be given again', () => {
    given(fined)
      .when(aFine(30, 2))
      .then([fineImposed(30, 2)]);
    given([...fined, fineImposed(30, 2)])
      .when(aFine(31, 2))
      .thenThrows(ConflictError, 'Loan 55 already has its late fine for month 2');
    given([...fined, fineImposed(30, 2)])
      .when(aFine(31, 3))
      .then([fineImposed(31, 3)]);
    const reversed: GroupEvent = {
      type: 'PenaltyReversed',
      data: {
        groupId: 7,
        penaltyId: 30,
        memberId: 1,
        amount: 20000,
        paidAmount: 0,
        meetingId: null,
        reason: 'Paid on time after all',
        reversedBy: recordedBy,
        reversedOn: '2026-11-25',
      },
    };
    given([...fined, fineImposed(30, 2), reversed])
      .when(aFine(31, 2))
      .then([fineImposed(31, 2)]);
  });

  it('refuses a fine to another member, for an unknown loan or month, or without a late fine rule', () => {
    given(fined)
      .when(aFine(30, 1, 2))
      .thenThrows(RuleViolation, 'A late fine is given to the borrower of the loan');
    given(group).when(aFine(30, 1)).thenThrows(NotFoundError, 'Loan not found in this group');
    given(fined)
      .when(aFine(30, 0))
      .thenThrows(RuleViolation, 'The month of a late fine is a whole number from 1');
    given([...group, disbursed(55, 1, 10000)])
      .when(aFine(30, 1))
      .thenThrows(RuleViolation, 'This group has no late fine');
  });
});
