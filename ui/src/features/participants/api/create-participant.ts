import type { ParticipantInput } from '@pm/domain/participants/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { centsToWire } from '@/lib/money';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { PARTICIPANTS_URL } from './get-participants';
import { invalidateAfterParticipantWrite } from './invalidate';

/** The body of POST /api/participants and PUT /api/participants/{id}: money as a KES number. */
export interface ParticipantBody {
  readonly participantId: string;
  readonly firstName: string;
  readonly secondName: string | null;
  readonly surname: string;
  readonly dateOfBirth: string;
  readonly gender: 'Male' | 'Female';
  readonly parentGuardianName: string;
  readonly careGiverName: string | null;
  readonly contactPhone: string;
  readonly gradeLevel: string | null;
  readonly projectId: number | null;
  readonly monthlyContribution: number;
  readonly plannedExitDate: string | null;
}

/** The schema's output (money in cents) as the wire wants it (money in KES). */
export const toParticipantBody = (input: ParticipantInput, projectId: number | null): ParticipantBody => ({
  participantId: input.participantId,
  firstName: input.firstName,
  secondName: input.secondName,
  surname: input.surname,
  dateOfBirth: input.dateOfBirth,
  gender: input.gender,
  parentGuardianName: input.parentGuardianName,
  careGiverName: input.careGiverName,
  contactPhone: input.contactPhone,
  gradeLevel: input.gradeLevel,
  projectId,
  monthlyContribution: centsToWire(input.monthlyContribution),
  plannedExitDate: input.plannedExitDate,
});

/** POST /api/participants → 201 {id, position}. */
export const createParticipant = (body: ParticipantBody): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', PARTICIPANTS_URL, body);

export const useCreateParticipant = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: createParticipant,
    success: t('Participant added successfully'),
    failure: t('Failed to add participant'),
    invalidate: (client, _body, result) => invalidateAfterParticipantWrite(client, result.id),
  });
