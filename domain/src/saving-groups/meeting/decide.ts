import { addDays, businessDate } from '../../shared/dates';
import { assertNever } from '../../shared/decider';
import { ConflictError, msg, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { recorderOf } from '../shared';
import type { MeetingCommand } from './commands';
import type { MeetingEvent } from './events';
import type { MeetingState } from './state';

/** How far ahead a meeting may be scheduled. */
export const MAX_DAYS_AHEAD = 366;

export const decide = (command: MeetingCommand, state: MeetingState): MeetingEvent[] => {
  const today = businessDate(command.metadata.now);
  const recorder = recorderOf(command.metadata.actor);
  switch (command.type) {
    case 'ScheduleMeeting': {
      if (state.status !== 'none') throw new ConflictError('This meeting already exists');
      const { meetingId, group, ...details } = command.data;
      if (group.status !== 'Active')
        throw new RuleViolation(
          msg`Meetings cannot be scheduled while the group is ${{ status: group.status }}`,
        );
      if (details.meetingDate < group.registrationDate)
        throw new RuleViolation(
          msg`The meeting date cannot be before the group was registered on ${{ registrationDate: group.registrationDate }}`,
        );
      if (details.meetingDate > addDays(today, MAX_DAYS_AHEAD))
        throw new RuleViolation('A meeting can be scheduled at most a year ahead');
      if (details.nextMeetingDate !== null && details.nextMeetingDate <= details.meetingDate)
        throw new RuleViolation(
          msg`The next meeting date must be after the meeting date (${{ meetingDate: details.meetingDate }})`,
        );
      return [
        {
          type: 'MeetingScheduled',
          data: {
            meetingId,
            groupId: group.groupId,
            projectId: group.projectId,
            clusterId: group.clusterId,
            regionId: group.regionId,
            ...details,
            scheduledBy: recorder,
          },
        },
      ];
    }
    case 'RecordAttendance': {
      if (state.status === 'none') throw new NotFoundError('Meeting not found');
      const { attendance, roster } = command.data;
      if (state.meetingDate > today)
        throw new RuleViolation(
          msg`Attendance can be recorded from the day of the meeting (${{ meetingDate: state.meetingDate }})`,
        );
      const seen = new Set<number>();
      for (const entry of attendance) {
        if (seen.has(entry.memberId))
          throw new ValidationError(
            msg`Member ${{ memberId: entry.memberId }} appears twice in the attendance`,
          );
        seen.add(entry.memberId);
        if (!roster[entry.memberId])
          throw new RuleViolation(
            msg`Member ${{ memberId: entry.memberId }} is not a member of this meeting's group`,
          );
        if (!entry.isPresent && entry.arrivalTime !== null)
          throw new ValidationError('An arrival time is only recorded for a member who was present');
      }
      return [
        {
          type: 'AttendanceRecorded',
          data: {
            meetingId: state.meetingId,
            groupId: state.groupId,
            attendance,
            presentCount: attendance.filter((e) => e.isPresent).length,
            replacesEarlier: state.attendanceRecorded,
            recordedBy: recorder,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};
