import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { fold } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type DisburseLoan,
  type EnrolMember,
  type GroupDetails,
  type GroupEvent,
  type GroupRegistered,
  groupDecider,
  groupStream,
  type LoanDisbursed,
  loanFund,
  type MemberDetails,
  type MemberJoined,
  type RecordSaving,
  type RegisterGroup,
  type RepaymentReceived,
  type SavingRecorded,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 8, username: 'facilitator', role: 'ChurchFacilitator' },
};
const facilitator = { userId: 8, username: 'facilitator' };
const place = { projectId: 1, clusterId: 2, regionId: 3 };

const details = (overrides: Partial<GroupDetails> = {}): GroupDetails => ({
  name: 'Tumaini Savers',
  description: 'Women of Tumaini church saving weekly',
  groupCode: 'TS-01',
  presidentName: 'Jane Wanjiru',
  presidentPhone: '0712345678',
  secretaryName: 'Mary Achieng',
  secretaryPhone: '0723456789',
  treasurerName: 'Grace Njeri',
  treasurerPhone: '0734567890',
  totalMembers: 20,
  maleMembers: 5,
  femaleMembers: 15,
  meetingDay: 'Monday',
  meetingTime: '14:00',
  meetingLocation: 'Tumaini church hall',
  meetingFrequency: 'Weekly',
  savingAmount: 20000,
  serviceChargeRate: 5,
  maxLoanAmount: null,
  bankName: null,
  accountNumber: null,
  registrationDate: '2026-11-01',
  cycleDuration: 12,
  ...overrides,
});
const aRegistration = (projectActive = true, overrides: Partial<GroupDetails> = {}): RegisterGroup => ({
  type: 'RegisterGroup',
  data: { groupId: 7, project: { ...place, isActive: projectActive }, ...details(overrides) },
  metadata,
});
const registered = (overrides: Partial<GroupDetails> = {}): GroupRegistered => ({
  type: 'GroupRegistered',
  data: { groupId: 7, ...details(overrides), ...place, createdBy: facilitator },
});

const memberDetails = (memberNumber: string): MemberDetails => ({
  memberNumber,
  memberIdNumber: `ID-${memberNumber}`,
  memberName: `Member ${memberNumber}`,
  memberPhone: '0711000000',
  nextOfKinName: 'Kin',
  nextOfKinIdNumber: '99887766',
  nextOfKinPhone: '0722000000',
  nextOfKinRelationship: 'Sister',
  role: 'member',
});
const anEnrolment = (memberId: number, memberNumber = `M${memberId}`): EnrolMember => ({
  type: 'EnrolMember',
  data: { memberId, joinedOn: '2026-11-01', ...memberDetails(memberNumber) },
  metadata,
});
const joined = (memberId: number, memberNumber = `M${memberId}`): MemberJoined => ({
  type: 'MemberJoined',
  data: {
    groupId: 7,
    memberId,
    joinedOn: '2026-11-01',
    ...memberDetails(memberNumber),
    joinedAt: metadata.now,
  },
});
const left = (memberId: number): GroupEvent => ({
  type: 'MemberLeft',
  data: { groupId: 7, memberId, leftAt: metadata.now },
});

const savingData = (amount: number, memberId = 1, savingId = 1, savingDate = '2026-11-23') => ({
  savingId,
  memberId,
  amount,
  savingDate,
  notes: null,
  meetingId: null,
});
const aSaving = (amount: number, memberId = 1, savingId = 1, savingDate = '2026-11-23'): RecordSaving => ({
  type: 'RecordSaving',
  data: savingData(amount, memberId, savingId, savingDate),
  metadata,
});
const saved = (amount: number, memberId = 1, savingId = 1): SavingRecorded => ({
  type: 'SavingRecorded',
  data: {
    groupId: 7,
    ...savingData(amount, memberId, savingId),
    recordedBy: facilitator,
    recordedOn: '2026-11-25',
  },
});

const loanData = (amount: number, loanId = 55, borrowerId = 1) => ({
  loanId,
  borrowerId,
  amount,
  loanDate: '2026-11-24',
});
const aDisbursement = (amount: number, loanId = 55, borrowerId = 1): DisburseLoan => ({
  type: 'DisburseLoan',
  data: loanData(amount, loanId, borrowerId),
  metadata,
});
const disbursed = (amount: number, loanId = 55, borrowerId = 1): LoanDisbursed => ({
  type: 'LoanDisbursed',
  data: { groupId: 7, ...loanData(amount, loanId, borrowerId) },
});
const repaid = (amount: number, loanId = 55, repaymentId = 1): RepaymentReceived => ({
  type: 'RepaymentReceived',
  data: { groupId: 7, repaymentId, loanId, amount, paymentDate: '2026-11-25' },
});
const status = (value: 'Active' | 'Inactive' | 'Suspended'): GroupEvent => ({
  type: 'GroupStatusChanged',
  data: { groupId: 7, status: value },
});

