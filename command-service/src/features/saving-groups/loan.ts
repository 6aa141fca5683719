import {
  assertCan,
  businessDate,
  canRead,
  groupDecider,
  groupStream,
  type IssueLoanInput,
  loanDecider,
  loanStream,
  loanTotal,
  NotFoundError,
  type RecordRepaymentInput,
  remainingOf,
  type WriteOffLoanInput,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { loadAggregate, runSteps, stepOf } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { runStepsEntry } from '../../lib/entry-keys';
import { assertMeetingOfGroup, writableGroupAt } from './meeting';
import { ENTRY_KEYS } from './reversals';

/** The loan aggregate (`loan-N`), decided together with its group's fund. */

/** IssueLoan: the loan stream opens and the group's fund is debited together, at the versions decided on. */
export const issueLoan = async (ctx: CommandContext, input: IssueLoanInput): Promise<Written> => {
  const group = await writableGroupAt(ctx.deps, ctx.principal.actor, input.groupId, input.meetingId);
  const loanId = await nextId(ctx.deps.pool, 'loan');
  const loanDate = input.loanDate ?? businessDate(ctx.now);
  const position = await runSteps(ctx, [
    stepOf(ctx, groupDecider, groupStream(input.groupId), {
      type: 'DisburseLoan',
      // the total tells the group when this loan is repaid (one active loan per member)
      data: {
        loanId,
        borrowerId: input.borrowerId,
        amount: input.amount,
        loanDate,
        totalAmount: loanTotal(input.amount, input.interestRate, input.termMonths),
      },
    }),
    stepOf(ctx, loanDecider, loanStream(loanId), {
      type: 'IssueLoan',
      data: {
        loanId,
        groupId: input.groupId,
        borrowerId: input.borrowerId,
        amount: input.amount,
        interestRate: input.interestRate,
        termMonths: input.termMonths,
        loanDate,
        purpose: input.purpose,
        guarantors: input.guarantors ?? [],
        meetingId: input.meetingId ?? null,
        place: { projectId: group.projectId, clusterId: group.clusterId, regionId: group.regionId },
      },
    }),
  ]);
  return { id: loanId, position };
};

/** RecordRepayment: the loan takes the repayment (balance rule) and the group's fund is credited, together. */
export const recordRepayment = async (ctx: CommandContext, input: RecordRepaymentInput): Promise<Written> => {
  const { actor } = ctx.principal;
  const { state: loan } = await loadAggregate(ctx.deps, loanDecider, loanStream(input.loanId));
  if (loan.status === 'none' || !canRead(actor, loan)) throw new NotFoundError('Loan not found');
  assertCan(actor, 'savingGroups.manage', loan);
  await assertMeetingOfGroup(ctx.deps, input.meetingId, loan.groupId);
  const repaymentId = await nextId(ctx.deps.pool, 'loan_repayment');
  // the id finds the loan again when the repayment is reversed
  const position = await runStepsEntry(
    ctx,
    [
      stepOf(ctx, loanDecider, loanStream(input.loanId), {
        type: 'RecordRepayment',
        data: {
          repaymentId,
          amount: input.amount,
          paymentDate: input.paymentDate,
          notes: input.notes ?? null,
          meetingId: input.meetingId ?? null,
        },
      }),
      stepOf(ctx, groupDecider, groupStream(loan.groupId), {
        type: 'ReceiveRepayment',
        data: { repaymentId, loanId: input.loanId, amount: input.amount, paymentDate: input.paymentDate },
      }),
    ],
    loanStream(input.loanId),
    { kind: ENTRY_KEYS.repayment, id: repaymentId },
  );
  return { id: repaymentId, position };
};

/**
 * WriteOffLoan: the loan gives up what is still owed and the group's fund records it, appended together.
 * A project administrator or above in the loan's scope.
 */
export const writeOffLoan = async (
  ctx: CommandContext,
  loanId: number,
  input: WriteOffLoanInput,
): Promise<Written> => {
  const { actor } = ctx.principal;
  const { state: loan } = await loadAggregate(ctx.deps, loanDecider, loanStream(loanId));
  if (loan.status === 'none' || !canRead(actor, loan)) throw new NotFoundError('Loan not found');
  assertCan(actor, 'savingGroups.writeOff', loan);
  const amount = remainingOf(loan);
  const position = await runSteps(ctx, [
    stepOf(ctx, loanDecider, loanStream(loanId), { type: 'WriteOffLoan', data: input }),
    stepOf(ctx, groupDecider, groupStream(loan.groupId), {
      type: 'RecordLoanWriteOff',
      data: { loanId, amount, writeOffDate: input.writeOffDate },
    }),
  ]);
  return { id: loanId, position };
};
