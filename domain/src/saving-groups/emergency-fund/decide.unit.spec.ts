import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { fold } from '../../shared/decider';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import type { GroupStatus } from '../shared';
import {
  type CreateEmergencyFund,
  type DisbursementRequested,
  type EmergencyContributionRecorded,
  type EmergencyFundCreated,
  type EmergencyFundEvent,
  emergencyFundDecider,
  emergencyFundStream,
  fundBalance,
  type MembershipFacts,
  type RecordEmergencyContribution,
  type SubmitDisbursement,
} from './index';

const asUser = (userId: number, username: string): CommandMetadata => ({
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId, username, role: userId === 8 ? 'ChurchFacilitator' : 'ProjectAdmin' },
});
const metadata = asUser(8, 'facilitator');
const checker = asUser(5, 'project');
const facilitator = { userId: 8, username: 'facilitator' };
const project = { userId: 5, username: 'project' };
const place = { projectId: 1, clusterId: 2, regionId: 3 };

const aMember = (overrides: Partial<MembershipFacts> = {}): MembershipFacts => ({
  memberId: 1,
  groupId: 7,
  isActive: true,
  joinedOn: '2026-01-05',
  ...overrides,
});

const aCreation = (
  overrides: Partial<Omit<CreateEmergencyFund['data'], 'group'>> = {},
  groupStatus: GroupStatus = 'Active',
): CreateEmergencyFund => ({
  type: 'CreateEmergencyFund',
  data: {
    fundId: 4,
    description: 'Emergency fund 2026',
    contributionAmount: 10000,
    maxDisbursementPerMember: 500000,
    isActive: true,
    ...overrides,
    group: { groupId: 7, status: groupStatus, ...place },
  },
  metadata,
});
const created = (isActive = true): EmergencyFundCreated => ({
  type: 'EmergencyFundCreated',
  data: {
    fundId: 4,
    groupId: 7,
    description: 'Emergency fund 2026',
    contributionAmount: 10000,
    maxDisbursementPerMember: 500000,
    isActive,
    ...place,
    createdBy: facilitator,
  },
});

const aContribution = (amount: number, member = aMember(), contributionDate = '2026-11-23') =>
  ({
    type: 'RecordEmergencyContribution',
    data: { contributionId: 1, member, amount, contributionDate, notes: null, meetingId: null },
    metadata,
  }) satisfies RecordEmergencyContribution;
const contributed = (amount: number, contributionId = 1): EmergencyContributionRecorded => ({
  type: 'EmergencyContributionRecorded',
  data: {
    fundId: 4,
    contributionId,
    memberId: 1,
    amount,
    contributionDate: '2026-11-23',
    notes: null,
    meetingId: null,
    recordedBy: facilitator,
    recordedOn: '2026-11-25',
  },
});

const aRequest = (amount: number, disbursementId = 1, member = aMember()): SubmitDisbursement => ({
  type: 'SubmitDisbursement',
  data: {
    disbursementId,
    member,
    amount,
    emergencyType: 'Sickness',
    description: 'Hospital bill after malaria',
    disbursementDate: null,
  },
  metadata,
});
const requested = (amount: number, disbursementId = 1): DisbursementRequested => ({
  type: 'DisbursementRequested',
  data: {
    fundId: 4,
    disbursementId,
    memberId: 1,
    amount,
    emergencyType: 'Sickness',
    description: 'Hospital bill after malaria',
    disbursementDate: null,
    requestedBy: facilitator,
    requestedOn: '2026-11-25',
  },
});
const approved = (disbursementId = 1): EmergencyFundEvent => ({
  type: 'DisbursementApproved',
  data: { fundId: 4, disbursementId, approvedBy: project, approvedOn: '2026-11-25' },
});
const rejected = (disbursementId = 1): EmergencyFundEvent => ({
  type: 'DisbursementRejected',
  data: {
    fundId: 4,
    disbursementId,
    reason: 'Not an emergency',
    rejectedBy: project,
    rejectedOn: '2026-11-25',
  },
});
const approve = (disbursementId = 1, by = checker) => ({
  type: 'ApproveDisbursement' as const,
  data: { disbursementId },
  metadata: by,
});
const reject = (disbursementId = 1, by = checker, reason = 'Not an emergency') => ({
  type: 'RejectDisbursement' as const,
  data: { disbursementId, reason },
  metadata: by,
});

const { given } = specFor(emergencyFundDecider);

describe('emergency fund decider: the fund', () => {
  it('names its stream emergency-fund-{id}', () => {
    expect(emergencyFundStream(4)).toBe('emergency-fund-4');
  });

  it('creates a fund for an Active group, once', () => {
    given([]).when(aCreation()).then([created()]);
    given([created()]).when(aCreation()).thenThrows(ConflictError, 'This emergency fund already exists');
  });

  it('refuses a fund for a group that is not Active', () => {
    given([])
      .when(aCreation({}, 'Suspended'))
      .thenThrows(RuleViolation, 'An emergency fund cannot be created while the group is Suspended');
  });

  it('refuses a contribution amount or maximum per member of 0 or less', () => {
    given([])
      .when(aCreation({ contributionAmount: 0 }))
      .thenThrows(RuleViolation, 'Contribution amount must be a positive number');
    given([])
      .when(aCreation({ maxDisbursementPerMember: -100 }))
      .thenThrows(RuleViolation, 'Maximum disbursement per member must be a positive number');
  });
});

