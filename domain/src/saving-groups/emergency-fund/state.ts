import type { Recorder } from '../../contributions/contribution/events';
import type { Cents } from '../../shared/money';
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

export type CreatedFund = {
  status: 'active' | 'inactive';
  fundId: number;
  groupId: number;
  maxDisbursementPerMember: Cents;
  contributed: Cents;
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
      disbursements: {},
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EmergencyContributionRecorded':
      return { ...state, contributed: state.contributed + event.data.amount };
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
   * it. This differs on purpose from the specification's rule (§9), which counts every request whatever
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
