import type { Recorder } from '../../contributions/contribution/events';
import { addDays } from '../../shared/dates';
import type { CloseDecision, CycleEvent } from './cycle-events';
import type { RegisteredGroup } from './state';

/** The group's current cycle: cycle 1 starts on the registration date. */
export interface GroupCycle {
  readonly number: number;
  /** 'YYYY-MM-DD' */
  readonly startedOn: string;
}

/** A close waiting for a second person: its cycle, what was decided and by whom. */
export type CloseProposal = Readonly<CloseDecision & { cycle: number; proposedBy: Recorder }>;

/** The last closed cycle: entries dated before its close date belong to it and are refused (see assertOpenDate). */
export interface ClosedThrough {
  readonly cycle: number;
  readonly closeDate: string;
}

/** What the group state knows of its cycles. */
export interface CycleFacts {
  cycle: GroupCycle;
  closeProposal: CloseProposal | null;
  closedThrough: ClosedThrough | null;
}

export const firstCycle = (registrationDate: string): GroupCycle => ({
  number: 1,
  startedOn: registrationDate,
});

export const evolveCycle = (state: RegisteredGroup, event: CycleEvent): RegisteredGroup => {
  switch (event.type) {
    case 'CycleCloseProposed': {
      const { groupId: _, proposedOn: __, ...proposal } = event.data;
      return { ...state, closeProposal: proposal };
    }
    case 'CycleCloseRejected':
      return { ...state, closeProposal: null };
    case 'CycleClosed': {
      const paid = event.data.payouts.reduce((sum, p) => sum + p.amount, 0);
      return {
        ...state,
        closeProposal: null,
        closedThrough: { cycle: event.data.cycle, closeDate: event.data.closeDate },
        ledger: { ...state.ledger, paidOut: state.ledger.paidOut + paid },
      };
    }
    case 'CycleOpened':
      return { ...state, cycle: { number: event.data.cycle, startedOn: event.data.startedOn } };
  }
};

/** The day after the close date: the next cycle's first day. */
export const nextCycleStart = (closeDate: string): string => addDays(closeDate, 1);