describe('emergency fund decider: contributions', () => {
  it('records a contribution by an active member of the fund’s group', () => {
    given([created()])
      .when(aContribution(10000))
      .then([contributed(10000)]);
  });

  it('refuses a contribution from a former member or a member of another group', () => {
    for (const member of [aMember({ isActive: false }), aMember({ groupId: 8 })])
      given([created()])
        .when(aContribution(10000, member))
        .thenThrows(RuleViolation, 'Only active members of this group can contribute');
  });

  it('refuses an amount of 0 or less, a future date and an inactive fund', () => {
    given([created()]).when(aContribution(0)).thenThrows(RuleViolation, 'Amount must be a positive number');
    given([created()])
      .when(aContribution(100, aMember(), '2026-11-26'))
      .thenThrows(RuleViolation, 'The contribution date cannot be in the future');
    given([created(false)])
      .when(aContribution(100))
      .thenThrows(RuleViolation, 'This emergency fund is not active');
  });

  it('answers not found for a fund that does not exist', () => {
    given([]).when(aContribution(100)).thenThrows(NotFoundError, 'Emergency fund not found');
  });
});

describe('emergency fund decider: disbursement requests', () => {
  const funded = [created(), contributed(1000000)];

  it('records a request as pending, with who submitted it', () => {
    given(funded)
      .when(aRequest(200000))
      .then([requested(200000)]);
  });

  it('refuses a request for a former member or a member of another group', () => {
    for (const member of [aMember({ isActive: false }), aMember({ groupId: 8 })])
      given(funded)
        .when(aRequest(100, 1, member))
        .thenThrows(RuleViolation, 'Only active members of this group can request a disbursement');
  });

  it('refuses an amount of 0 or less and a description of fewer than 10 characters', () => {
    given(funded).when(aRequest(0)).thenThrows(RuleViolation, 'Amount must be a positive number');
    const vague = aRequest(100);
    given(funded)
      .when({ ...vague, data: { ...vague.data, description: 'Sick' } })
      .thenThrows(RuleViolation, 'Please provide detailed description');
  });

  it('refuses a disbursement dated in the future or before the member joined (2005, before the group)', () => {
    const dated = (disbursementDate: string): SubmitDisbursement => {
      const request = aRequest(100);
      return { ...request, data: { ...request.data, disbursementDate } };
    };
    given(funded)
      .when(dated('2027-01-15'))
      .thenThrows(RuleViolation, 'The disbursement date cannot be in the future');
    given(funded)
      .when(dated('2005-03-10'))
      .thenThrows(RuleViolation, 'The disbursement date cannot be before the member joined on 2026-01-05');
    given(funded)
      .when(dated('2026-11-25'))
      .then([{ ...requested(100), data: { ...requested(100).data, disbursementDate: '2026-11-25' } }]);
  });

  it("refuses an amount above the fund's maximum per member", () => {
    given(funded)
      .when(aRequest(500001))
      .thenThrows(RuleViolation, "The amount is above the fund's maximum of KES 5,000.00 per member");
  });

  it('refuses an amount above the available balance: contributions − approved − pending', () => {
    const history = [...funded, requested(300000, 1), approved(1), requested(400000, 2)];
    given(history)
      .when(aRequest(300001, 3))
      .thenThrows(RuleViolation, 'The fund has only KES 3,000.00 available');
    given(history)
      .when(aRequest(300000, 3))
      .then([requested(300000, 3)]);
  });

  it('releases the amount of a rejected request', () => {
    given([...funded, requested(400000, 1), rejected(1), requested(300000, 2)])
      .when(aRequest(500000, 3))
      .then([requested(500000, 3)]);
  });

  it('keeps balances by status', () => {
    const state = fold(emergencyFundDecider, [
      ...funded,
      requested(300000, 1),
      approved(1),
      requested(400000, 2),
      requested(100000, 3),
      rejected(3),
    ]);
    expect(state.status !== 'none' && fundBalance(state)).toEqual({
      contributed: 1000000,
      approved: 300000,
      pending: 400000,
      available: 300000,
    });
  });
});

describe('emergency fund decider: maker-checker decisions', () => {
  const pending = [created(), contributed(1000000), requested(200000)];

  it('approves or rejects a pending request by another user', () => {
    given(pending).when(approve()).then([approved()]);
    given(pending).when(reject()).then([rejected()]);
  });

  it('refuses a decision by the user who submitted the request', () => {
    given(pending)
      .when(approve(1, metadata))
      .thenThrows(ForbiddenError, 'You cannot approve or reject your own request');
    given(pending)
      .when(reject(1, metadata))
      .thenThrows(ForbiddenError, 'You cannot approve or reject your own request');
  });

  it('decides only a pending request, once', () => {
    given([...pending, approved()])
      .when(reject())
      .thenThrows(RuleViolation, 'Only pending requests can be approved or rejected');
    given([...pending, rejected()])
      .when(approve())
      .thenThrows(RuleViolation, 'Only pending requests can be approved or rejected');
    given(pending).when(approve(2)).thenThrows(NotFoundError, 'Disbursement request not found');
  });

  it('refuses a rejection without a reason of at least 3 characters', () => {
    given(pending)
      .when(reject(1, checker, ' no '))
      .thenThrows(RuleViolation, 'Please give a reason of at least 3 characters');
  });
});
