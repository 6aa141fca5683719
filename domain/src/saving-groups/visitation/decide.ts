import { businessDate } from '../../shared/dates';
import { ConflictError, msg, RuleViolation } from '../../shared/errors';
import { recorderOf } from '../shared';
import type { VisitationCommand } from './commands';
import type { VisitationEvent } from './events';
import type { VisitationState } from './state';

export const decide = (command: VisitationCommand, state: VisitationState): VisitationEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This visit already exists');
  const { visitationId, group, ...visit } = command.data;
  if (visit.visitDate > businessDate(command.metadata.now))
    throw new RuleViolation(
      'A visit is recorded once it has taken place: the visit date cannot be in the future',
    );
  if (visit.visitDate < group.registrationDate)
    throw new RuleViolation(
      msg`The visit date cannot be before the group was registered on ${{ registrationDate: group.registrationDate }}`,
    );
  if (visit.followUpDate !== null && visit.followUpDate <= visit.visitDate)
    throw new RuleViolation(
      msg`The follow-up date must be after the visit date (${{ visitDate: visit.visitDate }})`,
    );
  return [
    {
      type: 'VisitationRecorded',
      data: {
        visitationId,
        groupId: group.groupId,
        projectId: group.projectId,
        clusterId: group.clusterId,
        regionId: group.regionId,
        ...visit,
        visitedBy: recorderOf(command.metadata.actor),
      },
    },
  ];
};
