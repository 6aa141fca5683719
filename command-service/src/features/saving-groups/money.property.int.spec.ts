import { businessDate } from '@pm/domain';
import { projectionsSettled } from '@pm/system/builders';
import { aGroup, aMember } from '@pm/system/group-bodies';
import { debtorHistoryArbitrary, type Op, opsArbitrary, runHistory } from '@pm/system/money-history';
import {
  addDays,
  type EmergencyFundModel,
  type GroupMoneyModel,
  type Verdict,
} from '@pm/system/money-model/group-money';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The product's money against an independent reference model (testing/money-model), over random
 * histories of one group: savings, loans, repayments, penalties and their payments, reversals, closes
 * proposed, confirmed and rejected, recorded in random order with back-dated entries. For every history:
 * the product accepts exactly what the model accepts, and the figures on the screens and in the audit
 * books equal the model's to the cent. MONEY_RUNS sets the number of histories (CI: 12); a failure prints
 * fast-check's seed and path, which `MONEY_SEED=… MONEY_PATH=…` replay.
 */

const runs = Number(process.env.MONEY_RUNS ?? 12);
/** What the histories held, printed at the end: a property over empty histories would prove nothing. */
const stats = {
  histories: 0,
  accepted: 0,
  refused: 0,
  closes: 0,
  setOffs: 0,
  partialSetOffs: 0,
  leavingPayouts: 0,
  emergencyRequests: 0,
  emergencyApproved: 0,
  adjustments: 0,
  deductions: 0,
};
const cents = (value: number) => Math.round(value * 100);