const { given } = specFor(groupDecider);

describe('group decider: the group', () => {
  it('names its stream group-{id}', () => {
    expect(groupStream(7)).toBe('group-7');
  });

  it('registers a group in an active project, recording who created it, once', () => {
    given([]).when(aRegistration()).then([registered()]);
    given([registered()]).when(aRegistration()).thenThrows(ConflictError, 'This saving group already exists');
  });

  it('refuses a group in an inactive project', () => {
    given([])
      .when(aRegistration(false))
      .thenThrows(RuleViolation, 'Saving groups cannot be added to an inactive project');
  });

  it('refuses a composition where total members is not male + female', () => {
    given([])
      .when(aRegistration(true, { totalMembers: 21 }))
      .thenThrows(RuleViolation, 'Total members must equal male + female members');
  });

  it('sets any status from any status, and appends nothing when it is unchanged', () => {
    const set = (value: 'Active' | 'Inactive' | 'Suspended') => ({
      type: 'SetGroupStatus' as const,
      data: { status: value },
      metadata,
    });
    given([registered()])
      .when(set('Suspended'))
      .then([status('Suspended')]);
    given([registered(), status('Suspended')])
      .when(set('Inactive'))
      .then([status('Inactive')]);
    given([registered(), status('Inactive')])
      .when(set('Active'))
      .then([status('Active')]);
    given([registered()]).when(set('Active')).then([]);
    given([]).when(set('Active')).thenThrows(NotFoundError, 'Saving group not found');
  });
});

describe('group decider: members', () => {
  it('enrols a member with the time they joined', () => {
    given([registered()])
      .when(anEnrolment(1))
      .then([joined(1)]);
  });

  it('refuses a member number already used in the group, even by a former member', () => {
    given([registered(), joined(1, 'M001')])
      .when(anEnrolment(2, 'M001'))
      .thenThrows(ConflictError, 'Member number M001 is already used in this group');
    given([registered(), joined(1, 'M001'), left(1)])
      .when(anEnrolment(2, 'M001'))
      .thenThrows(ConflictError, 'Member number M001 is already used in this group');
    given([registered(), joined(1, 'M001')])
      .when(anEnrolment(1, 'M002'))
      .thenThrows(ConflictError, 'This member already exists');
  });

  it('removes a member by setting leftAt, once; an unknown member is not found', () => {
    const remove = (memberId: number) => ({ type: 'RemoveMember' as const, data: { memberId }, metadata });
    given([registered(), joined(1)])
      .when(remove(1))
      .then([left(1)]);
    given([registered(), joined(1), left(1)])
      .when(remove(1))
      .then([]);
    given([registered(), joined(1)])
      .when(remove(2))
      .thenThrows(NotFoundError, 'Member not found');
  });

  it('keeps a former member in the state, inactive', () => {
    const state = fold(groupDecider, [registered(), joined(1), left(1)]);
    expect(state.status !== 'none' && state.members[1]).toEqual({
      memberNumber: 'M1',
      memberName: 'Member M1',
      role: 'member',
      active: false,
      joinedOn: '2026-11-01',
    });
  });
});

describe('group decider: savings', () => {
  it('records a saving by an active member, with who recorded it', () => {
    given([registered(), joined(1)])
      .when(aSaving(20000))
      .then([saved(20000)]);
  });

  it('refuses a saving for a former member or for someone who is not a member of this group', () => {
    given([registered(), joined(1), left(1)])
      .when(aSaving(20000))
      .thenThrows(RuleViolation, 'Only active members of this group can save');
    given([registered(), joined(1)])
      .when(aSaving(20000, 99))
      .thenThrows(RuleViolation, 'Only active members of this group can save');
  });

  it('refuses an amount of 0 or less', () => {
    for (const amount of [0, -500])
      given([registered(), joined(1)])
        .when(aSaving(amount))
        .thenThrows(RuleViolation, 'Amount must be a positive number');
  });

  it('refuses a saving dated in the future (Kenyan business date)', () => {
    given([registered(), joined(1)])
      .when(aSaving(100, 1, 1, '2026-11-26'))
      .thenThrows(RuleViolation, 'The saving date cannot be in the future');
  });

  it('refuses savings while the group is not Active', () => {
    given([registered(), joined(1), status('Suspended')])
      .when(aSaving(100))
      .thenThrows(RuleViolation, 'Savings cannot be recorded while the group is Suspended');
  });
});

