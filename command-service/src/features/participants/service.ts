import {
  assertCan,
  businessDate,
  canRead,
  monthOf,
  NotFoundError,
  type ParticipantCommand,
  type ParticipantInput,
  type ParticipantState,
  participantDecider,
  participantStream,
  ValidationError,
} from '@pm/domain';
import { destroyPersonalDataKey, sealPersonalData } from '@pm/infra/crypto/personal-data';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { type Execution, execute, loadAggregate, type Principal } from '../../lib/command-bus';
import type { Written } from '../../lib/command-route';
import { latestPosition } from '../../lib/positions';
import { projectPlaceFor } from '../../lib/project-place';
import { openContribution } from '../contributions/service';

const personalOf = (input: ParticipantInput) => ({
  firstName: input.firstName,
  secondName: input.secondName,
  surname: input.surname,
  dateOfBirth: input.dateOfBirth,
  parentGuardianName: input.parentGuardianName,
  careGiverName: input.careGiverName,
  contactPhone: input.contactPhone,
});

const factsOf = (input: ParticipantInput) => ({
  participantId: input.participantId,
  gender: input.gender,
  gradeLevel: input.gradeLevel,
  monthlyContribution: input.monthlyContribution,
  plannedExitDate: input.plannedExitDate,
});

const duplicateMessage = (participantId: string) => `Participant ID ${participantId} is already in use`;

export const registerParticipant = async (
  deps: CommandDeps,
  principal: Principal,
  input: ParticipantInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  assertCan(principal.actor, 'participants.manage');
  const project = await projectPlaceFor(
    deps,
    principal.actor,
    input.projectId,
    'participants.manage',
    'You can add participants only to your own project',
  );
  if (input.dateOfBirth > businessDate(now))
    throw new ValidationError('Date of birth cannot be in the future', {
      dateOfBirth: 'Date of birth cannot be in the future',
    });
  const id = await nextId(deps.pool, 'participant');
  const stream = participantStream(id);
  const outcome = await deps.uniqueKeys.withReservation(
    'participant-id',
    input.participantId,
    stream,
    duplicateMessage(input.participantId),
    async () =>
      execute(
        deps.store,
        participantDecider,
        stream,
        {
          type: 'RegisterParticipant',
          data: {
            id,
            personal: await sealPersonalData(deps.pool, id, personalOf(input)),
            project,
            ...factsOf(input),
          },
          metadata: { now, actor: principal.ref },
        },
        execution,
      ),
  );
  const opened = await openContribution(
    deps,
    principal,
    { id, ...project, monthlyContribution: input.monthlyContribution },
    monthOf(businessDate(now)),
    now,
  );
  return { id, position: latestPosition(outcome.position, opened) };
};

/** The participant if the actor may see it (404 otherwise) and change it (403 otherwise). */
const writable = async (
  deps: CommandDeps,
  principal: Principal,
  id: number,
  capability: 'participants.manage' | 'participants.erase',
) => {
  const stream = participantStream(id);
  const { state } = await loadAggregate(deps.store, participantDecider, stream);
  if (state.status === 'none' || !canRead(principal.actor, state))
    throw new NotFoundError('Participant not found');
  assertCan(principal.actor, capability, state);
  return { stream, state: state as Exclude<ParticipantState, { status: 'none' }> };
};

export const updateParticipant = async (
  deps: CommandDeps,
  principal: Principal,
  id: number,
  input: ParticipantInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const { stream, state } = await writable(deps, principal, id, 'participants.manage');
  if (input.projectId != null && input.projectId !== state.projectId)
    throw new ValidationError('A participant cannot be moved to another project', {
      projectId: 'Cannot be changed',
    });
  const renamed = input.participantId.toLowerCase() !== state.participantId.toLowerCase();
  const run = async () =>
    execute(
      deps.store,
      participantDecider,
      stream,
      {
        type: 'UpdateParticipant',
        data: { personal: await sealPersonalData(deps.pool, id, personalOf(input)), ...factsOf(input) },
        metadata: { now, actor: principal.ref },
      },
      execution,
    );
  const outcome = renamed
    ? await deps.uniqueKeys.withReservation(
        'participant-id',
        input.participantId,
        stream,
        duplicateMessage(input.participantId),
        run,
      )
    : await run();
  if (renamed) await deps.uniqueKeys.release('participant-id', state.participantId, stream);
  // A contribution that starts now (it was 0 before) opens for the current month; amounts already
  // opened keep their expected amount, and later months use the new one.
  const opened =
    state.status === 'active'
      ? await openContribution(
          deps,
          principal,
          { ...state, monthlyContribution: input.monthlyContribution },
          monthOf(businessDate(now)),
          now,
        )
      : null;
  return { id, position: latestPosition(outcome.position, opened) };
};

type SimpleCommand = 'InactivateParticipant' | 'ReactivateParticipant' | 'DeleteParticipant';

export const changeParticipantStatus = async (
  deps: CommandDeps,
  principal: Principal,
  id: number,
  change: { type: SimpleCommand; reason?: string },
  execution: Execution,
  now: string,
): Promise<Written> => {
  const { stream } = await writable(deps, principal, id, 'participants.manage');
  const metadata = { now, actor: principal.ref };
  const command: ParticipantCommand =
    change.type === 'InactivateParticipant'
      ? { type: 'InactivateParticipant', data: { reason: change.reason ?? '' }, metadata }
      : change.type === 'ReactivateParticipant'
        ? { type: 'ReactivateParticipant', data: {}, metadata }
        : { type: 'DeleteParticipant', data: {}, metadata };
  const outcome = await execute(deps.store, participantDecider, stream, command, execution);
  return { id, position: outcome.position };
};

/** SuperAdmin only: the erasure event, then the key is destroyed (again on a retry, harmlessly). */
export const erasePersonalData = async (
  deps: CommandDeps,
  principal: Principal,
  id: number,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const { stream } = await writable(deps, principal, id, 'participants.erase');
  const outcome = await execute(
    deps.store,
    participantDecider,
    stream,
    { type: 'ErasePersonalData', data: {}, metadata: { now, actor: principal.ref } },
    execution,
  );
  await destroyPersonalDataKey(deps.pool, `pk-${id}`);
  // Dead row versions still hold the old key bytes until vacuumed.
  await deps.pool.query('VACUUM participant_keys').catch(() => {});
  return { id, position: outcome.position };
};
