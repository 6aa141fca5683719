import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';

/**
 * The personal fields of a child and its guardian, sealed with the participant's own key
 * (AES-256-GCM) before they reach the event log. Destroying the key erases them everywhere at once.
 */
export interface SealedPersonalData {
  readonly keyId: string;
  readonly iv: string;
  readonly tag: string;
  readonly data: string;
}

export interface PersonalData {
  firstName: string;
  secondName: string | null;
  surname: string;
  dateOfBirth: string;
  parentGuardianName: string;
  careGiverName: string | null;
  contactPhone: string;
}

/** What stays in clear: needed for scope, money and statistics, and not personal on its own. */
export interface ParticipantFacts {
  participantId: string;
  gender: 'Male' | 'Female';
  gradeLevel: string | null;
  monthlyContribution: Cents;
  plannedExitDate: string | null;
}

export interface ParticipantPlace {
  projectId: number;
  clusterId: number;
  regionId: number;
}

export type ParticipantRegistered = DomainEvent<
  'ParticipantRegistered',
  { id: number; registeredOn: string; personal: SealedPersonalData } & ParticipantFacts & ParticipantPlace
>;
export type ParticipantUpdated = DomainEvent<
  'ParticipantUpdated',
  { personal: SealedPersonalData } & ParticipantFacts
>;
export type ParticipantInactivated = DomainEvent<
  'ParticipantInactivated',
  { reason: string; inactivatedAt: string }
>;
export type ParticipantReactivated = DomainEvent<'ParticipantReactivated', { reactivatedAt: string }>;
export type ParticipantDeleted = DomainEvent<'ParticipantDeleted', { deletedAt: string }>;
export type ParticipantPersonalDataErased = DomainEvent<
  'ParticipantPersonalDataErased',
  { erasedAt: string; keyId: string }
>;

export type ParticipantEvent =
  | ParticipantRegistered
  | ParticipantUpdated
  | ParticipantInactivated
  | ParticipantReactivated
  | ParticipantDeleted
  | ParticipantPersonalDataErased;
