import { businessDate } from '../../shared/dates';
import { assertNever } from '../../shared/decider';
import { ConflictError, msg, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { formatMoney } from '../../shared/money';
import type { ContributionCommand } from './commands';
import type { ContributionEvent } from './events';
import { type ContributionState, outstandingOf } from './state';

export const decide = (command: ContributionCommand, state: ContributionState): ContributionEvent[] => {
  if (command.type === 'OpenContribution') {
    if (state.status !== 'none') throw new ConflictError('This contribution is already open');
    return [{ type: 'ContributionOpened', data: command.data }];
  }
  if (state.status === 'none') throw new NotFoundError('Contribution not found');
  switch (command.type) {
    case 'RecordPayment': {
      const { amount, paymentDate } = command.data;
      if (amount <= 0) throw new RuleViolation('Amount must be a positive number');
      if (paymentDate > businessDate(command.metadata.now))
        throw new RuleViolation('The payment date cannot be in the future');
      // the contribution exists from the first day of its month (the monthly job opens it then, a child
      // registered later in the month gets it that day): a payment dated before it pays nothing it owed
      const opensOn = `${state.month}-01`;
      if (paymentDate < opensOn) {
        const message = msg`The payment date cannot be before ${{ date: opensOn }}, the first day of the contribution's month`;
        throw new ValidationError(message, { paymentDate: message.text });
      }
      const outstanding = outstandingOf(state);
      if (outstanding === 0) throw new RuleViolation('This contribution is already paid in full');
      if (amount > outstanding)
        throw new RuleViolation(
          msg`The amount is more than the outstanding amount of ${{ outstanding: formatMoney(outstanding) }}`,
        );
      return [{ type: 'PaymentRecorded', data: { contributionId: state.id, ...command.data } }];
    }
    case 'ReversePayment': {
      const payment = state.payments[command.data.paymentId];
      if (!payment) throw new NotFoundError('Payment not found');
      if (payment.reversed) throw new RuleViolation('This payment has already been reversed');
      // money received by M-Pesa or from the child's credit is not undone as a typing slip is: the
      // payment is moved from the M-Pesa payments screen, so that the received money is never lost
      if (payment.source?.kind === 'mobile')
        throw new RuleViolation(
          msg`This payment came by M-Pesa (receipt ${{ receipt: payment.source.receipt }}): correct it from the M-Pesa payments screen`,
        );
      if (payment.source?.kind === 'credit')
        throw new RuleViolation("This payment came from the child's credit and cannot be reversed");
      return [
        {
          type: 'PaymentReversed',
          data: { contributionId: state.id, ...command.data, amount: payment.amount },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};
