import type { Command } from '../../shared/decider';
import type { ParticipantFacts, ParticipantPlace, SealedPersonalData } from './events';

/** The service seals the personal fields and reserves the participantId before deciding. */
export type RegisterParticipant = Command<
  'RegisterParticipant',
  {
    id: number;
    personal: SealedPersonalData;
    project: ParticipantPlace & { isActive: boolean };
  } & ParticipantFacts
>;
export type UpdateParticipant = Command<
  'UpdateParticipant',
  { personal: SealedPersonalData } & ParticipantFacts
>;
export type InactivateParticipant = Command<'InactivateParticipant', { reason: string }>;
export type ReactivateParticipant = Command<'ReactivateParticipant', Record<string, never>>;
/** Deleting from the register asks why (the history keeps the reason). */
export type DeleteParticipant = Command<'DeleteParticipant', { reason: string }>;
export type ErasePersonalData = Command<'ErasePersonalData', Record<string, never>>;

export type ParticipantCommand =
  | RegisterParticipant
  | UpdateParticipant
  | InactivateParticipant
  | ReactivateParticipant
  | DeleteParticipant
  | ErasePersonalData;
