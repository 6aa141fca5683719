import type { Cents } from '../../shared/money';
import { DEFAULT_REGISTRATION_FEE, type GroupPlace, type GroupStatus, type MemberRole } from '../shared';
import type { GroupEvent } from './events';

export interface GroupMember {
  readonly memberNumber: string;
  readonly role: MemberRole;
  /** false once the member has left: a former member stays in the state, and in the history. */
  readonly active: boolean;
}

/** Running totals of the group's money, all cents. */
export interface GroupLedger {
  readonly savings: Cents;
  /** Repayments received: principal and service charge. */
  readonly repayments: Cents;
  /** Principal disbursed. */
  readonly disbursed: Cents;
  /** Penalties paid and registration fees paid. */
  readonly penaltiesPaid: Cents;
  readonly feesPaid: Cents;
}

export interface GroupPenalty {
  readonly memberId: number;
  readonly amount: Cents;
  readonly paid: boolean;
}

export type RegisteredGroup = {
  status: GroupStatus;
  groupId: number;
  name: string;
  maxLoanAmount: Cents | null;
  /** 'YYYY-MM-DD': no money of the group is dated before it */
  registrationDate: string;
  /** memberId → member */
  members: Readonly<Record<number, GroupMember>>;
  /** loanId → borrower and principal */
  loans: Readonly<Record<number, { borrowerId: number; amount: Cents }>>;
  /** repaymentIds already credited, so a retried ReceiveRepayment credits nothing twice */
  receivedRepayments: Readonly<Record<number, true>>;
  /** penaltyId → penalty */
  penalties: Readonly<Record<number, GroupPenalty>>;
  /** The registration fee a member pays now, cents. */
  registrationFee: Cents;
  /** memberIds who paid their registration fee */
  feesPaidBy: Readonly<Record<number, true>>;
  ledger: GroupLedger;
} & GroupPlace;

export type GroupState = { status: 'none' } | RegisteredGroup;

export const initialState = (): GroupState => ({ status: 'none' });

export const evolve = (state: GroupState, event: GroupEvent): GroupState => {
  if (event.type === 'GroupRegistered') {
    const d = event.data;
    return {
      status: 'Active',
      groupId: d.groupId,
      name: d.name,
      maxLoanAmount: d.maxLoanAmount,
      registrationDate: d.registrationDate,
      members: {},
      loans: {},
      receivedRepayments: {},
      penalties: {},
      registrationFee: DEFAULT_REGISTRATION_FEE,
      feesPaidBy: {},
      ledger: { savings: 0, repayments: 0, disbursed: 0, penaltiesPaid: 0, feesPaid: 0 },
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'GroupStatusChanged':
      return { ...state, status: event.data.status };
    case 'MemberJoined':
      return {
        ...state,
        members: {
          ...state.members,
          [event.data.memberId]: {
            memberNumber: event.data.memberNumber,
            role: event.data.role,
            active: true,
          },
        },
      };
    case 'MemberLeft': {
      const member = state.members[event.data.memberId];
      return member
        ? { ...state, members: { ...state.members, [event.data.memberId]: { ...member, active: false } } }
        : state;
    }
    case 'SavingRecorded':
      return { ...state, ledger: { ...state.ledger, savings: state.ledger.savings + event.data.amount } };
    case 'LoanDisbursed':
      return {
        ...state,
        loans: {
          ...state.loans,
          [event.data.loanId]: { borrowerId: event.data.borrowerId, amount: event.data.amount },
        },
        ledger: { ...state.ledger, disbursed: state.ledger.disbursed + event.data.amount },
      };
    case 'RepaymentReceived':
      return {
        ...state,
        receivedRepayments: { ...state.receivedRepayments, [event.data.repaymentId]: true },
        ledger: { ...state.ledger, repayments: state.ledger.repayments + event.data.amount },
      };
    case 'PenaltyImposed':
      return {
        ...state,
        penalties: {
          ...state.penalties,
          [event.data.penaltyId]: { memberId: event.data.memberId, amount: event.data.amount, paid: false },
        },
      };
    case 'PenaltyPaid': {
      const penalty = state.penalties[event.data.penaltyId];
      if (!penalty) return state;
      return {
        ...state,
        penalties: { ...state.penalties, [event.data.penaltyId]: { ...penalty, paid: true } },
        ledger: { ...state.ledger, penaltiesPaid: state.ledger.penaltiesPaid + event.data.amount },
      };
    }
    case 'RegistrationFeeSet':
      return { ...state, registrationFee: event.data.feeAmount };
    case 'RegistrationFeePaid':
      return {
        ...state,
        feesPaidBy: { ...state.feesPaidBy, [event.data.memberId]: true },
        ledger: { ...state.ledger, feesPaid: state.ledger.feesPaid + event.data.amount },
      };
  }
};

/**
 * What the group can lend now: all savings + all repayments received (principal and service charge) +
 * penalties paid + registration fees paid − all principal disbursed.
 */
export const loanFund = (state: RegisteredGroup): Cents =>
  state.ledger.savings +
  state.ledger.repayments +
  state.ledger.penaltiesPaid +
  state.ledger.feesPaid -
  state.ledger.disbursed;

export const isActiveMember = (state: RegisteredGroup, memberId: number): boolean =>
  state.members[memberId]?.active === true;
