import type { Command } from '../../shared/decider';
import type { MeetingGroupFacts } from '../meeting/commands';
import type { VisitDetails } from './events';

export type RecordVisitation = Command<
  'RecordVisitation',
  { visitationId: number; group: MeetingGroupFacts } & VisitDetails
>;

export type VisitationCommand = RecordVisitation;
