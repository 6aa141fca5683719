import type { Decider } from '../../shared/decider';
import type { MeetingCommand } from './commands';
import { decide } from './decide';
import type { MeetingEvent } from './events';
import { evolve, initialState, type MeetingState } from './state';

export type * from './commands';
export type * from './events';
export type { MeetingState, ScheduledMeeting } from './state';

export const meetingStream = (id: number): string => `meeting-${id}`;
export const meetingDecider: Decider<MeetingCommand, MeetingEvent, MeetingState> = {
  decide,
  evolve,
  initialState,
};
