import { businessDate } from '../../shared/dates';
import { assertNever } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { placeInProject } from '../../shared/place';
import type { ParticipantCommand } from './commands';
import type { ParticipantEvent } from './events';
import type { ParticipantState } from './state';

export const decide = (command: ParticipantCommand, state: ParticipantState): ParticipantEvent[] => {
  if (command.type === 'RegisterParticipant') {
    if (state.status !== 'none') throw new ConflictError('This participant already exists');
    const { project, ...rest } = command.data;
    const place = placeInProject(project, 'Participants cannot be added to an inactive project');
    return [
      {
        type: 'ParticipantRegistered',
        data: { ...rest, ...place, registeredOn: businessDate(command.metadata.now) },
      },
    ];
  }
  if (state.status === 'none') throw new NotFoundError('Participant not found');
  // Erasure is a right that outlives deletion from the register.
  if (command.type === 'ErasePersonalData')
    return state.erased || !state.personal
      ? []
      : [
          {
            type: 'ParticipantPersonalDataErased',
            data: { id: state.id, erasedAt: command.metadata.now, keyId: state.personal.keyId },
          },
        ];
  if (state.status === 'deleted') throw new NotFoundError('Participant not found');
  switch (command.type) {
    case 'UpdateParticipant':
      if (state.erased)
        throw new RuleViolation("This participant's personal data was erased and cannot be edited");
      return [{ type: 'ParticipantUpdated', data: { id: state.id, ...command.data } }];
    case 'InactivateParticipant':
      if (state.status === 'inactive') return [];
      return [
        {
          type: 'ParticipantInactivated',
          data: { id: state.id, reason: command.data.reason, inactivatedAt: command.metadata.now },
        },
      ];
    case 'ReactivateParticipant':
      if (state.status === 'active') return [];
      return [
        { type: 'ParticipantReactivated', data: { id: state.id, reactivatedAt: command.metadata.now } },
      ];
    case 'DeleteParticipant':
      return [
        {
          type: 'ParticipantDeleted',
          data: { id: state.id, deletedAt: command.metadata.now, reason: command.data.reason },
        },
      ];
    default:
      return assertNever(command);
  }
};
