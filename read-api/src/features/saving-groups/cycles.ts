import { type Actor, businessDate, formatMoney, msg, NotFoundError } from '@pm/domain';
import { type GroupCycleRow, cycleQueries as q } from '@pm/domain/api/cycle-queries';
import { col } from '@pm/domain/reports/table';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { reportPdf } from '@pm/infra/files/report-pdf';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { attachmentHeader } from '../../lib/attachment';
import { defineQuery } from '../../lib/define-query';
import { kes } from '../audit-access';
import { readableGroup, SAVING_GROUP_MODELS } from './scope';

interface CycleRecord {
  cycle: number;
  startedOn: string;
  status: 'open' | 'proposed' | 'closed';
  closeDate: string | null;
  weighting: 'amount' | 'time' | null;
  fund: string | null;
  /** cents, as the events hold them; setOff absent on rows projected before set-off existed */
  payouts: { memberId: number; amount: number; setOff?: number }[] | null;
  carriedLoanIds: number[] | null;
  carriedPenaltyIds: number[] | null;
  proposedBy: string | null;
  proposedByUserId: number | null;
  proposedAt: string | null;
  confirmedBy: string | null;
  confirmedAt: string | null;
  rejectedBy: string | null;
  rejectionReason: string | null;
}

/** A group's cycles (one of them when `cycle` is given), payouts named by member. */
const cyclesOf = async (pool: pg.Pool, groupId: number, cycle?: number): Promise<GroupCycleRow[]> => {
  const utcInstant = (at: Expression<string | null>) =>
    sql<string | null>`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  let list = db
    .selectFrom('group_cycles')
    .select((eb) => [
      'cycle',
      eb.fn<string>('to_char', ['started_on', sql.lit('YYYY-MM-DD')]).as('startedOn'),
      'status',
      eb.fn<string | null>('to_char', ['close_date', sql.lit('YYYY-MM-DD')]).as('closeDate'),
      'weighting',
      sql<string | null>`${eb.ref('fund')}::text`.as('fund'),
      'payouts',
      'carried_loan_ids as carriedLoanIds',
      'carried_penalty_ids as carriedPenaltyIds',
      'proposed_by as proposedBy',
      'proposed_by_user_id as proposedByUserId',
      utcInstant(eb.ref('proposed_at')).as('proposedAt'),
      'confirmed_by as confirmedBy',
      utcInstant(eb.ref('confirmed_at')).as('confirmedAt'),
      'rejected_by as rejectedBy',
      'rejection_reason as rejectionReason',
    ])
    .$narrowType<
      Pick<CycleRecord, 'status' | 'weighting' | 'payouts' | 'carriedLoanIds' | 'carriedPenaltyIds'>
    >()
    .where('group_id', '=', groupId);
  if (cycle !== undefined) list = list.where('cycle', '=', cycle);
  const cycles = await rows(pool, list.orderBy('cycle'));
  const members = new Map(
    (
      await rows(
        pool,
        db
          .selectFrom('group_members')
          .select(['id', 'member_number as memberNumber', 'member_name as name'])
          .where('group_id', '=', groupId),
      )
    ).map((m) => [m.id, m]),
  );
  return cycles.map(({ fund, payouts, carriedLoanIds, carriedPenaltyIds, ...row }) => ({
    ...row,
    fund: fund === null ? null : Number(fund),
    payouts: (payouts ?? []).map((p) => ({
      memberId: p.memberId,
      memberNumber: members.get(p.memberId)?.memberNumber ?? '',
      name: members.get(p.memberId)?.name ?? '',
      amount: kes(p.amount),
      setOff: kes(p.setOff ?? 0),
      cash: kes(p.amount - (p.setOff ?? 0)),
    })),
    carriedLoanIds: carriedLoanIds ?? [],
    carriedPenaltyIds: carriedPenaltyIds ?? [],
  }));
};

const WEIGHTED = { amount: 'in proportion to savings', time: 'in proportion to savings × days held' };

/** The closed cycle's report: the recorded payouts, a signature column, who proposed and confirmed it. */
const shareOutPdf = async (pool: pg.Pool, actor: Actor, groupId: number, c: GroupCycleRow) => {
  const group = await firstRow(
    pool,
    db
      .selectFrom('saving_groups as g')
      .leftJoin('projects as p', 'p.id', 'g.project_id')
      .select((eb) => [
        'g.name',
        sql<string>`coalesce(${eb.ref('p.code')} || ' ' || ${eb.ref('p.name')}, '')`.as('project'),
      ])
      .where('g.id', '=', groupId),
  );
  const day = (instant: string | null) => (instant ? ` on ${businessDate(instant)}` : '');
  const sumCents = (of: (p: GroupCycleRow['payouts'][number]) => number) =>
    c.payouts.reduce((s, p) => s + Math.round(of(p) * 100), 0);
  const sum = (of: (p: GroupCycleRow['payouts'][number]) => number) => sumCents(of) / 100;
  const total = sum((p) => p.amount);
  const setOff = sum((p) => p.setOff);
  return reportPdf({
    title: `Share-out of ${group?.name ?? `group ${groupId}`}, cycle ${c.cycle}`,
    scope: group?.project ? `Project ${group.project}` : 'Saving group',
    parameters: [
      // the one money format of the product (KES 10,320.50), as the screens show it
      `Cycle ${c.cycle}: ${c.startedOn} to ${c.closeDate}; ${formatMoney(sumCents((p) => p.amount))} shared ${WEIGHTED[c.weighting ?? 'amount']}`,
      `Proposed by ${c.proposedBy ?? ''}${day(c.proposedAt)}, confirmed by ${c.confirmedBy ?? ''}${day(c.confirmedAt)}`,
      'Chairperson: ________________   Treasurer: ________________   Facilitator: ________________',
    ],
    generatedAt: new Date().toISOString(),
    generatedBy: actor.username,
    // with set-off, what each member owed comes off their payout: the sheet shows both and the cash
    columns: [
      col('number', 'No.', 'text', 0.6),
      col('name', 'Member', 'text', 2),
      col('payout', 'Payout (KES)', 'money'),
      ...(setOff > 0
        ? [col('setOff', 'Debt set off (KES)', 'money'), col('cash', 'Cash paid (KES)', 'money')]
        : []),
      col('signature', 'Signature', 'text', 2),
    ],
    rows: c.payouts.map((p) => ({
      number: p.memberNumber,
      name: p.name,
      payout: p.amount,
      setOff: p.setOff,
      cash: p.cash,
      signature: '',
    })),
    totals: { number: '', name: 'Total', payout: total, setOff, cash: sum((p) => p.cash), signature: '' },
  });
};

/** A group's cycles with the pending proposal, and a closed cycle's share-out as PDF. */
export const cycleQueryRoutes = [
  defineQuery(q.groupCycles, SAVING_GROUP_MODELS, async ({ pool, actor }, { params }) => {
    await readableGroup(pool, actor, params.id);
    return cyclesOf(pool, params.id);
  }),

  defineQuery(q.cycleShareOutPdf, SAVING_GROUP_MODELS, async ({ pool, actor, reply }, { params }) => {
    await readableGroup(pool, actor, params.id);
    const [cycle] = await cyclesOf(pool, params.id, params.cycle);
    if (cycle?.status !== 'closed')
      throw new NotFoundError(msg`Cycle ${{ cycle: params.cycle }} of this group is not closed`);
    return reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        attachmentHeader(`share-out-group-${params.id}-cycle-${cycle.cycle}.pdf`),
      )
      .header('cache-control', 'no-store')
      .send(await shareOutPdf(pool, actor, params.id, cycle));
  }),
];
