import { businessDate } from '../../shared/dates';
import { ConflictError, msg, RuleViolation, ValidationError } from '../../shared/errors';
import { recorderOf } from '../shared';
import type { MinutesCommand } from './commands';
import type { MinutesEvent } from './events';
import type { MinutesState } from './state';

/** The largest minutes file (spec: limits: the document upload limit, 1 MB). */
export const MAX_MINUTES_FILE_BYTES = 1024 * 1024;

export const decide = (command: MinutesCommand, state: MinutesState): MinutesEvent[] => {
  if (state.status !== 'none') throw new ConflictError('These minutes already exist');
  const today = businessDate(command.metadata.now);
  const { minutesId, group, roster, ...content } = command.data;
  if (content.meetingDate < group.registrationDate)
    throw new RuleViolation(
      msg`The meeting date cannot be before the group was registered on ${{ registrationDate: group.registrationDate }}`,
    );
  if (content.meetingDate > today)
    throw new RuleViolation('Minutes can only be recorded for a meeting that has taken place');
  if (content.nextMeetingDate !== null && content.nextMeetingDate <= content.meetingDate)
    throw new RuleViolation(
      msg`The next meeting date must be after the meeting date (${{ meetingDate: content.meetingDate }})`,
    );
  if (new Set(content.attendees).size !== content.attendees.length)
    throw new ValidationError('An attendee is listed twice');
  const stranger = content.attendees.find((memberId) => !roster[memberId]);
  if (stranger !== undefined)
    throw new RuleViolation(msg`Member ${{ memberId: stranger }} is not a member of this group`);
  if (content.file === null && content.agenda === null)
    throw new ValidationError('Minutes need their agenda, discussions and decisions, or a PDF file');
  if (content.file !== null && content.file.fileSize > MAX_MINUTES_FILE_BYTES)
    throw new ValidationError('The file must be at most 1 MB');
  return [
    {
      type: 'MinutesRecorded',
      data: {
        minutesId,
        groupId: group.groupId,
        projectId: group.projectId,
        clusterId: group.clusterId,
        regionId: group.regionId,
        ...content,
        recordedBy: recorderOf(command.metadata.actor),
      },
    },
  ];
};
