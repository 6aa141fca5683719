import { describe, expect, it } from 'vitest';
import type { ActorRef, CommandMetadata } from '../shared/decider';
import { fold } from '../shared/decider';
import { ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { specFor } from '../shared/spec-helper';
import {
  type EmergencyFundCreated,
  type EmergencyFundEvent,
  emergencyFundDecider,
  fundBalance,
} from './emergency-fund';
import { type GroupCommand, type GroupEvent, type GroupRegistered, groupDecider, loanFund } from './group';
import { type LoanEvent, type LoanIssued, loanDecider, remainingOf } from './loan';

/** Reversals on the group, loan and emergency fund streams: who may, once only, and what they undo. */

const facilitator = { userId: 8, username: 'facilitator' };
const otherFacilitator: ActorRef = { kind: 'user', userId: 9, username: 'other', role: 'ChurchFacilitator' };
const asFacilitator: ActorRef = { kind: 'user', ...facilitator, role: 'ChurchFacilitator' };
const asProjectAdmin: ActorRef = { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' };
const on = (day: string, actor: ActorRef): CommandMetadata => ({ now: `${day}T09:00:00.000Z`, actor });
const sameDay = on('2026-11-25', asFacilitator);
const nextDay = on('2026-11-26', asFacilitator);
const reason = 'Typed 12,345,678.99 instead of 200';

const registered = {
  type: 'GroupRegistered',
  data: { groupId: 7, registrationDate: '2026-11-01', projectId: 1, clusterId: 2, regionId: 3 },
} as GroupRegistered;
const joined = (memberId: number, joinedOn?: string): GroupEvent =>
  ({
    type: 'MemberJoined',
    data: {
      groupId: 7,
      memberId,
      memberNumber: `M${memberId}`,
      role: 'member',
      joinedAt: sameDay.now,
      joinedOn,
    },
  }) as GroupEvent;
const saved = (savingId: number, amount: number, recordedOn: string | null = '2026-11-25'): GroupEvent => ({
  type: 'SavingRecorded',
  data: {
    groupId: 7,
    savingId,
    memberId: 1,
    amount,
    savingDate: '2026-11-20',
    notes: null,
    meetingId: 3,
    recordedBy: facilitator,
    ...(recordedOn === null ? {} : { recordedOn }),
  },
});
const savingReversed = (savingId: number, amount: number, reversedBy = facilitator): GroupEvent => ({
  type: 'SavingReversed',
  data: {
    groupId: 7,
    savingId,
    memberId: 1,
    amount,
    entryDate: '2026-11-20',
    meetingId: 3,
    reason,
    reversedBy,
    reversedOn: '2026-11-25',
  },
});
const group = specFor(groupDecider);
const reverse = (
  type: 'ReverseSaving' | 'ReversePenalty' | 'ReverseFeePayment',
  id: number,
  metadata: CommandMetadata,
): GroupCommand => {
  if (type === 'ReverseSaving') return { type, data: { savingId: id, reason }, metadata };
  if (type === 'ReversePenalty') return { type, data: { penaltyId: id, reason }, metadata };
  return { type, data: { feePaymentId: id, reason }, metadata };
};

describe('reversing a saving', () => {
  const history = [registered, joined(1), saved(11, 1_234_567_899), saved(12, 20_000)];

  it('lets the recorder reverse their own saving the same day, once', () => {
    group
      .given(history)
      .when(reverse('ReverseSaving', 11, sameDay))
      .then([savingReversed(11, 1_234_567_899)]);
    group
      .given([...history, savingReversed(11, 1_234_567_899)])
      .when(reverse('ReverseSaving', 11, on('2026-11-25', asProjectAdmin)))
      .thenThrows(RuleViolation, 'This saving has already been reversed');
  });

  it('takes the saving out of the loan fund and keeps the others', () => {
    const before = fold(groupDecider, history);
    const after = fold(groupDecider, [...history, savingReversed(11, 1_234_567_899)]);
    if (before.status === 'none' || after.status === 'none') throw new Error('no group');
    expect(loanFund(before) - loanFund(after)).toBe(1_234_567_899);
    expect(after.ledger.savings).toBe(20_000);
  });

  it('refuses the recorder the next day, and another facilitator the same day; a ProjectAdmin may', () => {
    group
      .given(history)
      .when(reverse('ReverseSaving', 11, nextDay))
      .thenThrows(ForbiddenError, /Only a project administrator or above, or whoever recorded this saving/);
    group
      .given(history)
      .when(reverse('ReverseSaving', 11, on('2026-11-25', otherFacilitator)))
      .thenThrows(ForbiddenError);
    group
      .given(history)
      .when(reverse('ReverseSaving', 11, on('2026-11-26', asProjectAdmin)))
      .then([
        {
          type: 'SavingReversed',
          data: {
            groupId: 7,
            savingId: 11,
            memberId: 1,
            amount: 1_234_567_899,
            entryDate: '2026-11-20',
            meetingId: 3,
            reason,
            reversedBy: { userId: 5, username: 'project' },
            reversedOn: '2026-11-26',
          },
        },
      ]);
  });

  it('treats a saving stored before the recording day was kept as not the same day', () => {
    group
      .given([registered, joined(1), saved(11, 500, null)])
      .when(reverse('ReverseSaving', 11, sameDay))
      .thenThrows(ForbiddenError);
  });

  it('answers not found for a saving the group does not have', () => {
    group
      .given(history)
      .when(reverse('ReverseSaving', 99, sameDay))
      .thenThrows(NotFoundError, 'Saving not found');
  });
});

describe('reversing penalties and fee payments', () => {
  const imposed: GroupEvent = {
    type: 'PenaltyImposed',
    data: {
      groupId: 7,
      penaltyId: 30,
      memberId: 1,
      penaltyType: 'Lateness',
      amount: 5000,
      description: 'Late',
      penaltyDate: '2026-11-23',
      meetingId: null,
      recordedBy: facilitator,
      recordedOn: '2026-11-25',
    },
  };
  const paid: GroupEvent = {
    type: 'PenaltyPaid',
    data: { groupId: 7, penaltyId: 30, amount: 5000, paymentDate: '2026-11-24', recordedBy: facilitator },
  };
  const feePaid: GroupEvent = {
    type: 'RegistrationFeePaid',
    data: {
      groupId: 7,
      feePaymentId: 4,
      memberId: 1,
      amount: 50_000,
      paymentDate: '2026-11-23',
      notes: null,
      meetingId: null,
      recordedBy: facilitator,
      recordedOn: '2026-11-25',
    },
  };

  it('reverses a paid penalty with its payment, and refuses to mark a reversed penalty paid', () => {
    const reversed: GroupEvent = {
      type: 'PenaltyReversed',
      data: {
        groupId: 7,
        penaltyId: 30,
        memberId: 1,
        amount: 5000,
        paidAmount: 5000,
        meetingId: null,
        reason,
        reversedBy: facilitator,
        reversedOn: '2026-11-25',
      },
    };
    const history = [registered, joined(1), imposed, paid];
    group
      .given(history)
      .when(reverse('ReversePenalty', 30, sameDay))
      .then([reversed]);
    const after = fold(groupDecider, [...history, reversed]);
    if (after.status === 'none') throw new Error('no group');
    expect(loanFund(after)).toBe(0);
    group
      .given([registered, joined(1), imposed, { ...reversed, data: { ...reversed.data, paidAmount: 0 } }])
      .when({
        type: 'MarkPenaltyPaid',
        data: { penaltyId: 30, paymentDate: '2026-11-25' },
        metadata: sameDay,
      })
      .thenThrows(RuleViolation, 'This penalty was reversed');
    group
      .given([...history, reversed])
      .when(reverse('ReversePenalty', 30, sameDay))
      .thenThrows(RuleViolation, 'This penalty has already been reversed');
  });

  it('reverses a fee payment so the member owes the fee again', () => {
    const reversed: GroupEvent = {
      type: 'FeePaymentReversed',
      data: {
        groupId: 7,
        feePaymentId: 4,
        memberId: 1,
        amount: 50_000,
        entryDate: '2026-11-23',
        meetingId: null,
        reason,
        reversedBy: facilitator,
        reversedOn: '2026-11-25',
      },
    };
    group
      .given([registered, joined(1), feePaid])
      .when(reverse('ReverseFeePayment', 4, sameDay))
      .then([reversed]);
    const after = fold(groupDecider, [registered, joined(1), feePaid, reversed]);
    if (after.status === 'none') throw new Error('no group');
    expect(after.feesPaidBy[1]).toBeUndefined();
    expect(after.ledger.feesPaid).toBe(0);
  });
});

describe("reversing a repayment (the loan's stream and the fund's echo)", () => {
  const issued = {
    type: 'LoanIssued',
    data: {
      loanId: 55,
      groupId: 7,
      borrowerId: 1,
      amount: 10_000,
      totalAmount: 10_500,
      loanDate: '2026-11-02',
    },
  } as LoanIssued;
  const repaid = (repaymentId: number, amount: number): LoanEvent => ({
    type: 'RepaymentRecorded',
    data: {
      loanId: 55,
      repaymentId,
      amount,
      paymentDate: '2026-11-24',
      notes: null,
      meetingId: null,
      recordedBy: facilitator,
      recordedOn: '2026-11-25',
    },
  });
  const completed: LoanEvent = { type: 'LoanCompleted', data: { loanId: 55, completedOn: '2026-11-24' } };

  it('reopens the loan it completed, and the balance owed grows back', () => {
    const history = [issued, repaid(1, 500), repaid(2, 10_000), completed];
    const reversed: LoanEvent = {
      type: 'RepaymentReversed',
      data: {
        loanId: 55,
        repaymentId: 2,
        amount: 10_000,
        meetingId: null,
        reopened: true,
        reason,
        reversedBy: facilitator,
        reversedOn: '2026-11-25',
      },
    };
    specFor(loanDecider)
      .given(history)
      .when({ type: 'ReverseRepayment', data: { repaymentId: 2, reason }, metadata: sameDay })
      .then([reversed]);
    const after = fold(loanDecider, [...history, reversed]);
    if (after.status === 'none') throw new Error('no loan');
    expect(after.status).toBe('active');
    expect(remainingOf(after)).toBe(10_000);
    specFor(loanDecider)
      .given([...history, reversed])
      .when({ type: 'ReverseRepayment', data: { repaymentId: 2, reason }, metadata: sameDay })
      .thenThrows(RuleViolation, 'This repayment has already been reversed');
  });

  it("takes the repayment out of the group's fund once, however often the echo is retried", () => {
    const disbursed: GroupEvent = {
      type: 'LoanDisbursed',
      data: { groupId: 7, loanId: 55, borrowerId: 1, amount: 10_000, loanDate: '2026-11-02' },
    };
    const received: GroupEvent = {
      type: 'RepaymentReceived',
      data: { groupId: 7, repaymentId: 2, loanId: 55, amount: 3000, paymentDate: '2026-11-24' },
    };
    const echo = {
      type: 'ReverseRepaymentCredit',
      data: { repaymentId: 2, loanId: 55, amount: 3000 },
      metadata: sameDay,
    } as const;
    const credited: GroupEvent = {
      type: 'RepaymentCreditReversed',
      data: { groupId: 7, repaymentId: 2, loanId: 55, amount: 3000, entryDate: '2026-11-24' },
    };
    const history = [registered, joined(1), saved(11, 20_000), disbursed, received];
    group.given(history).when(echo).then([credited]);
    group
      .given([...history, credited])
      .when(echo)
      .then([]);
    const after = fold(groupDecider, [...history, credited]);
    if (after.status === 'none') throw new Error('no group');
    expect(loanFund(after)).toBe(20_000 - 10_000);
  });
});

describe('reversing an emergency contribution', () => {
  const created = {
    type: 'EmergencyFundCreated',
    data: { fundId: 4, groupId: 7, isActive: true, maxDisbursementPerMember: 500_000 },
  } as EmergencyFundCreated;
  const contributed: EmergencyFundEvent = {
    type: 'EmergencyContributionRecorded',
    data: {
      fundId: 4,
      contributionId: 6,
      memberId: 1,
      amount: 10_000,
      contributionDate: '2026-11-23',
      notes: null,
      meetingId: 3,
      recordedBy: facilitator,
      recordedOn: '2026-11-25',
    },
  };

  it("lowers the fund's balance, once", () => {
    const reversed: EmergencyFundEvent = {
      type: 'EmergencyContributionReversed',
      data: {
        fundId: 4,
        contributionId: 6,
        memberId: 1,
        amount: 10_000,
        meetingId: 3,
        reason,
        reversedBy: facilitator,
        reversedOn: '2026-11-25',
      },
    };
    const command = {
      type: 'ReverseEmergencyContribution',
      data: { contributionId: 6, reason },
      metadata: sameDay,
    } as const;
    specFor(emergencyFundDecider).given([created, contributed]).when(command).then([reversed]);
    const after = fold(emergencyFundDecider, [created, contributed, reversed]);
    if (after.status === 'none') throw new Error('no fund');
    expect(fundBalance(after).available).toBe(0);
    specFor(emergencyFundDecider)
      .given([created, contributed, reversed])
      .when(command)
      .thenThrows(RuleViolation, 'This emergency contribution has already been reversed');
    specFor(emergencyFundDecider)
      .given([created, contributed])
      .when({ ...command, metadata: nextDay })
      .thenThrows(ForbiddenError);
  });
});

describe('money dated before the member joined', () => {
  it('refuses a saving, a penalty and a loan before the joining date, naming it', () => {
    const history = [registered, joined(1, '2026-11-10')];
    group
      .given(history)
      .when({
        type: 'RecordSaving',
        data: {
          savingId: 1,
          memberId: 1,
          amount: 500,
          savingDate: '2026-11-09',
          notes: null,
          meetingId: null,
        },
        metadata: sameDay,
      })
      .thenThrows(RuleViolation, 'The saving date cannot be before the member joined on 2026-11-10');
    group
      .given(history)
      .when({
        type: 'DisburseLoan',
        data: { loanId: 1, borrowerId: 1, amount: 1, loanDate: '2026-11-05' },
        metadata: sameDay,
      })
      .thenThrows(RuleViolation, 'The loan date cannot be before the member joined on 2026-11-10');
  });

  it('counts a member stored before joining dates were kept from the group registration', () => {
    const state = fold(groupDecider, [registered, joined(1)]);
    if (state.status === 'none') throw new Error('no group');
    expect(state.members[1]?.joinedOn).toBe('2026-11-01');
  });

  it('refuses a joining date in the future or before the group was registered', () => {
    const enrol = (joinedOn: string): GroupCommand =>
      ({
        type: 'EnrolMember',
        data: { memberId: 2, memberNumber: 'M2', joinedOn, role: 'member' },
        metadata: sameDay,
      }) as GroupCommand;
    group
      .given([registered])
      .when(enrol('2026-11-26'))
      .thenThrows(RuleViolation, 'The joining date cannot be in the future');
    group
      .given([registered])
      .when(enrol('2026-10-31'))
      .thenThrows(RuleViolation, 'The joining date cannot be before the group was registered on 2026-11-01');
  });
});
