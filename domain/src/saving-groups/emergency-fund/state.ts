import type { Recorder } from '../../contributions/contribution/events';
import type { Cents } from '../../shared/money';
import { entryOf, type ReversibleEntry } from '../reversal';
import type { GroupPlace } from '../shared';
import type { EmergencyFundEvent } from './events';

export const DISBURSEMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];

export interface DisbursementRequest {
  readonly memberId: number;
  readonly amount: Cents;
  readonly status: DisbursementStatus;
  readonly requestedBy: Recorder;
}

export interface FundContribution extends ReversibleEntry {
  readonly memberId: number;
  readonly amount: Cents;
  readonly meetingId: number | null;
}

export type CreatedFund = {
  status: 'active' | 'inactive';
  fundId: number;
  groupId: number;
  maxDisbursementPerMember: Cents;
  contributed: Cents;
  /** contributionId → contribution */
  contributions: Readonly<Record<number, FundContribution>>;
  /** disbursementId → request */
  disbursements: Readonly<Record<number, DisbursementRequest>>;
} & GroupPlace;

export type EmergencyFundState = { status: 'none' } | CreatedFund;

export const initialState = (): EmergencyFundState => ({ status: 'none' });

const withRequestStatus = (
  state: CreatedFund,
  disbursementId: number,
  status: DisbursementStatus,
): CreatedFund => {
  const request = state.disbursements[disbursementId];
  return request
    ? { ...state, disbursements: { ...state.disbursements, [disbursementId]: { ...request, status } } }
    : state;
};

export const evolve = (state: EmergencyFundState, event: EmergencyFundEvent): EmergencyFundState => {
  if (event.type === 'EmergencyFundCreated') {
    const d = event.data;
    return {
      status: d.isActive ? 'active' : 'inactive',
      fundId: d.fundId,
      groupId: d.groupId,
      maxDisbursementPerMember: d.maxDisbursementPerMember,
      contributed: 0,
      contributions: {},
      disbursements: {},
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EmergencyContributionRecorded': {
      const d = event.data;
      const contribution = {
        memberId: d.memberId,
        amount: d.amount,
        meetingId: d.meetingId,
        ...entryOf(d.recordedBy, d.recordedOn),
      };
      return {
        ...state,
        contributed: state.contributed + d.amount,
        contributions: { ...state.contributions, [d.contributionId]: contribution },
      };
    }
    case 'EmergencyContributionReversed': {
      const contribution = state.contributions[event.data.contributionId];
      return {
        ...state,
        contributed: state.contributed - event.data.amount,
        contributions: contribution
          ? { ...state.contributions, [event.data.contributionId]: { ...contribution, reversed: true } }
          : state.contributions,
      };
    }
    case 'DisbursementRequested': {
      const { disbursementId, memberId, amount, requestedBy } = event.data;
      return {
        ...state,
        disbursements: {
          ...state.disbursements,
          [disbursementId]: { memberId, amount, status: 'pending', requestedBy },
        },
      };
    }
    case 'DisbursementApproved':
      return withRequestStatus(state, event.data.disbursementId, 'approved');
    case 'DisbursementRejected':
      return withRequestStatus(state, event.data.disbursementId, 'rejected');
  }
};

export interface FundBalance {
  readonly contributed: Cents;
  readonly approved: Cents;
  readonly pending: Cents;
  /**
   * contributions − approved − pending: a pending request reserves its amount and a rejected one releases
   * it. This differs on purpose from the specification's rule (limits), which counts every request whatever
   * its status.
   */
  readonly available: Cents;
}

export const fundBalance = (state: CreatedFund): FundBalance => {
  let approved = 0;
  let pending = 0;
  for (const request of Object.values(state.disbursements)) {
    if (request.status === 'approved') approved += request.amount;
    else if (request.status === 'pending') pending += request.amount;
  }
  return {
    contributed: state.contributed,
    approved,
    pending,
    available: state.contributed - approved - pending,
  };
};
