import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { GroupPlace } from '../shared';

/** What a supervisor's visit to a group found (spec: fields group_visitations). */
export interface VisitDetails {
  /** 'YYYY-MM-DD' */
  visitDate: string;
  visitorName: string;
  visitorRole: string;
  purpose: string;
  findings: string | null;
  recommendations: string | null;
  followUpDate: string | null;
}

/** A visit to a group (`visitation-N`), placed like the group. */
export type VisitationRecorded = DomainEvent<
  'VisitationRecorded',
  { visitationId: number; groupId: number } & GroupPlace & VisitDetails & { visitedBy: Recorder }
>;

export type VisitationEvent = VisitationRecorded;
