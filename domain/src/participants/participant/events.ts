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
/** Every event after the registration names the participant by its `id` (not its participantId code). */
export type ParticipantUpdated = DomainEvent<
  'ParticipantUpdated',
  { id: number; personal: SealedPersonalData } & ParticipantFacts
>;
export type ParticipantInactivated = DomainEvent<
  'ParticipantInactivated',
  { id: number; reason: string; inactivatedAt: string }
>;
export type ParticipantReactivated = DomainEvent<
  'ParticipantReactivated',
  { id: number; reactivatedAt: string }
>;
/** `reason` is absent on deletions recorded before the register asked for one. */
export type ParticipantDeleted = DomainEvent<
  'ParticipantDeleted',
  { id: number; deletedAt: string; reason?: string }
>;
export type ParticipantPersonalDataErased = DomainEvent<
  'ParticipantPersonalDataErased',
  { id: number; erasedAt: string; keyId: string }
>;

export type ParticipantEvent =
  | ParticipantRegistered
  | ParticipantUpdated
  | ParticipantInactivated
  | ParticipantReactivated
  | ParticipantDeleted
  | ParticipantPersonalDataErased;
