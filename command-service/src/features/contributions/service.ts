// Reads the projector's `participants` table (read model `participants`): the monthly job's children
// who owe a contribution. A documented query module (system/src/table-ownership.unit.spec.ts).
import {
  assertCan,
  businessDate,
  type Cents,
  ConflictError,
  canRead,
  contributionDecider,
  contributionStream,
  monthOf,
  NotFoundError,
  participantDecider,
  participantStream,
  type RecordPaymentInput,
  RuleViolation,
  recorderOf,
} from '@pm/domain';
import { db, rows } from '@pm/infra/db/typed';
import { nextId } from '@pm/infra/ids';
import { sql } from 'kysely';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { runEntry } from '../../lib/entry-keys';
import { applyChildCredit } from '../mobile-money/credit';

/** The contribution aggregate (`contribution-N`): one participant's month, its payments and reversals. */

export interface ParticipantForContribution {
  readonly id: number;
  readonly projectId: number;
  readonly clusterId: number;
  readonly regionId: number;
  readonly monthlyContribution: Cents;
}

/**
 * Opens one participant's contribution for the month of `ctx.now`, at most once: the (participant,
 * month) pair is reserved to one contribution stream, and the open is appended with "no stream yet"
 * under a command id derived from the pair (not the request's). A second run, a second instance, or a
 * retry after a crash between the two steps all end with exactly one ContributionOpened. Returns the
 * position, or null when it was open.
 */
export const openContribution = async (
  ctx: CommandContext,
  participant: ParticipantForContribution,
): Promise<bigint | null> => {
  if (participant.monthlyContribution <= 0) return null;
  const { deps } = ctx;
  const month = monthOf(businessDate(ctx.now));
  const key = `${participant.id}:${month}`;
  let owner = await deps.uniqueKeys.owner('contribution', key);
  if (owner === null) {
    const candidate = contributionStream(await nextId(deps.pool, 'contribution'));
    await deps.uniqueKeys.reserve('contribution', key, candidate, 'already reserved').catch(() => {});
    owner = await deps.uniqueKeys.owner('contribution', key);
  }
  if (owner === null) throw new Error(`Could not reserve the contribution ${key}`);
  const id = Number(owner.slice(owner.lastIndexOf('-') + 1));
  try {
    const outcome = await run(
      { ...ctx, execution: { commandId: `open-contribution:${key}` } },
      contributionDecider,
      owner,
      {
        type: 'OpenContribution',
        data: {
          id,
          participantId: participant.id,
          projectId: participant.projectId,
          clusterId: participant.clusterId,
          regionId: participant.regionId,
          month,
          expectedAmount: participant.monthlyContribution,
        },
      },
    );
    return outcome.position;
  } catch (e) {
    if (e instanceof ConflictError) return null;
    throw e;
  }
};

/**
 * The scheduled job: every active participant with a monthly contribution gets the contribution of the
 * month of `ctx.now`, and their credit (money received by M-Pesa beyond what they owed) pays it. Safe to run any number of times, from any number of instances (see
 * openContribution); an advisory lock only saves duplicate work.
 */
export const openMonthForAll = async (ctx: CommandContext): Promise<number> => {
  const { deps } = ctx;
  const client = await deps.pool.connect();
  try {
    const locked = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(727003) AS ok')).rows[0]
      ?.ok;
    if (!locked) return 0;
    try {
      const exists = await client.query("SELECT to_regclass('participants') IS NOT NULL AS ok");
      if (!exists.rows[0]?.ok) return 0;
      const candidates = await rows(
        client,
        db
          .selectFrom('participants')
          .select('id')
          .where((eb) =>
            eb.and([
              eb.ref('is_active'),
              eb.not(eb.ref('deleted')),
              eb('monthly_contribution', '>', sql.lit(0)),
            ]),
          )
          .orderBy('id'),
      );
      let opened = 0;
      for (const { id } of candidates) {
        const { state } = await loadAggregate(deps, participantDecider, participantStream(id));
        if (state.status !== 'active') continue;
        if ((await openContribution(ctx, state)) !== null) opened += 1;
        // the month that opened (or one a reversal re-opened) is paid from the child's credit first
        await applyChildCredit(ctx, state.id);
      }
      return opened;
    } finally {
      await client.query('SELECT pg_advisory_unlock(727003)');
    }
  } finally {
    client.release();
  }
};

export const recordPayment = async (ctx: CommandContext, input: RecordPaymentInput): Promise<Written> => {
  const { deps, principal } = ctx;
  const stream = contributionStream(input.contributionId);
  const { state } = await loadAggregate(deps, contributionDecider, stream);
  if (state.status === 'none' || !canRead(principal.actor, state))
    throw new NotFoundError('Contribution not found');
  assertCan(principal.actor, 'payments.record', state);
  const { state: participant } = await loadAggregate(
    deps,
    participantDecider,
    participantStream(state.participantId),
  );
  if (participant.status === 'deleted')
    throw new RuleViolation('This participant was deleted from the register');
  const paymentId = await nextId(deps.pool, 'payment');
  const outcome = await runEntry(
    ctx,
    contributionDecider,
    stream,
    {
      type: 'RecordPayment',
      data: {
        paymentId,
        amount: input.amount,
        paymentDate: input.paymentDate ?? businessDate(ctx.now),
        notes: input.notes,
        recordedBy: recorderOf(principal.ref),
      },
    },
    { kind: 'payment', id: paymentId },
  );
  return { id: paymentId, position: outcome.position };
};

export const reversePayment = async (
  ctx: CommandContext,
  paymentId: number,
  reason: string,
): Promise<Written> => {
  const { deps, principal } = ctx;
  const stream = await deps.uniqueKeys.owner('payment', String(paymentId));
  if (stream === null) throw new NotFoundError('Payment not found');
  const { state } = await loadAggregate(deps, contributionDecider, stream);
  if (state.status === 'none' || !canRead(principal.actor, state))
    throw new NotFoundError('Payment not found');
  assertCan(principal.actor, 'payments.reverse', state);
  const outcome = await run(ctx, contributionDecider, stream, {
    type: 'ReversePayment',
    data: { paymentId, reason, reversedBy: recorderOf(principal.ref) },
  });
  return { id: paymentId, position: outcome.position };
};
