import {
  businessDate,
  groupDecider,
  groupStream,
  type ImposePenaltyInput,
  NotFoundError,
  type PayPenaltyInput,
  type RecordFeePaymentInput,
  type SetRegistrationFeeInput,
  ValidationError,
} from '@pm/domain';
import { run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { writableGroup } from './access';
import { recordGroupEntry } from './meeting';
import { ENTRY_KEYS } from './reversals';

/** Collections on the group's stream: penalties, their payment, the registration fee and its payments. */

const today = (ctx: CommandContext) => businessDate(ctx.now);

export const imposePenalty = async (ctx: CommandContext, input: ImposePenaltyInput): Promise<Written> => {
  return recordGroupEntry(
    ctx,
    input,
    { sequence: 'member_penalty', kind: ENTRY_KEYS.penalty },
    (penaltyId) => ({
      type: 'ImposePenalty',
      data: {
        penaltyId,
        memberId: input.memberId,
        penaltyType: input.penaltyType,
        amount: input.amount,
        description: input.description,
        penaltyDate: input.penaltyDate ?? today(ctx),
        meetingId: input.meetingId,
        ...(input.lateFine ? { lateFine: input.lateFine } : {}),
      },
    }),
  );
};

export const payPenalty = async (
  ctx: CommandContext,
  penaltyId: number,
  input: PayPenaltyInput,
): Promise<Written> => {
  const owner = await ctx.deps.uniqueKeys.owner(ENTRY_KEYS.penalty, String(penaltyId));
  if (owner === null) throw new NotFoundError('Penalty not found');
  const groupId = Number(owner.slice('group-'.length));
  await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const outcome = await run(ctx, groupDecider, groupStream(groupId), {
    type: 'MarkPenaltyPaid',
    data: { penaltyId, paymentDate: input.paymentDate ?? today(ctx) },
  });
  return { id: penaltyId, position: outcome.position };
};

export const setRegistrationFee = async (
  ctx: CommandContext,
  groupId: number,
  input: SetRegistrationFeeInput,
): Promise<Written> => {
  if (input.groupId !== undefined && input.groupId !== groupId)
    throw new ValidationError('The group in the body is not the group of the address');
  await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const outcome = await run(ctx, groupDecider, groupStream(groupId), {
    type: 'SetRegistrationFee',
    data: { feeAmount: input.feeAmount, description: input.description },
  });
  return { id: groupId, position: outcome.position };
};

export const recordFeePayment = async (
  ctx: CommandContext,
  input: RecordFeePaymentInput,
): Promise<Written> => {
  return recordGroupEntry(
    ctx,
    input,
    { sequence: 'fee_payment', kind: ENTRY_KEYS.feePayment },
    (feePaymentId, group) => ({
      type: 'RecordFeePayment',
      data: {
        feePaymentId,
        memberId: input.memberId,
        amount: input.amount ?? group.registrationFee,
        paymentDate: input.paymentDate ?? today(ctx),
        notes: input.notes ?? null,
        meetingId: input.meetingId,
      },
    }),
  );
};