describe('group decider: the loan fund', () => {
  const funded = [registered(), joined(1), joined(2), saved(500000, 1, 1), saved(300000, 2, 2)];

  it('is all savings + all repayments received − all principal disbursed', () => {
    const state = fold(groupDecider, [...funded, disbursed(600000), repaid(150000)]);
    expect(state.status !== 'none' && loanFund(state)).toBe(500000 - 600000 + 300000 + 150000);
  });

  it('disburses a loan to an active member within the fund', () => {
    given(funded)
      .when(aDisbursement(800000))
      .then([disbursed(800000)]);
  });

  it('refuses a borrower who is a former member or a member of another group', () => {
    given([...funded, left(1)])
      .when(aDisbursement(1000))
      .thenThrows(RuleViolation, 'The borrower must be an active member of this group');
    given(funded)
      .when(aDisbursement(1000, 55, 99))
      .thenThrows(RuleViolation, 'The borrower must be an active member of this group');
  });

  it('refuses an amount of 0 or less', () => {
    given(funded).when(aDisbursement(0)).thenThrows(RuleViolation, 'Amount must be a positive number');
    given(funded).when(aDisbursement(-500)).thenThrows(RuleViolation, 'Amount must be a positive number');
  });

  it("refuses an amount above the group's maximum loan, when one is set", () => {
    const capped = [registered({ maxLoanAmount: 500000 }), ...funded.slice(1)];
    given(capped)
      .when(aDisbursement(500001))
      .thenThrows(RuleViolation, "The amount is above this group's maximum loan of KES 5,000.00");
    given(capped)
      .when(aDisbursement(500000))
      .then([disbursed(500000)]);
  });

  it('refuses an amount above the loan fund, naming what is available', () => {
    given([...funded, disbursed(500000)])
      .when(aDisbursement(300001, 56, 2))
      .thenThrows(RuleViolation, 'The loan fund has only KES 3,000.00 available');
    given([...funded, disbursed(500000), repaid(100)])
      .when(aDisbursement(300100, 56, 2))
      .then([disbursed(300100, 56, 2)]);
  });

  it('refuses loans while the group is not Active, and a loan id twice', () => {
    given([...funded, status('Inactive')])
      .when(aDisbursement(1000))
      .thenThrows(RuleViolation, 'Loans cannot be issued while the group is Inactive');
    given([...funded, disbursed(1000)])
      .when(aDisbursement(1000))
      .thenThrows(ConflictError, 'This loan was already disbursed');
  });

  it('never lets two loans decided at once overdraw it: the second is decided again on the new version', () => {
    // Both commands read the group at the same version: each passes alone.
    const first = aDisbursement(600000, 55, 1);
    const second = aDisbursement(600000, 56, 2);
    given(funded)
      .when(first)
      .then([disbursed(600000, 55, 1)]);
    given(funded)
      .when(second)
      .then([disbursed(600000, 56, 2)]);
    // The first append wins; the second fails its expected version and is decided on the state after it.
    const afterFirst = [...funded, ...groupDecider.decide(first, fold(groupDecider, funded))];
    given(afterFirst).when(second).thenThrows(RuleViolation, 'The loan fund has only KES 2,000.00 available');
  });

  it('receives a repayment for one of its loans whatever the group status, once', () => {
    const receive = (loanId: number, amount: number) => ({
      type: 'ReceiveRepayment' as const,
      data: { repaymentId: 1, loanId, amount, paymentDate: '2026-11-25' },
      metadata,
    });
    given([...funded, disbursed(1000), status('Suspended')])
      .when(receive(55, 150000))
      .then([repaid(150000)]);
    given(funded).when(receive(55, 100)).thenThrows(NotFoundError, 'Loan not found in this group');
    given([...funded, disbursed(1000), repaid(150000)])
      .when(receive(55, 150000))
      .then([]);
    given([...funded, disbursed(1000)])
      .when(receive(55, 0))
      .thenThrows(RuleViolation, 'Amount must be a positive number');
  });
});
