import type { Recorder } from '../contributions/contribution/events';
import type { ActorRef } from '../shared/decider';

/** Spec: states: any of these may be set from the group card's dropdown. */
export const GROUP_STATUSES = ['Active', 'Inactive', 'Suspended'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** Spec: limits. */
export const MEMBER_ROLES = ['member', 'president', 'secretary', 'treasurer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEETING_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type MeetingDay = (typeof MEETING_DAYS)[number];

export const MEETING_FREQUENCIES = ['Weekly', 'Bi-weekly', 'Monthly'] as const;
export type MeetingFrequency = (typeof MEETING_FREQUENCIES)[number];

/** Spec: limits: the four penalty types. */
export const PENALTY_TYPES = ['Lateness', 'Meeting Disturbance', 'Meeting Absence', 'Other'] as const;
export type PenaltyType = (typeof PENALTY_TYPES)[number];

/** Spec: limits: the registration fee until a group sets its own (KES 500, in cents). */
export const DEFAULT_REGISTRATION_FEE = 50_000;

export const EMERGENCY_TYPES = ['Natural Disaster', 'Sickness', 'Fire', 'Accident', 'Other'] as const;
export type EmergencyType = (typeof EMERGENCY_TYPES)[number];

/** Where a group sits in the hierarchy; copied onto its loans and funds so every stream can be scoped. */
export interface GroupPlace {
  projectId: number;
  clusterId: number;
  regionId: number;
}

/**
 * The acting user as events record it, taken from the command's metadata rather than its data, so a
 * service cannot name someone else as the maker or the checker of a decision.
 */
export const recorderOf = (actor: ActorRef): Recorder =>
  actor.kind === 'user'
    ? { userId: actor.userId, username: actor.username }
    : { userId: null, username: actor.name };

/** Two recorders are the same person: the same user id, or the same named system process. */
export const isSamePerson = (a: Recorder, b: Recorder): boolean =>
  a.userId !== null || b.userId !== null ? a.userId === b.userId : a.username === b.username;
