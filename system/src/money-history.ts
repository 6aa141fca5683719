import fc from 'fast-check';
import {
  addDays,
  EmergencyFundModel,
  GroupMoneyModel,
  type LeaveRule,
  type Verdict,
  type Weighting,
} from './money-model/group-money';
import type { ApiClient } from './system';

/**
 * Random histories of one saving group for the money property tests: what is generated, and how a history
 * is played against the product (through its API, as the screens send it) and the reference model side
 * by side. Ops name members, loans, savings and penalties by their index among those made so far, so any
 * generated list is playable; dates move forward with a cursor, each entry back-dated by a few days.
 */

export type Op =
  | { kind: 'advance'; days: number }
  | { kind: 'save'; member: number; amount: number; back: number }
  /** an adjustment of a member's savings in the open cycle, signed cents */
  | { kind: 'adjust'; member: number; amount: number; back: number }
  | { kind: 'loan'; member: number; amount: number; rate: number; months: number; back: number }
  | { kind: 'repay'; loan: number; part: number; back: number }
  | { kind: 'penalty'; member: number; amount: number; back: number }
  | { kind: 'payPenalty'; penalty: number; back: number }
  | { kind: 'fee'; member: number; back: number }
  | { kind: 'leave'; member: number }
  | { kind: 'reverse'; what: 'saving' | 'repayment' | 'penalty' | 'fee'; index: number }
  | { kind: 'propose'; back: number; weighting: Weighting; closeNow: boolean }
  | { kind: 'setOffRule'; on: boolean }
  | { kind: 'emContribute'; member: number; amount: number; back: number }
  | { kind: 'emRequest'; member: number; amount: number; back: number }
  | { kind: 'emDecide'; index: number; approve: boolean }
  | { kind: 'leaveRule'; rule: LeaveRule }
  | { kind: 'confirm' }
  | { kind: 'reject' };

const member = fc.nat({ max: 3 });
const back = fc.oneof(fc.constant(0), fc.nat({ max: 12 }));
/** KES amounts with cents now and then: whole cents throughout. */
const amount = fc.oneof(
  fc.integer({ min: 1, max: 3000 }).map((k) => k * 100),
  fc.integer({ min: 1, max: 300_000 }),
);

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 20 }) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('save' as const), member, amount, back }), weight: 8 },
  {
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      member,
      // mostly a deduction of what a member was overpaid (within their savings, or not), now and then a credit
      amount: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 100_000 }).map((c) => -c), weight: 3 },
        { arbitrary: amount, weight: 1 },
      ),
      back,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('loan' as const),
      member,
      amount,
      rate: fc.constantFrom(0, 2.5, 5, 10),
      months: fc.integer({ min: 1, max: 3 }),
      back,
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('repay' as const),
      loan: fc.nat({ max: 9 }),
      part: fc.constantFrom(0.25, 0.5, 1, 1.2),
      back,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('penalty' as const), member, amount, back }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('payPenalty' as const), penalty: fc.nat({ max: 5 }), back }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('fee' as const), member, back }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('leave' as const), member }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('reverse' as const),
      what: fc.constantFrom('saving' as const, 'repayment' as const, 'penalty' as const, 'fee' as const),
      index: fc.nat({ max: 15 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('propose' as const),
      back: fc.nat({ max: 6 }),
      weighting: fc.constantFrom('amount' as const, 'time' as const),
      closeNow: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('setOffRule' as const),
      on: fc.constantFrom(true, true, true, false),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('emContribute' as const),
      member,
      amount: fc.integer({ min: 1, max: 2000 }).map((k) => k * 100),
      back,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('emRequest' as const),
      member,
      // up to a little above the maximum per member (KES 3,000), mostly within what was contributed
      amount: fc.oneof(
        fc.integer({ min: 1, max: 800 }).map((k) => k * 100),
        fc.integer({ min: 2900, max: 3100 }).map((k) => k * 100),
      ),
      back,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('emDecide' as const),
      index: fc.nat({ max: 5 }),
      approve: fc.boolean(),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('leaveRule' as const),
      rule: fc.constantFrom('atClose' as const, 'savings' as const, 'share' as const),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'confirm' as const }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'reject' as const }), weight: 1 },
);

