import type { Command } from '../../shared/decider';
import type { GroupRoster, MeetingGroupFacts } from '../meeting/commands';
import type { MinutesContent } from './events';

export type RecordMinutes = Command<
  'RecordMinutes',
  { minutesId: number; group: MeetingGroupFacts; roster: GroupRoster } & MinutesContent
>;

export type MinutesCommand = RecordMinutes;
