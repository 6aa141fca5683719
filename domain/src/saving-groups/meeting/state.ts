import type { GroupPlace } from '../shared';
import type { MeetingEvent } from './events';

export type ScheduledMeeting = {
  status: 'scheduled';
  meetingId: number;
  groupId: number;
  meetingDate: string;
  attendanceRecorded: boolean;
} & GroupPlace;

export type MeetingState = { status: 'none' } | ScheduledMeeting;

export const initialState = (): MeetingState => ({ status: 'none' });

export const evolve = (state: MeetingState, event: MeetingEvent): MeetingState => {
  switch (event.type) {
    case 'MeetingScheduled':
      return {
        status: 'scheduled',
        meetingId: event.data.meetingId,
        groupId: event.data.groupId,
        meetingDate: event.data.meetingDate,
        attendanceRecorded: false,
        projectId: event.data.projectId,
        clusterId: event.data.clusterId,
        regionId: event.data.regionId,
      };
    case 'AttendanceRecorded':
      return state.status === 'none' ? state : { ...state, attendanceRecorded: true };
  }
};
