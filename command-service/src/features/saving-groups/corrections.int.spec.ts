import { businessDate } from '@pm/domain';
import { projectionsSettled, type Written } from '@pm/system/builders';
import { aGroup, aMember } from '@pm/system/group-bodies';
import { addDays } from '@pm/system/money-model/group-money';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Preview {
  fund: { distributable: number };
  members: { memberId: number; savings: number; payout: number }[];
}
interface Saving {
  id: number;
  memberId: number;
  amount: number;
  kind: string;
  notes: string | null;
  inClosedCycle: boolean;
  correctsSavingId: number | null;
}

/**
 * The correction of a closed cycle's entry (docs/domain/saving-group-money.md, Corrections): a saving of
 * a closed cycle was shared out with it, so it is not reversed; the difference is an adjustment of the
 * member's savings in the open cycle, with a reason, in the ledger and the passbook. No cash moves: what
 * the member's savings lose, the group's profit gains.
 */
describe('correcting a closed cycle by an adjustment in the open cycle', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  const today = businessDate(new Date().toISOString());
  const daysAgo = (n: number) => addDays(today, -n);

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = [await system.login('facilitator'), await system.login('project')];
  });
  afterAll(async () => {
    await system.stop();
  });

  /**
   * Cycle 1: X saves 500 but 5,000 is typed, Y saves 1,000; it closes 30 days ago, paying out 6,000 as
   * recorded. Cycle 2: X saves 5,000 and Y 1,000, 20 days ago.
   */
  const aClosedCycleWithAMistake = async () => {
    const registrationDate = daysAgo(90);
    const groupId = (await facilitator.post<Written>('/api/saving-groups', aGroup({ registrationDate }))).body
      .id;
    const member = async (n: string) =>
      (
        await facilitator.post<Written>(
          '/api/group-members',
          aMember(groupId, n, { joinedOn: registrationDate }),
        )
      ).body.id;
    const [x, y] = [await member('1'), await member('2')];
    const save = async (memberId: number, amount: number, savingDate: string) => {
      const response = await facilitator.post<Written>('/api/group-savings', {
        groupId,
        memberId,
        amount,
        savingDate,
      });
      expect(response.status).toBe(201);
      return response.body.id;
    };
    const mistaken = await save(x, 5000, daysAgo(60));
    await save(y, 1000, daysAgo(60));
    const closed = await project.post(`/api/saving-groups/${groupId}/cycle-close`, {
      closeDate: daysAgo(30),
      closeNow: true,
    });
    expect(closed.status).toBe(201);
    const xNow = await save(x, 5000, daysAgo(20));
    await save(y, 1000, daysAgo(20));
    return { groupId, x, y, mistaken, xNow };
  };
  const adjust = (groupId: number, body: Record<string, unknown>, as?: ApiClient, headers = {}) =>
    (as ?? project).post<Written & { message?: string }>(
      '/api/group-savings/adjustments',
      { groupId, adjustmentDate: today, reason: 'Typed 5000 for 500 in cycle 1', ...body },
      headers,
    );

  it("takes the difference from the member's savings now, in every figure, without moving cash", async () => {
    const { groupId, x, y, mistaken } = await aClosedCycleWithAMistake();
    const reversed = await project.post<{ message: string }>(`/api/group-savings/${mistaken}/reverse`, {
      reason: 'Typed 5000 for 500',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe(
      'This entry belongs to cycle 1, which is closed: its share-out was paid with it',
    );
    await projectionsSettled(system);
    const fundOf = async () =>
      (await project.get<{ available: number }>(`/api/saving-groups/${groupId}/fund`)).body.available;
    expect(await fundOf()).toBe(6000);

    const key = { 'idempotency-key': `adjust-${groupId}` };
    const adjusted = await adjust(
      groupId,
      { memberId: x, amount: -4500, correctsSavingId: mistaken },
      project,
      key,
    );
    expect(adjusted.status, adjusted.body.message).toBe(201);
    // a retry answers what happened, and records nothing more
    const retried = await adjust(
      groupId,
      { memberId: x, amount: -4500, correctsSavingId: mistaken },
      project,
      key,
    );
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(adjusted.body.id);
    await projectionsSettled(system);

    // in the savings list: signed, with its reason and the saving it corrects; the closed saving is marked
    const rows = (await project.get<Saving[]>(`/api/group-savings?groupId=${groupId}`)).body;
    expect(rows.filter((r) => r.kind === 'adjustment')).toEqual([
      expect.objectContaining({
        id: adjusted.body.id,
        memberId: x,
        amount: -4500,
        notes: 'Typed 5000 for 500 in cycle 1',
        correctsSavingId: mistaken,
        inClosedCycle: false,
      }),
    ]);
    expect(rows.find((r) => r.id === mistaken)).toMatchObject({ kind: 'saving', inClosedCycle: true });
    // no cash moved; the savings held and saved since registration drop by it
    expect(await fundOf()).toBe(6000);
    const group = (
      await project.get<{ id: number; totalSavings: number; savedSinceRegistration: number }[]>(
        '/api/saving-groups',
      )
    ).body.find((g) => g.id === groupId);
    expect(group).toMatchObject({ totalSavings: 1500, savedSinceRegistration: 7500 });
    // the share-out: X's savings are 500, and the 4,500 is the group's profit
    const byAmount = (
      await project.get<Preview>(
        `/api/saving-groups/${groupId}/share-out-preview?closeDate=${today}&weighting=amount`,
      )
    ).body;
    expect(byAmount.fund.distributable).toBe(6000);
    expect(byAmount.members.map((m) => [m.memberId, m.savings, m.payout])).toEqual([
      [x, 500, 2000],
      [y, 1000, 4000],
    ]);
    // the passbook of cycle 2 and the audit books carry it, with its member
    const passbook = (
      await project.get<{ lines: { kind: string; amount: number }[]; totals: { savings: number } }>(
        `/api/saving-groups/${groupId}/members/${x}/passbook?cycle=2`,
      )
    ).body;
    expect(passbook.lines).toContainEqual(
      expect.objectContaining({ kind: 'savingsAdjustment', amount: -4500 }),
    );
    expect(passbook.totals.savings).toBe(500);
    const books = (
      await project.get<{
        totals: { savings: number; savingsAdjusted: number; loanFund: number };
        members: { memberId: number; savings: number }[];
      }>(`/api/audit/groups/${groupId}/ledger`)
    ).body;
    expect(books.totals).toMatchObject({ savings: 12000, savingsAdjusted: -4500, loanFund: 6000 });
    expect(books.members.find((m) => m.memberId === x)?.savings).toBe(5500);
    const verified = await project.get<{ differences: unknown[] }>(`/api/audit/groups/${groupId}/verify`);
    expect(verified.body.differences).toEqual([]);
  });

  it('refuses an adjustment below what the member holds, by a facilitator, or of an open cycle’s saving', async () => {
    const { groupId, x, y, xNow } = await aClosedCycleWithAMistake();
    const below = await adjust(groupId, { memberId: y, amount: -1000.01 });
    expect(below.status).toBe(422);
    expect(below.body.message).toBe(
      `The member's savings this cycle are KES 1,000.00 on ${today}: an adjustment cannot take them below zero`,
    );
    // dated before Y saved this cycle, even 1 shilling is below zero that day
    const early = await adjust(groupId, { memberId: y, amount: -1, adjustmentDate: daysAgo(25) });
    expect(early.status).toBe(422);
    const facilitators = await adjust(groupId, { memberId: x, amount: -100 }, facilitator);
    expect(facilitators.status).toBe(403);
    const ofOpen = await adjust(groupId, { memberId: x, amount: -100, correctsSavingId: xNow });
    expect(ofOpen.status).toBe(422);
    expect(ofOpen.body.message).toBe(
      'That saving belongs to the open cycle: reverse it instead of adjusting',
    );
    const zero = await adjust(groupId, { memberId: x, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('An adjustment cannot be zero');
    const inClosed = await adjust(groupId, { memberId: x, amount: 100, adjustmentDate: daysAgo(40) });
    expect(inClosed.status).toBe(422);
    // taking X down to 500 leaves the 5,000 of this cycle unreversible: the rest would be below zero
    expect((await adjust(groupId, { memberId: x, amount: -4500 })).status).toBe(201);
    const reverse = await project.post<{ message: string }>(`/api/group-savings/${xNow}/reverse`, {
      reason: 'Recorded twice',
    });
    expect(reverse.status).toBe(422);
    expect(reverse.body.message).toBe(
      "This saving cannot be reversed: an adjustment took the member's savings down by more than would be left",
    );
    // a credit (a saving the closed cycle missed) comes out of the profit; the cash stays
    expect(
      (await adjust(groupId, { memberId: y, amount: 300, reason: 'Saving of cycle 1 not recorded' })).status,
    ).toBe(201);
    await projectionsSettled(system);
    const preview = (
      await project.get<Preview>(
        `/api/saving-groups/${groupId}/share-out-preview?closeDate=${today}&weighting=amount`,
      )
    ).body;
    expect(preview.members.map((m) => m.savings)).toEqual([500, 1300]);
    expect(preview.fund.distributable).toBe(6000);
  });

  it('answers bad values with 4xx and stores nothing a read model could choke on', async () => {
    const { groupId, x, mistaken } = await aClosedCycleWithAMistake();
    const other = await aClosedCycleWithAMistake();
    await projectionsSettled(system);
    const before = (await project.get<Saving[]>(`/api/group-savings?groupId=${groupId}`)).body.length;
    for (const [body, status] of [
      [{ memberId: x, amount: -10, reason: 'Typed\u0000wrongly' }, 400],
      [{ memberId: x, amount: -10, reason: 'Typed \ud800 wrongly' }, 400],
      [{ memberId: x, amount: -10, correctsSavingId: 2147483648 }, 400],
      [{ memberId: x, amount: -10, adjustmentDate: '9999-12-31' }, 400],
      [{ memberId: x, amount: 99_999_999_999 }, 400],
      // another group's member, and another group's saving: not this group's
      [{ memberId: other.x, amount: -10 }, 422],
      [{ memberId: x, amount: -10, correctsSavingId: other.mistaken }, 404],
    ] as const) {
      const answer = await adjust(groupId, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message, JSON.stringify(body)).toBeTruthy();
    }
    // a group of another project is out of the project administrator's scope
    const elsewhere = await system.login('project2');
    const foreign = await adjust(
      groupId,
      { memberId: x, amount: -10, correctsSavingId: mistaken },
      elsewhere,
    );
    expect([403, 404]).toContain(foreign.status);
    await projectionsSettled(system);
    expect((await project.get<Saving[]>(`/api/group-savings?groupId=${groupId}`)).body.length).toBe(before);
    // the read models still answer
    expect((await project.get(`/api/saving-groups/${groupId}/members/${x}/passbook`)).status).toBe(200);
  });
});
