import type { Cents } from '../../shared/money';
import type { GroupPlace, GroupStatus, MemberRole } from '../shared';
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
      ledger: { savings: 0, repayments: 0, disbursed: 0 },
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
  }
};

/**
 * What the group can lend now: all savings + all repayments received (principal and service charge)
 * − all principal disbursed. Penalties and fees paid will be credited here when they are recorded.
 */
export const loanFund = (state: RegisteredGroup): Cents =>
  state.ledger.savings + state.ledger.repayments - state.ledger.disbursed;

export const isActiveMember = (state: RegisteredGroup, memberId: number): boolean =>
  state.members[memberId]?.active === true;
