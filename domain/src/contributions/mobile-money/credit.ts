import type { Command, Decider, DomainEvent } from '../../shared/decider';
import { msg, RuleViolation, ValidationError } from '../../shared/errors';
import { type Cents, formatMoney } from '../../shared/money';

/**
 * A child's credit: what a mobile-money payment left over once their outstanding months were paid. It is
 * the child's money and is never lost: it pays their months as they open, oldest outstanding first
 * (docs/domain/mobile-money.md). One stream per child.
 */

export type CreditAdded = DomainEvent<
  'CreditAdded',
  { participantId: number; receipt: string; amount: Cents }
>;
export type CreditApplied = DomainEvent<
  'CreditApplied',
  { participantId: number; contributionId: number; paymentId: number; amount: Cents }
>;
export type CreditEvent = CreditAdded | CreditApplied;

export type AddCredit = Command<'AddCredit', CreditAdded['data']>;
export type ApplyCredit = Command<'ApplyCredit', CreditApplied['data']>;
export type CreditCommand = AddCredit | ApplyCredit;

export interface CreditState {
  readonly balance: Cents;
  /** The receipts whose rest is on the credit: one receipt adds once. */
  readonly receipts: readonly string[];
}

export const childCreditStream = (participantId: number): string => `child-credit-${participantId}`;

const evolve = (state: CreditState, event: CreditEvent): CreditState =>
  event.type === 'CreditAdded'
    ? { balance: state.balance + event.data.amount, receipts: [...state.receipts, event.data.receipt] }
    : { ...state, balance: state.balance - event.data.amount };

const decide = (command: CreditCommand, state: CreditState): CreditEvent[] => {
  if (!(command.data.amount > 0)) throw new ValidationError('Amount must be a positive number');
  if (command.type === 'AddCredit') {
    if (state.receipts.includes(command.data.receipt)) return [];
    return [{ type: 'CreditAdded', data: command.data }];
  }
  if (command.data.amount > state.balance)
    throw new RuleViolation(msg`The child's credit holds only ${{ balance: formatMoney(state.balance) }}`);
  return [{ type: 'CreditApplied', data: command.data }];
};

export const childCreditDecider: Decider<CreditCommand, CreditEvent, CreditState> = {
  decide,
  evolve,
  initialState: () => ({ balance: 0, receipts: [] }),
};
