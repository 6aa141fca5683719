import {
  assertCan,
  canRead,
  emergencyFundDecider,
  groupDecider,
  groupStream,
  loanDecider,
  NotFoundError,
} from '@pm/domain';
import { loadAggregate, run, runSteps, stepOf } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { writableGroup } from './access';

/**
 * Reversals of a group's money. Each entry's id was reserved for its stream when it was recorded, so the
 * id in the address finds the stream; the scope and the capability are checked here (404 / 403), and who
 * may reverse what and when is the deciders' rule (assertReversible).
 */

/** The kinds of unique key that map an entry's id to its stream. */
export const ENTRY_KEYS = {
  saving: 'group-saving',
  penalty: 'group-penalty',
  feePayment: 'group-fee-payment',
  repayment: 'loan-repayment',
  emergencyContribution: 'emergency-contribution',
} as const;

const streamOf = async (ctx: CommandContext, kind: string, id: number, notFound: string): Promise<string> => {
  const owner = await ctx.deps.uniqueKeys.owner(kind, String(id));
  if (owner === null) throw new NotFoundError(notFound);
  return owner;
};

const groupEntry =
  (kind: string, notFound: string, command: (id: number, reason: string) => GroupReversalCommand) =>
  async (ctx: CommandContext, id: number, reason: string): Promise<Written> => {
    const stream = await streamOf(ctx, kind, id, notFound);
    await writableGroup(ctx.deps, ctx.principal.actor, Number(stream.slice('group-'.length)));
    const outcome = await run(ctx, groupDecider, stream, command(id, reason));
    return { id, position: outcome.position };
  };

type GroupReversalCommand =
  | { type: 'ReverseSaving'; data: { savingId: number; reason: string } }
  | { type: 'ReversePenalty'; data: { penaltyId: number; reason: string } }
  | { type: 'ReverseFeePayment'; data: { feePaymentId: number; reason: string } };

export const reverseSaving = groupEntry(ENTRY_KEYS.saving, 'Saving not found', (savingId, reason) => ({
  type: 'ReverseSaving',
  data: { savingId, reason },
}));

export const reversePenalty = groupEntry(ENTRY_KEYS.penalty, 'Penalty not found', (penaltyId, reason) => ({
  type: 'ReversePenalty',
  data: { penaltyId, reason },
}));

export const reverseFeePayment = groupEntry(
  ENTRY_KEYS.feePayment,
  'Registration fee payment not found',
  (feePaymentId, reason) => ({ type: 'ReverseFeePayment', data: { feePaymentId, reason } }),
);

/** The loan owes the repayment again and the group's fund gives it back, appended together. */
export const reverseRepayment = async (
  ctx: CommandContext,
  repaymentId: number,
  reason: string,
): Promise<Written> => {
  const stream = await streamOf(ctx, ENTRY_KEYS.repayment, repaymentId, 'Repayment not found');
  const { actor } = ctx.principal;
  const { state: loan } = await loadAggregate(ctx.deps, loanDecider, stream);
  if (loan.status === 'none' || !canRead(actor, loan)) throw new NotFoundError('Repayment not found');
  assertCan(actor, 'savingGroups.manage', loan);
  const amount = loan.repayments[repaymentId]?.amount ?? 0;
  const position = await runSteps(ctx, [
    stepOf(ctx, loanDecider, stream, { type: 'ReverseRepayment', data: { repaymentId, reason } }),
    stepOf(ctx, groupDecider, groupStream(loan.groupId), {
      type: 'ReverseRepaymentCredit',
      data: { repaymentId, loanId: loan.loanId, amount },
    }),
  ]);
  return { id: repaymentId, position };
};

export const reverseEmergencyContribution = async (
  ctx: CommandContext,
  contributionId: number,
  reason: string,
): Promise<Written> => {
  const stream = await streamOf(
    ctx,
    ENTRY_KEYS.emergencyContribution,
    contributionId,
    'Emergency contribution not found',
  );
  const { actor } = ctx.principal;
  const { state: fund } = await loadAggregate(ctx.deps, emergencyFundDecider, stream);
  if (fund.status === 'none' || !canRead(actor, fund))
    throw new NotFoundError('Emergency contribution not found');
  assertCan(actor, 'savingGroups.manage', fund);
  const outcome = await run(ctx, emergencyFundDecider, stream, {
    type: 'ReverseEmergencyContribution',
    data: { contributionId, reason },
  });
  return { id: contributionId, position: outcome.position };
};
