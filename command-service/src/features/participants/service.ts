import {
  assertCan,
  businessDate,
  canRead,
  checkParticipantDates,
  msg,
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
import { type Bare, loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { latestPosition } from '../../lib/positions';
import { projectPlaceFor } from '../../lib/project-place';
import { renaming, reserving, type UniqueKey } from '../../lib/unique-keys';
import { openContribution } from '../contributions/service';

/** The participant aggregate (`participant-N`): the register's entry, its status and sealed personal data. */

export const personalOf = (input: ParticipantInput) => ({
  firstName: input.firstName,
  secondName: input.secondName,
  surname: input.surname,
  dateOfBirth: input.dateOfBirth,
  parentGuardianName: input.parentGuardianName,
  careGiverName: input.careGiverName,
  contactPhone: input.contactPhone,
});

export const factsOf = (input: ParticipantInput) => ({
  participantId: input.participantId,
  gender: input.gender,
  gradeLevel: input.gradeLevel,
  monthlyContribution: input.monthlyContribution,
  plannedExitDate: input.plannedExitDate,
});

/** Participant IDs are unique across the programme, case-insensitively. */
export const participantIdKey: UniqueKey = {
  kind: 'participant-id',
  taken: (participantId) => msg`Participant ID ${{ participantId }} is already in use`,
};

export const registerParticipant = async (ctx: CommandContext, input: ParticipantInput): Promise<Written> => {
  const { deps, principal } = ctx;
  assertCan(principal.actor, 'participants.manage');
  const project = await projectPlaceFor(
    deps,
    principal.actor,
    input.projectId,
    'participants.manage',
    'You can add participants only to your own project',
  );
  checkParticipantDates(input, businessDate(ctx.now));
  const id = await nextId(deps.pool, 'participant');
  const stream = participantStream(id);
  const outcome = await reserving(deps, participantIdKey, input.participantId, stream, async () =>
    run(ctx, participantDecider, stream, {
      type: 'RegisterParticipant',
      data: {
        id,
        personal: await sealPersonalData(deps.pool, id, personalOf(input)),
        project,
        ...factsOf(input),
      },
    }),
  );
  const opened = await openContribution(ctx, {
    id,
    ...project,
    monthlyContribution: input.monthlyContribution,
  });
  return { id, position: latestPosition(outcome.position, opened) };
};

/** The participant if the actor may see it (404 otherwise) and change it (403 otherwise). */
const writable = async (
  ctx: CommandContext,
  id: number,
  capability: 'participants.manage' | 'participants.erase',
) => {
  const { actor } = ctx.principal;
  const stream = participantStream(id);
  const { state } = await loadAggregate(ctx.deps, participantDecider, stream);
  if (state.status === 'none' || !canRead(actor, state)) throw new NotFoundError('Participant not found');
  assertCan(actor, capability, state);
  return { stream, state: state as Exclude<ParticipantState, { status: 'none' }> };
};

export const updateParticipant = async (
  ctx: CommandContext,
  id: number,
  input: ParticipantInput,
): Promise<Written> => {
  const { deps } = ctx;
  const { stream, state } = await writable(ctx, id, 'participants.manage');
  checkParticipantDates(input, businessDate(ctx.now));
  if (input.projectId != null && input.projectId !== state.projectId)
    throw new ValidationError('A participant cannot be moved to another project', {
      projectId: 'Cannot be changed',
    });
  const rename = { from: state.participantId, to: input.participantId, owner: stream };
  const outcome = await renaming(deps, participantIdKey, rename, async () =>
    run(ctx, participantDecider, stream, {
      type: 'UpdateParticipant',
      data: { personal: await sealPersonalData(deps.pool, id, personalOf(input)), ...factsOf(input) },
    }),
  );
  // A contribution that starts now (it was 0 before) opens for the current month; amounts already
  // opened keep their expected amount, and later months use the new one.
  const opened =
    state.status === 'active'
      ? await openContribution(ctx, { ...state, monthlyContribution: input.monthlyContribution })
      : null;
  return { id, position: latestPosition(outcome.position, opened) };
};

type StatusChange = Extract<
  Bare<ParticipantCommand>,
  { type: 'InactivateParticipant' | 'ReactivateParticipant' | 'DeleteParticipant' }
>;

/** Inactivate (with a reason), reactivate, or delete from the register: the history stays. */
export const changeParticipantStatus = async (
  ctx: CommandContext,
  id: number,
  change: StatusChange,
): Promise<Written> => {
  const { stream } = await writable(ctx, id, 'participants.manage');
  const outcome = await run(ctx, participantDecider, stream, change);
  return { id, position: outcome.position };
};

/** SuperAdmin only: the erasure event, then the key is destroyed (again on a retry, harmlessly). */
export const erasePersonalData = async (ctx: CommandContext, id: number): Promise<Written> => {
  const { stream } = await writable(ctx, id, 'participants.erase');
  const outcome = await run(ctx, participantDecider, stream, { type: 'ErasePersonalData', data: {} });
  await destroyPersonalDataKey(ctx.deps.pool, `pk-${id}`);
  // Dead row versions still hold the old key bytes until vacuumed.
  await ctx.deps.pool.query('VACUUM participant_keys').catch(() => {});
  return { id, position: outcome.position };
};
