import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { fold } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type GroupEvent,
  type GroupRegistered,
  groupDecider,
  type ImposePenalty,
  loanFund,
  type MemberJoined,
  type PenaltyImposed,
  type RecordFeePayment,
  type RegisteredGroup,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 8, username: 'facilitator', role: 'ChurchFacilitator' },
};
const recordedBy = { userId: 8, username: 'facilitator' };

const registered = {
  type: 'GroupRegistered',
  data: { groupId: 7, registrationDate: '2026-11-01', projectId: 1, clusterId: 2, regionId: 3 },
} as GroupRegistered;
const joined = (memberId: number): MemberJoined =>
  ({
    type: 'MemberJoined',
    data: { groupId: 7, memberId, memberNumber: `M${memberId}`, role: 'member', joinedAt: metadata.now },
  }) as MemberJoined;
const left: GroupEvent = { type: 'MemberLeft', data: { groupId: 7, memberId: 2, leftAt: metadata.now } };

const penalty = (overrides: Partial<ImposePenalty['data']> = {}): ImposePenalty['data'] => ({
  penaltyId: 30,
  memberId: 1,
  penaltyType: 'Lateness',
  amount: 5000,
  description: 'Arrived after the opening prayer',
  penaltyDate: '2026-11-23',
  meetingId: null,
  ...overrides,
});
const imposed = (overrides: Partial<ImposePenalty['data']> = {}): PenaltyImposed => ({
  type: 'PenaltyImposed',
  data: { groupId: 7, ...penalty(overrides), recordedBy, recordedOn: '2026-11-25' },
});
const fee = (overrides: Partial<RecordFeePayment['data']> = {}): RecordFeePayment['data'] => ({
  feePaymentId: 4,
  memberId: 1,
  amount: 50000,
  paymentDate: '2026-11-23',
  notes: null,
  meetingId: null,
  ...overrides,
});

const { given } = specFor(groupDecider);
const group = [registered, joined(1), joined(2)];

describe('group decider: penalties', () => {
  it('imposes a penalty on an active member, refusing others and impossible dates', () => {
    given(group).when({ type: 'ImposePenalty', data: penalty(), metadata }).then([imposed()]);
    given([...group, left])
      .when({ type: 'ImposePenalty', data: penalty({ memberId: 2 }), metadata })
      .thenThrows(RuleViolation, 'Only active members of this group can be given a penalty');
    given(group)
      .when({ type: 'ImposePenalty', data: penalty({ amount: 0 }), metadata })
      .thenThrows(RuleViolation, 'Amount must be a positive number');
    given(group)
      .when({ type: 'ImposePenalty', data: penalty({ penaltyDate: '2026-10-31' }), metadata })
      .thenThrows(RuleViolation, 'The penalty date cannot be before the group was registered on 2026-11-01');
    given(group)
      .when({ type: 'ImposePenalty', data: penalty({ penaltyDate: '2026-11-26' }), metadata })
      .thenThrows(RuleViolation, 'The penalty date cannot be in the future');
  });

  it('marks a penalty paid once, with its amount', () => {
    given([...group, imposed()])
      .when({ type: 'MarkPenaltyPaid', data: { penaltyId: 30, paymentDate: '2026-11-24' }, metadata })
      .then([
        {
          type: 'PenaltyPaid',
          data: { groupId: 7, penaltyId: 30, amount: 5000, paymentDate: '2026-11-24', recordedBy },
        },
      ]);
    const paid: GroupEvent = {
      type: 'PenaltyPaid',
      data: { groupId: 7, penaltyId: 30, amount: 5000, paymentDate: '2026-11-24', recordedBy },
    };
    given([...group, imposed(), paid])
      .when({ type: 'MarkPenaltyPaid', data: { penaltyId: 30, paymentDate: '2026-11-24' }, metadata })
      .thenThrows(ConflictError, 'This penalty is already paid');
    given(group)
      .when({ type: 'MarkPenaltyPaid', data: { penaltyId: 31, paymentDate: '2026-11-24' }, metadata })
      .thenThrows(NotFoundError, 'Penalty not found');
  });
});

describe('group decider: registration fees', () => {
  it('takes the fee the group set (KES 500 until it sets one), once per member', () => {
    given(group)
      .when({ type: 'RecordFeePayment', data: fee(), metadata })
      .then([
        { type: 'RegistrationFeePaid', data: { groupId: 7, ...fee(), recordedBy, recordedOn: '2026-11-25' } },
      ]);
    const set: GroupEvent = {
      type: 'RegistrationFeeSet',
      data: { groupId: 7, feeAmount: 30000, description: 'Joining fee 2026', recordedBy },
    };
    given([...group, set])
      .when({ type: 'RecordFeePayment', data: fee(), metadata })
      .thenThrows(RuleViolation, 'The registration fee is KES 300.00');
    const paid: GroupEvent = {
      type: 'RegistrationFeePaid',
      data: { groupId: 7, ...fee(), recordedBy, recordedOn: '2026-11-25' },
    };
    given([...group, paid])
      .when({ type: 'RecordFeePayment', data: fee({ feePaymentId: 5 }), metadata })
      .thenThrows(ConflictError, 'This member has already paid the registration fee');
    given(group)
      .when({ type: 'SetRegistrationFee', data: { feeAmount: 0, description: 'Free' }, metadata })
      .thenThrows(RuleViolation, 'Fee amount must be a positive number');
  });
});

describe('loan fund with collections', () => {
  it('counts penalties and fees only once paid', () => {
    const events: GroupEvent[] = [
      ...group,
      imposed(),
      imposed({ penaltyId: 31, amount: 2000 }),
      {
        type: 'PenaltyPaid',
        data: { groupId: 7, penaltyId: 30, amount: 5000, paymentDate: '2026-11-24', recordedBy },
      },
      { type: 'RegistrationFeePaid', data: { groupId: 7, ...fee(), recordedBy, recordedOn: '2026-11-25' } },
    ];
    expect(loanFund(fold(groupDecider, events) as RegisteredGroup)).toBe(55000);
  });
});