const saveOp = fc.record({ kind: fc.constant('save' as const), member, amount, back });
const loanOp = fc.record({
  kind: fc.constant('loan' as const),
  member,
  amount: fc.integer({ min: 100, max: 4000 }).map((k) => k * 100),
  rate: fc.constantFrom(0, 2.5, 5, 10),
  months: fc.integer({ min: 1, max: 3 }),
  back,
});
const closeOps = fc
  .tuple(fc.nat({ max: 4 }), fc.constantFrom('amount' as const, 'time' as const), fc.boolean())
  .map(([b, weighting, closeNow]): Op[] =>
    closeNow
      ? [{ kind: 'propose', back: b, weighting, closeNow: true }]
      : [{ kind: 'propose', back: b, weighting, closeNow: false }, { kind: 'confirm' }],
  );

/**
 * Histories that close with debts owed under the set-off rule: members save, several borrow and repay in
 * part, some leave under one of the leaving rules (paid now, debts set off), the emergency fund takes
 * contributions and requests decided by a second person, the cycle closes (debts covered by the payout, or not), and the history goes on at random into
 * a second close, so set-offs in whole and in part are met in every run.
 */
export const debtorHistoryArbitrary = fc
  .tuple(
    fc.array(saveOp, { minLength: 3, maxLength: 10 }),
    fc.array(loanOp, { minLength: 1, maxLength: 4 }),
    fc.array(
      fc.record({
        kind: fc.constant('repay' as const),
        loan: fc.nat({ max: 3 }),
        part: fc.constantFrom(0.1, 0.25, 0.5),
        back: fc.constant(0),
      }),
      { maxLength: 3 },
    ),
    closeOps,
    fc.array(op, { maxLength: 15 }),
    closeOps,
    fc.constantFrom('atClose' as const, 'savings' as const, 'share' as const),
    fc.array(fc.record({ kind: fc.constant('leave' as const), member }), { maxLength: 2 }),
    // the emergency fund beside: contributions, then requests decided by a second person
    fc.array(
      fc.record({
        kind: fc.constant('emContribute' as const),
        member,
        amount: fc.integer({ min: 100, max: 2000 }).map((k) => k * 100),
        back,
      }),
      { minLength: 1, maxLength: 4 },
    ),
    fc.array(
      fc.record({
        kind: fc.constant('emRequest' as const),
        member,
        amount: fc.integer({ min: 1, max: 3100 }).map((k) => k * 100),
        back,
      }),
      { maxLength: 3 },
    ),
    fc.array(
      fc.record({ kind: fc.constant('emDecide' as const), index: fc.nat({ max: 3 }), approve: fc.boolean() }),
      {
        maxLength: 3,
      },
    ),
  )
  .map(
    ([
      saves,
      loans,
      repays,
      close1,
      more,
      close2,
      rule,
      leaves,
      contributions,
      requests,
      decisions,
    ]): Op[] => [
      { kind: 'setOffRule', on: true },
      { kind: 'leaveRule', rule },
      ...saves,
      ...contributions,
      ...requests,
      ...decisions,
      { kind: 'advance', days: 10 },
      ...loans,
      { kind: 'advance', days: 10 },
      ...repays,
      ...leaves,
      { kind: 'advance', days: 5 },
      ...close1,
      ...more,
      { kind: 'advance', days: 5 },
      ...close2,
    ],
  );

/** Half the histories start with the group's set-off rule on, so closes meet debts under both rules. */
export const opsArbitrary = fc
  .tuple(fc.boolean(), fc.array(op, { minLength: 10, maxLength: 45 }))
  .map(([setOff, ops]): Op[] => (setOff ? [{ kind: 'setOffRule', on: true }, ...ops] : ops));

export interface Step {
  readonly op: Op;
  readonly verdict: Verdict;
  readonly accepted: boolean;
  readonly status: number;
  readonly message?: string;
}

