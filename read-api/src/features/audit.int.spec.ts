import type { GroupLedger, LedgerEntry } from '@pm/domain/api/audit-queries';
import { aGroup, aMember, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * GET /api/audit/groups/{id}/ledger: a history with a back-dated saving and a reversal, answered on both
 * time axes, checked against figures computed by hand.
 */
describe("a group's books as of a date", () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let groupId: number;
  let members: number[];
  let mistaken: number;
  let beforeBackDating: string;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = await Promise.all([system.login('facilitator'), system.login('project')]);
    groupId = (
      await facilitator.post<Written>('/api/saving-groups', aGroup({ registrationDate: '2026-01-15' }))
    ).body.id;
    members = [];
    for (const number of ['001', '002'])
      members.push((await facilitator.post<Written>('/api/group-members', aMember(groupId, number))).body.id);
    const save = async (memberId: number, amount: number, savingDate: string) =>
      (await facilitator.post<Written>('/api/group-savings', { groupId, memberId, amount, savingDate })).body
        .id;
    await save(members[0]!, 200, '2026-02-02');
    mistaken = await save(members[1]!, 12_345_678.99, '2026-02-09');
    beforeBackDating = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    // recorded today, dated in February: a back-dated entry
    await save(members[1]!, 300, '2026-02-05');
    await project.post(`/api/group-savings/${mistaken}/reverse`, { reason: 'Typed the wrong amount' });
  });
  afterAll(async () => {
    await system.stop();
  });

  const ledger = async (query: string) => {
    const response = await project.get<GroupLedger>(`/api/audit/groups/${groupId}/ledger${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('leaves the reversed saving out as of any day, and shows it on the recording axis until the reversal', async () => {
    // a reversal removes its entry as of the entry's own date: the corrected books of February
    const february = await ledger('?asOf=2026-02-28');
    expect(february.totals.savings).toBe(200 + 300);
    expect(february.members.find((m) => m.memberId === members[1])?.savings).toBe(300);
    // the books as they stood before anyone knew of the mistake
    const known = await ledger(`?asOf=2026-02-28&knownAt=${encodeURIComponent(beforeBackDating)}`);
    expect(known.totals.savings).toBe(200 + 12_345_678.99);
    const today = await ledger('');
    expect(today.totals.savings).toBe(500);
    expect(today.totals.loanFund).toBe(500);
  });

  it('tells the back-dated saving apart on the recording axis', async () => {
    const dated = await ledger('?asOf=2026-02-06');
    expect(dated.totals.savings).toBe(200 + 300);
    const known = await ledger(`?asOf=2026-02-06&knownAt=${encodeURIComponent(beforeBackDating)}`);
    expect(known.totals.savings).toBe(200);
    expect(known.knownAt).toBe(beforeBackDating);
  });

  it('answers a knownAt in the future as now, and says so', async () => {
    const future = await ledger('?knownAt=2099-01-01T00:00:00Z');
    expect(future.note).toMatch(/^knownAt is in the future: answered as now/);
    expect(future.totals.savings).toBe(500);
  });

  it('lists the entries in recorded order, the reversal linked to the mistaken saving, and a member statement', async () => {
    const response = await project.get<LedgerEntry[]>(`/api/audit/groups/${groupId}/entries`);
    expect(response.status).toBe(200);
    const entries = response.body;
    expect(entries.map((e) => e.label)).toEqual([
      'Saving recorded',
      'Saving recorded',
      'Saving recorded',
      'Saving reversed',
    ]);
    expect(entries.map((e) => e.balancesAfter.savings)).toEqual([200, 12_345_878.99, 12_346_178.99, 500]);
    const [, saving, backDated, reversal] = entries as [LedgerEntry, LedgerEntry, LedgerEntry, LedgerEntry];
    expect(saving.reversedBy).toBe(reversal.position);
    expect(reversal).toMatchObject({
      reverses: saving.position,
      reason: 'Typed the wrong amount',
      recordedBy: 'project',
    });
    expect(backDated).toMatchObject({ businessDate: '2026-02-05', recordedBy: 'facilitator' });
    expect(backDated.recordedAt.slice(0, 4)).toBe(new Date().toISOString().slice(0, 4));
    const statement = await project.get<LedgerEntry[]>(
      `/api/audit/groups/${groupId}/entries?memberId=${members[0]}`,
    );
    expect(statement.body.map((e) => e.amount)).toEqual([200]);
    const window = await project.get<LedgerEntry[]>(
      `/api/audit/groups/${groupId}/entries?from=2026-02-04&to=2026-02-06`,
    );
    expect(window.body.map((e) => e.businessDate)).toEqual(['2026-02-05']);
    expect(
      (await project.get(`/api/audit/groups/${groupId}/entries?from=2026-03-01&to=2026-02-01`)).status,
    ).toBe(400);
  });

  it('refuses bad questions, the facilitator, and another project', async () => {
    for (const bad of ['?asOf=2026-02-30', '?asOf=yesterday', '?knownAt=2026-02-01', '?knownAt=%00'])
      expect((await project.get(`/api/audit/groups/${groupId}/ledger${bad}`)).status, bad).toBe(400);
    expect((await facilitator.get(`/api/audit/groups/${groupId}/ledger`)).status).toBe(403);
    const project2 = await system.login('project2');
    expect((await project2.get(`/api/audit/groups/${groupId}/ledger`)).status).toBe(404);
    expect((await project.get('/api/audit/groups/999999/ledger')).status).toBe(404);
  });
});