describe('a group money over random histories, against the reference model', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = [await system.login('facilitator'), await system.login('project')];
  });
  afterAll(async () => {
    console.info(
      `money histories: ${stats.histories}, operations accepted ${stats.accepted}, refused ${stats.refused}, cycles closed ${stats.closes}, loans set off ${stats.setOffs} (in part ${stats.partialSetOffs}), members paid out on leaving ${stats.leavingPayouts}, emergency requests ${stats.emergencyRequests} (approved ${stats.emergencyApproved}), savings adjusted ${stats.adjustments} (deductions ${stats.deductions})`,
    );
    await system.stop();
  });

  /** Plays one history against the product and the model and holds the product to the model. */
  const holdsToTheModel = async (ops: Op[]) => {
    const today = businessDate(new Date().toISOString());
    const registrationDate = addDays(today, -170);
    const groupId = (
      await facilitator.post<{ id: number }>('/api/saving-groups', aGroup({ registrationDate }))
    ).body.id;
    const numbers = ['1', '2', '3', '10'];
    const memberIds: number[] = [];
    for (const number of numbers)
      memberIds.push(
        (
          await facilitator.post<{ id: number }>(
            '/api/group-members',
            aMember(groupId, number, { joinedOn: registrationDate }),
          )
        ).body.id,
      );
    const { model, emergency, fundId, log } = await runHistory({
      ops,
      groupId,
      memberIds,
      numbers,
      today,
      registrationDate,
      clients: { facilitator, project },
    });
    for (const step of log)
      expect(
        step.accepted,
        `${JSON.stringify(step.op)}: model ${verdictText(step.verdict)}, product ${step.status} ${step.message ?? ''}\n${log.map((s) => `${s.accepted ? '✓' : '✗'} ${JSON.stringify(s.op)} ${s.status}`).join('\n')}`,
      ).toBe(step.verdict.ok);
    await expectFigures(groupId, model, today);
    await expectEmergencyFund(groupId, fundId, emergency);
    stats.histories += 1;
    stats.accepted += log.filter((s) => s.accepted).length;
    stats.refused += log.filter((s) => !s.accepted).length;
    stats.closes += model.closedCycles().length;
    stats.leavingPayouts += model.leavingPayouts.length;
    stats.adjustments += model.adjustments.size;
    stats.deductions += [...model.adjustments.values()].filter((a) => a.amount < 0).length;
    stats.emergencyRequests += emergency.disbursements.size;
    stats.emergencyApproved += [...emergency.disbursements.values()].filter(
      (d) => d.status === 'approved',
    ).length;
    for (const c of model.closedCycles()) {
      stats.setOffs += c.setOffs.length;
      stats.partialSetOffs += c.setOffs.filter((x) => !x.whole).length;
    }
  };
  const replay = {
    ...(process.env.MONEY_SEED ? { seed: Number(process.env.MONEY_SEED) } : {}),
    ...(process.env.MONEY_PATH ? { path: process.env.MONEY_PATH } : {}),
    endOnFailure: true,
  };

  it(
    'accepts what the model accepts and shows the model figures',
    async () => {
      await fc.assert(fc.asyncProperty(opsArbitrary, holdsToTheModel), { numRuns: runs, ...replay });
    },
    Math.max(120_000, runs * 20_000),
  );

  it(
    'sets debts off at a close as the model does, in whole and in part',
    async () => {
      const debtorRuns = Math.max(4, Math.ceil(runs / 2));
      await fc.assert(fc.asyncProperty(debtorHistoryArbitrary, holdsToTheModel), {
        numRuns: debtorRuns,
        ...replay,
      });
    },
    Math.max(120_000, runs * 20_000),
  );

  const verdictText = (v: Verdict) => (v.ok ? 'accepts' : `refuses (${v.why})`);

  /** Every figure the product shows of the group, against the model's. */
  const expectFigures = async (groupId: number, model: GroupMoneyModel, today: string) => {
    await waitForProjections();
    const fund = await project.get<{ available: number }>(`/api/saving-groups/${groupId}/fund`);
    expect(cents(fund.body.available), 'the loan fund available').toBe(model.cash());

    // each loan owes what the model says: a set-off at a close settles it in whole or in part
    const loans = await project.get<{ id: number; outstanding: number; status: string }[]>(
      `/api/group-loans?groupId=${groupId}`,
    );
    for (const loan of loans.body) {
      expect(cents(loan.outstanding), `loan ${loan.id} outstanding`).toBe(model.owedOn(loan.id));
      expect(loan.status, `loan ${loan.id}'s status`).toBe(
        model.owedOn(loan.id) > 0 ? 'active' : 'completed',
      );
    }

    const books = await project.get<{
      totals: { loanFund: number; savings: number; savingsAdjusted: number };
      members: { memberId: number; savings: number }[];
    }>(`/api/audit/groups/${groupId}/ledger?asOf=${today}`);
    expect(cents(books.body.totals.loanFund), "the audit books' loan fund today").toBe(model.cash(today));
    // the members' savings add up to the savings paid in and the adjustments, which moved no cash
    expect(cents(books.body.totals.savingsAdjusted), "the audit books' savings adjusted").toBe(
      [...model.adjustments.values()].reduce((sum, a) => sum + a.amount, 0),
    );
    for (const member of books.body.members)
      expect(cents(member.savings), `member ${member.memberId}'s savings in the audit books`).toBe(
        model.savedSinceRegistration(member.memberId),
      );

    const groups =
      await project.get<{ id: number; totalSavings: number; savedSinceRegistration: number }[]>(
        '/api/saving-groups',
      );
    const row = groups.body.find((g) => g.id === groupId);
    expect(cents(row?.totalSavings ?? Number.NaN), "the group's savings held").toBe(model.savingsHeld());
    expect(cents(row?.savedSinceRegistration ?? Number.NaN), 'saved since registration').toBe(
      model.savedSinceRegistration(),
    );

    const kpis = await project.get<{ current: { savingsHeld: number } }>(
      `/api/analytics/kpis?scope=group&id=${groupId}`,
    );
    expect(cents(kpis.body.current.savingsHeld), "the group health's savings held").toBe(model.savingsHeld());

    // every close confirmed paid what the model paid, and its books as of its close date agree
    const cycles = await project.get<
      {
        cycle: number;
        status: string;
        fund: number | null;
        payouts: { memberId: number; amount: number; setOff: number; cash: number }[];
      }[]
    >(`/api/saving-groups/${groupId}/cycles`);
    const closed = cycles.body.filter((c) => c.status === 'closed');
    const modelClosed = model.closedCycles();
    expect(closed.map((c) => c.cycle)).toEqual(modelClosed.map((c) => c.cycle));
    for (const [i, c] of closed.entries()) {
      const expected = modelClosed[i]!;
      expect(cents(c.fund ?? 0), `cycle ${c.cycle}'s fund`).toBe(expected.fund);
      // the payouts add up to the fund (or to nothing, when no member had savings to weigh it by)
      const paid = c.payouts.reduce((sum, p) => sum + cents(p.amount), 0);
      expect([expected.fund, 0], `cycle ${c.cycle}'s payouts add up to its fund`).toContain(paid);
      for (const p of c.payouts) {
        expect(cents(p.amount), `cycle ${c.cycle}: member ${p.memberId}'s payout`).toBe(
          expected.payouts.get(p.memberId) ?? 0,
        );
        expect(cents(p.setOff), `cycle ${c.cycle}: member ${p.memberId}'s debt set off`).toBe(
          expected.setOffOf(p.memberId),
        );
        expect(cents(p.cash), `cycle ${c.cycle}: member ${p.memberId}'s cash`).toBe(
          (expected.payouts.get(p.memberId) ?? 0) - expected.setOffOf(p.memberId),
        );
      }
      const asOf = await project.get<{ totals: { loanFund: number } }>(
        `/api/audit/groups/${groupId}/ledger?asOf=${expected.closeDate}`,
      );
      expect(cents(asOf.body.totals.loanFund), `the loan fund as of cycle ${c.cycle}'s close`).toBe(
        model.cash(expected.closeDate),
      );
    }

    // every member's passbook of every cycle holds the savings the model puts in that cycle
    for (const memberId of model.members.keys())
      for (let cycle = 1; cycle <= model.openCycle; cycle++) {
        const passbook = await project.get<{ totals: { savings: number } }>(
          `/api/saving-groups/${groupId}/members/${memberId}/passbook?cycle=${cycle}`,
        );
        expect(passbook.status, JSON.stringify(passbook.body)).toBe(200);
        expect(cents(passbook.body.totals.savings), `member ${memberId}'s passbook of cycle ${cycle}`).toBe(
          model.savedInCycle(memberId, cycle),
        );
      }

    // the replay check (npm run verify): the read tables equal the replay, and the log breaks no invariant
    const verified = await project.get<{ differences: unknown[] }>(`/api/audit/groups/${groupId}/verify`);
    expect(verified.body.differences, 'the replay check').toEqual([]);

    // the open cycle's share-out today, both ways, when the books allow one
    for (const weighting of ['amount', 'time'] as const) {
      const preview = await project.get<{
        fund: { distributable: number };
        members: { memberId: number; savings: number; payout: number; setOff: number }[];
      }>(`/api/saving-groups/${groupId}/share-out-preview?closeDate=${today}&weighting=${weighting}`);
      const expected = model.shareOut(today, weighting);
      if (expected.negative || expected.fund < 0) {
        expect(preview.status, 'a negative fund is refused').toBe(422);
        continue;
      }
      expect(preview.status).toBe(200);
      expect(cents(preview.body.fund.distributable), `the ${weighting} preview's fund`).toBe(expected.fund);
      for (const row of preview.body.members) {
        const mine = expected.payouts.find((p) => p.memberId === row.memberId);
        expect(cents(row.savings), `member ${row.memberId}'s cycle savings (${weighting})`).toBe(
          mine?.savings,
        );
        expect(cents(row.payout), `member ${row.memberId}'s ${weighting} payout`).toBe(mine?.payout);
        expect(cents(row.setOff), `member ${row.memberId}'s ${weighting} set-off`).toBe(mine?.setOff);
      }
    }
  };

  /** The emergency fund's figures against its model: the fund's row, and the share-out's carried balance. */
  const expectEmergencyFund = async (groupId: number, fundId: number, emergency: EmergencyFundModel) => {
    const funds = await project.get<
      {
        id: number;
        totalContributions: number;
        approvedDisbursements: number;
        pendingDisbursements: number;
        availableBalance: number;
      }[]
    >(`/api/emergency-funds?groupId=${groupId}`);
    const row = funds.body.find((f) => f.id === fundId);
    expect(row, 'the emergency fund row').toBeDefined();
    expect(cents(row?.totalContributions ?? Number.NaN), 'emergency contributions').toBe(
      emergency.contributed(),
    );
    expect(cents(row?.approvedDisbursements ?? Number.NaN), 'emergency disbursements approved').toBe(
      emergency.approved(),
    );
    expect(cents(row?.pendingDisbursements ?? Number.NaN), 'emergency requests pending').toBe(
      emergency.pending(),
    );
    expect(cents(row?.availableBalance ?? Number.NaN), 'emergency fund available').toBe(
      emergency.available(),
    );
    const today = businessDate(new Date().toISOString());
    const preview = await project.get<{ fund: { emergencyFund: number } }>(
      `/api/saving-groups/${groupId}/share-out-preview?closeDate=${today}`,
    );
    if (preview.status === 200)
      expect(cents(preview.body.fund.emergencyFund), 'the emergency fund carried over').toBe(
        emergency.balance(),
      );
  };

  const waitForProjections = () => projectionsSettled(system);
});