interface HistoryInput {
  readonly ops: readonly Op[];
  readonly groupId: number;
  readonly memberIds: readonly number[];
  readonly numbers: readonly string[];
  readonly today: string;
  readonly registrationDate: string;
  /** The facilitator records and proposes; the project administrator reverses, confirms and rejects. */
  readonly clients: { readonly facilitator: ApiClient; readonly project: ApiClient };
}

const kes = (cents: number) => cents / 100;
/** The later and the earlier of two 'YYYY-MM-DD' dates. */
const later = (a: string, b: string) => (a < b ? b : a);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** Plays the ops against the product and the model; answers the model and what each side said. */
export const runHistory = async (
  input: HistoryInput,
): Promise<{ model: GroupMoneyModel; emergency: EmergencyFundModel; fundId: number; log: Step[] }> => {
  const { ops, groupId, memberIds, today, registrationDate, clients } = input;
  const { facilitator, project } = clients;
  const model = new GroupMoneyModel(registrationDate, today);
  memberIds.forEach((id, i) => {
    model.addMember({ id, number: input.numbers[i] ?? String(i + 1), joinedOn: registrationDate });
  });
  // the group's emergency fund, beside its loan fund (KES 3,000 at most per member)
  const fund = await facilitator.post<{ id: number }>('/api/emergency-funds', {
    groupId,
    description: 'Emergency fund',
    contributionAmount: 100,
    maxDisbursementPerMember: 3000,
  });
  if (fund.status !== 201)
    throw new Error(`the emergency fund was not created: ${JSON.stringify(fund.body)}`);
  const fundId = fund.body.id;
  const emergency = new EmergencyFundModel(300_000, model);
  const requests: number[] = [];
  const made = {
    savings: [] as number[],
    loans: [] as number[],
    repayments: [] as number[],
    penalties: [] as number[],
    fees: [] as number[],
  };
  const log: Step[] = [];
  // the cursor: the day the group is at, from its registration to today
  let cursor = addDays(registrationDate, 5);
  const dated = (back: number) => {
    return later(addDays(cursor, -back), registrationDate);
  };
  const pick = <T>(list: readonly T[], index: number): T | undefined =>
    list.length === 0 ? undefined : list[index % list.length];

  const send = async (
    stepOp: Op,
    verdict: Verdict,
    client: ApiClient,
    url: string,
    body: object,
  ): Promise<{ ok: boolean; id?: number }> => {
    const response = await client.post<{ id?: number; message?: string }>(url, body);
    const ok = response.status >= 200 && response.status < 300;
    log.push({ op: stepOp, verdict, accepted: ok, status: response.status, message: response.body.message });
    return { ok, id: response.body.id };
  };

  /** An entry the ops refer to later: sent, and recorded in the model with the product's id when both accept it. */
  const created = async (
    stepOp: Op,
    verdict: Verdict,
    url: string,
    body: object,
    record: (id: number) => void,
  ) => {
    const r = await send(stepOp, verdict, facilitator, url, body);
    if (r.ok && r.id !== undefined && verdict.ok) record(r.id);
  };
  const memberOf = (index: number) => memberIds[index % memberIds.length]!;

  for (const o of ops) {
    switch (o.kind) {
      case 'advance': {
        const next = addDays(cursor, o.days);
        cursor = earlier(next, today);
        break;
      }
      case 'save': {
        const memberId = memberOf(o.member);
        const date = dated(o.back);
        const body = { groupId, memberId, amount: kes(o.amount), savingDate: date };
        await created(o, model.judgeSaving(memberId, o.amount, date), '/api/group-savings', body, (id) => {
          model.recordSaving(id, memberId, o.amount, date);
          made.savings.push(id);
        });
        break;
      }
      case 'adjust': {
        const memberId = memberOf(o.member);
        const date = dated(o.back);
        const body = {
          groupId,
          memberId,
          amount: kes(o.amount),
          adjustmentDate: date,
          reason: 'Saving of the last cycle recorded wrongly',
        };
        const verdict = model.judgeAdjustment(memberId, o.amount, date);
        const r = await send(o, verdict, project, '/api/group-savings/adjustments', body);
        if (r.ok && r.id !== undefined && verdict.ok) model.recordAdjustment(r.id, memberId, o.amount, date);
        break;
      }
      case 'loan': {
        const borrowerId = memberOf(o.member);
        const date = dated(o.back);
        const body = {
          groupId,
          borrowerId,
          amount: kes(o.amount),
          interestRate: o.rate,
          termMonths: o.months,
          loanDate: date,
          purpose: 'Buy maize seed',
        };
        await created(o, model.judgeLoan(borrowerId, o.amount, date), '/api/group-loans', body, (id) => {
          model.recordLoan(id, borrowerId, o.amount, o.rate, o.months, date);
          made.loans.push(id);
        });
        break;
      }
      case 'repay': {
        const loanId = pick(made.loans, o.loan);
        if (loanId === undefined) break;
        const owed = model.owedOn(loanId);
        const part = Math.max(1, Math.round(owed * o.part));
        const loanDate = model.loans.get(loanId)?.date ?? cursor;
        const date = later(dated(o.back), loanDate);
        const body = { loanId, amount: kes(part), paymentDate: date };
        await created(o, model.judgeRepayment(loanId, part, date), '/api/loan-repayments', body, (id) => {
          model.recordRepayment(id, loanId, part, date);
          made.repayments.push(id);
        });
        break;
      }
      case 'penalty': {
        const memberId = memberOf(o.member);
        const date = dated(o.back);
        const body = {
          groupId,
          memberId,
          penaltyType: 'Lateness',
          amount: kes(o.amount),
          description: 'Came after the opening prayer',
          penaltyDate: date,
        };
        await created(
          o,
          model.judgePenalty(memberId, o.amount, date),
          '/api/member-penalties',
          body,
          (id) => {
            model.recordPenalty(id, memberId, o.amount, date);
            made.penalties.push(id);
          },
        );
        break;
      }
      case 'payPenalty': {
        const penaltyId = pick(made.penalties, o.penalty);
        if (penaltyId === undefined) break;
        const imposed = model.penalties.get(penaltyId)?.date ?? cursor;
        const date = later(dated(o.back), imposed);
        const verdict = model.judgePenaltyPaid(penaltyId, date);
        const r = await send(o, verdict, facilitator, `/api/member-penalties/${penaltyId}/pay`, {
          paymentDate: date,
        });
        if (r.ok && verdict.ok) model.recordPenaltyPaid(penaltyId, date);
        break;
      }
      case 'fee': {
        const memberId = memberOf(o.member);
        const date = dated(o.back);
        const body = { groupId, memberId, paymentDate: date };
        await created(
          o,
          model.judgeFee(memberId, date),
          '/api/member-registration-fee-payments',
          body,
          (id) => {
            model.recordFee(id, memberId, date);
            made.fees.push(id);
          },
        );
        break;
      }
      case 'leave': {
        const memberId = memberOf(o.member);
        // two members stay at least: a group of nobody records nothing worth checking
        if ([...model.members.values()].filter((m) => m.active).length <= 2) break;
        const verdict = model.judgeLeave(memberId);
        const r = await facilitator.request<{ message?: string }>('DELETE', `/api/group-members/${memberId}`);
        log.push({ op: o, verdict, accepted: r.status === 200, status: r.status, message: r.body?.message });
        if (r.status === 200 && verdict.ok) model.leave(memberId);
        break;
      }
      case 'reverse': {
        const list = {
          saving: made.savings,
          repayment: made.repayments,
          penalty: made.penalties,
          fee: made.fees,
        }[o.what];
        const id = pick(list, o.index);
        if (id === undefined) break;
        const verdict = model.judgeReverse(o.what, id);
        const path = {
          saving: 'group-savings',
          repayment: 'loan-repayments',
          penalty: 'member-penalties',
          fee: 'member-registration-fee-payments',
        }[o.what];
        const r = await send(o, verdict, project, `/api/${path}/${id}/reverse`, {
          reason: 'Recorded by mistake',
        });
        if (r.ok && verdict.ok) model.reverse(o.what, id);
        break;
      }
      case 'propose': {
        const closeDate = dated(o.back);
        const verdict = model.judgeProposeClose(closeDate, o.weighting);
        // the project administrator may close at once; the facilitator proposes for a second person
        const r = await send(
          o,
          verdict,
          o.closeNow ? project : facilitator,
          `/api/saving-groups/${groupId}/cycle-close`,
          {
            closeDate,
            weighting: o.weighting,
            carriedLoanIds: model.activeLoanIds(),
            carriedPenaltyIds: model.unpaidPenaltyIds(),
            ...(o.closeNow ? { closeNow: true } : {}),
          },
        );
        if (r.ok && verdict.ok) {
          model.recordProposeClose(closeDate, o.weighting, o.closeNow ? 'project' : 'facilitator');
          if (o.closeNow) model.recordConfirmClose();
        }
        break;
      }
      case 'setOffRule': {
        // the group's rule, set with the rest of its loan rules (the defaults otherwise)
        const r = await project.request('PUT', `/api/saving-groups/${groupId}/loan-rules`, {
          oneActiveLoan: true,
          ceilingMultiple: null,
          lateFinePerMonth: null,
          setOffAtShareOut: o.on,
        });
        log.push({ op: o, verdict: { ok: true }, accepted: r.status === 200, status: r.status });
        if (r.status === 200) model.setOffRule = o.on;
        break;
      }
      case 'emContribute': {
        const memberId = memberOf(o.member);
        const date = dated(o.back);
        const body = { fundId, memberId, amount: kes(o.amount), contributionDate: date };
        const verdict = emergency.judgeContribution(memberId, o.amount, date);
        await created(o, verdict, '/api/emergency-contributions', body, (id) =>
          emergency.recordContribution(id, memberId, o.amount, date),
        );
        break;
      }
      case 'emRequest': {
        const memberId = memberOf(o.member);
        const date = dated(o.back);
        const body = {
          fundId,
          memberId,
          amount: kes(o.amount),
          emergencyType: 'Sickness',
          description: 'Hospital bill for a child',
          disbursementDate: date,
        };
        const verdict = emergency.judgeRequest(memberId, o.amount, date);
        await created(o, verdict, '/api/emergency-disbursements', body, (id) => {
          emergency.recordRequest(id, memberId, o.amount, 'facilitator');
          requests.push(id);
        });
        break;
      }
      case 'emDecide': {
        const id = pick(requests, o.index);
        if (id === undefined) break;
        const verdict = emergency.judgeDecision(id, 'project');
        const r = await send(
          o,
          verdict,
          project,
          `/api/emergency-disbursements/${id}/${o.approve ? 'approve' : 'reject'}`,
          o.approve ? {} : { reason: 'Not an emergency' },
        );
        if (r.ok && verdict.ok) emergency.recordDecision(id, o.approve);
        break;
      }
      case 'leaveRule': {
        const r = await project.request('PUT', `/api/saving-groups/${groupId}/loan-rules`, {
          oneActiveLoan: true,
          ceilingMultiple: null,
          lateFinePerMonth: null,
          leavingPayout: o.rule,
        });
        log.push({ op: o, verdict: { ok: true }, accepted: r.status === 200, status: r.status });
        if (r.status === 200) model.leaveRule = o.rule;
        break;
      }
      case 'confirm': {
        const pending = model.pending;
        if (!pending) break;
        const verdict = model.judgeConfirmClose('project');
        const r = await send(o, verdict, project, `/api/saving-groups/${groupId}/cycle-close/confirm`, {
          cycle: pending.cycle,
        });
        if (r.ok && verdict.ok) model.recordConfirmClose();
        break;
      }
      case 'reject': {
        const pending = model.pending;
        if (!pending) break;
        const verdict = model.judgeRejectClose('project');
        const r = await send(o, verdict, project, `/api/saving-groups/${groupId}/cycle-close/reject`, {
          cycle: pending.cycle,
          reason: 'Recount the savings',
        });
        if (r.ok && verdict.ok) model.recordRejectClose();
        break;
      }
    }
  }
  return { model, emergency, fundId, log };
};
