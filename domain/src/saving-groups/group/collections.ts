import { businessDate } from '../../shared/dates';
import { ConflictError, msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { formatMoney } from '../../shared/money';
import { recorderOf } from '../shared';
import type { ImposePenalty, MarkPenaltyPaid, RecordFeePayment, SetRegistrationFee } from './commands';
import { assertOpenDate } from './cycles';
import type { GroupEvent } from './events';
import { assertLateFine } from './lending';
import { isActiveMember, type RegisteredGroup } from './state';

/** Collections (spec: screens "Collections Management"): penalties and registration fees of a group's members. */
export type CollectionCommand = ImposePenalty | MarkPenaltyPaid | SetRegistrationFee | RecordFeePayment;

/** Money of a group is dated from its registration to today; the message names the date that was broken. */
export const assertGroupDate = (state: RegisteredGroup, date: string, what: string, now: string): void => {
  if (date > businessDate(now)) throw new RuleViolation(msg`The ${{ what }} date cannot be in the future`);
  if (date < state.registrationDate)
    throw new RuleViolation(
      msg`The ${{ what }} date cannot be before the group was registered on ${{ registrationDate: state.registrationDate }}`,
    );
  assertOpenDate(state, date);
};

/** A member's money is also dated no earlier than the day they joined. */
export const assertMemberDate = (
  state: RegisteredGroup,
  memberId: number,
  date: string,
  what: string,
  now: string,
): void => {
  assertGroupDate(state, date, what, now);
  const member = state.members[memberId];
  if (member && date < member.joinedOn)
    throw new RuleViolation(
      msg`The ${{ what }} date cannot be before the member joined on ${{ joinedOn: member.joinedOn }}`,
    );
};

export const decideCollection = (command: CollectionCommand, state: RegisteredGroup): GroupEvent[] => {
  const { groupId } = state;
  const recordedBy = recorderOf(command.metadata.actor);
  const { now } = command.metadata;
  switch (command.type) {
    case 'ImposePenalty': {
      const d = command.data;
      if (state.penalties[d.penaltyId]) throw new ConflictError('This penalty already exists');
      if (!isActiveMember(state, d.memberId))
        throw new RuleViolation('Only active members of this group can be given a penalty');
      if (d.amount <= 0) throw new RuleViolation('Amount must be a positive number');
      assertMemberDate(state, d.memberId, d.penaltyDate, 'penalty', now);
      if (d.lateFine) assertLateFine(state, d.memberId, d.lateFine);
      return [{ type: 'PenaltyImposed', data: { groupId, ...d, recordedBy, recordedOn: businessDate(now) } }];
    }
    case 'MarkPenaltyPaid': {
      const penalty = state.penalties[command.data.penaltyId];
      if (!penalty) throw new NotFoundError('Penalty not found');
      if (penalty.reversed) throw new RuleViolation('This penalty was reversed');
      if (penalty.paidAmount > 0) throw new ConflictError('This penalty is already paid');
      assertMemberDate(state, penalty.memberId, command.data.paymentDate, 'payment', now);
      return [
        {
          type: 'PenaltyPaid',
          data: {
            groupId,
            penaltyId: command.data.penaltyId,
            amount: penalty.amount,
            paymentDate: command.data.paymentDate,
            recordedBy,
          },
        },
      ];
    }
    case 'SetRegistrationFee': {
      if (command.data.feeAmount <= 0) throw new RuleViolation('Fee amount must be a positive number');
      return [{ type: 'RegistrationFeeSet', data: { groupId, ...command.data, recordedBy } }];
    }
    case 'RecordFeePayment': {
      const d = command.data;
      if (!state.members[d.memberId])
        throw new RuleViolation('Only members of this group pay its registration fee');
      if (state.feesPaidBy[d.memberId])
        throw new ConflictError('This member has already paid the registration fee');
      if (d.amount !== state.registrationFee)
        throw new RuleViolation(msg`The registration fee is ${{ fee: formatMoney(state.registrationFee) }}`);
      assertMemberDate(state, d.memberId, d.paymentDate, 'payment', now);
      return [
        { type: 'RegistrationFeePaid', data: { groupId, ...d, recordedBy, recordedOn: businessDate(now) } },
      ];
    }
  }
};
