import { aGroupWithMembers, eventCount, projectionsSettled } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface LoanRules {
  oneActiveLoan: boolean;
  ceilingMultiple: number | null;
  lateFinePerMonth: number | null;
  setOffAtShareOut: boolean;
  leavingPayout: string;
  version: number;
}

/** A group's loan rules, set through the API and held against every new loan. */
describe('loan rules of a group', () => {
  let system: System;
  let facilitator: ApiClient;
  let groupId: number;
  let members: number[];

  beforeAll(async () => {
    system = await startSystem();
    facilitator = await system.login('facilitator');
    ({ groupId, members } = await aGroupWithMembers(facilitator));
    // Member 001 saves KES 1,000, member 002 KES 500: the fund holds KES 1,500.
    for (const [memberId, amount] of [
      [members[0], 1000],
      [members[1], 500],
    ] as const)
      expect(
        (
          await facilitator.post('/api/group-savings', {
            groupId,
            memberId,
            amount,
            savingDate: '2026-01-20',
          })
        ).status,
      ).toBe(201);
  });
  afterAll(async () => {
    await system.stop();
  });

  const rulesUrl = () => `/api/saving-groups/${groupId}/loan-rules`;
  const rules = async (): Promise<LoanRules> =>
    (await facilitator.get<Array<{ id: number; loanRules: LoanRules }>>('/api/saving-groups')).body.find(
      (g) => g.id === groupId,
    )!.loanRules;
  const aLoan = (borrowerId: number, amount: number) =>
    facilitator.post<{ message: string }>('/api/group-loans', {
      groupId,
      borrowerId,
      amount,
      interestRate: 5,
      termMonths: 2,
      loanDate: '2026-01-21',
      purpose: 'Buy maize seed',
    });

  it('starts with one active loan per member, no ceiling and no fine, as version 0', async () => {
    expect(await rules()).toEqual({
      oneActiveLoan: true,
      ceilingMultiple: null,
      lateFinePerMonth: null,
      setOffAtShareOut: false,
      leavingPayout: 'atClose',
      version: 0,
    });
  });

  it('refuses bad bodies with clear messages, storing nothing', async () => {
    const before = await eventCount(system);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ceilingMultiple: 2 }, 'One active loan per member must be true or false'],
      [{ oneActiveLoan: 'yes' }, 'One active loan per member must be true or false'],
      [{ oneActiveLoan: true, ceilingMultiple: 0 }, 'Loan ceiling (times savings) must be more than 0'],
      [{ oneActiveLoan: true, ceilingMultiple: -1 }, 'Loan ceiling (times savings) must be more than 0'],
      [{ oneActiveLoan: true, ceilingMultiple: 100.5 }, 'Loan ceiling (times savings) must be at most 100'],
      [
        { oneActiveLoan: true, ceilingMultiple: 1.234 },
        'Loan ceiling (times savings) has at most two decimals',
      ],
      [{ oneActiveLoan: true, ceilingMultiple: 'abc' }, 'Loan ceiling (times savings) must be a number'],
      [{ oneActiveLoan: true, lateFinePerMonth: 0 }, 'Late fine per month must be a positive amount'],
      [{ oneActiveLoan: true, lateFinePerMonth: -5 }, 'Late fine per month must be a positive amount'],
    ];
    for (const [body, message] of cases) {
      const refused = await facilitator.put<{ message: string }>(rulesUrl(), body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await eventCount(system)).toBe(before);
  });

  it('sets the whole rule set as a new version, and an unchanged set stores nothing', async () => {
    const body = { oneActiveLoan: true, ceilingMultiple: 1.5, lateFinePerMonth: 100 };
    expect((await facilitator.put(rulesUrl(), body)).status).toBe(200);
    expect(await rules()).toEqual({ setOffAtShareOut: false, leavingPayout: 'atClose', ...body, version: 1 });
    const before = await eventCount(system);
    expect((await facilitator.put(rulesUrl(), { ...body, ceilingMultiple: '1.50' })).status).toBe(200);
    expect(await eventCount(system)).toBe(before);
    expect((await rules()).version).toBe(1);
  });

  it('refuses a loan above the ceiling or while the member has an active loan, storing nothing', async () => {
    const before = await eventCount(system);
    const above = await aLoan(members[0]!, 1500.01);
    expect(above.status).toBe(422);
    expect(above.body.message).toBe(
      "The loan is above this member's ceiling of KES 1,500.00 (1.5 × savings)",
    );
    expect(await eventCount(system)).toBe(before);

    expect((await aLoan(members[1]!, 700)).status).toBe(201);
    const afterFirst = await eventCount(system);
    const second = await aLoan(members[1]!, 50);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(
      'Member 002 (member 002) already has an active loan; this group allows one at a time',
    );
    expect(await eventCount(system)).toBe(afterFirst);
  });

  it('allows a second loan once the group turns the rule off, within the ceiling', async () => {
    const off = { oneActiveLoan: false, ceilingMultiple: 1.5, lateFinePerMonth: null };
    expect((await facilitator.put(rulesUrl(), off)).status).toBe(200);
    expect(await rules()).toEqual({ setOffAtShareOut: false, leavingPayout: 'atClose', ...off, version: 2 });
    expect((await aLoan(members[1]!, 50)).status).toBe(201);
  });

  it('lets the project admin set them; another project admin gets 404 and the auditor 403', async () => {
    const [project, project2, auditor] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('auditor'),
    ]);
    const body = { oneActiveLoan: true, ceilingMultiple: null, lateFinePerMonth: null };
    const before = await eventCount(system);
    expect((await project2.put(rulesUrl(), body)).status).toBe(404);
    expect((await auditor.put(rulesUrl(), body)).status).toBe(403);
    expect((await facilitator.put('/api/saving-groups/999999/loan-rules', body)).status).toBe(404);
    expect(await eventCount(system)).toBe(before);
    expect((await project.put(rulesUrl(), body)).status).toBe(200);
    // the facilitator's read waits only for the facilitator's own writes
    await projectionsSettled(system);
    expect(await rules()).toEqual({ setOffAtShareOut: false, leavingPayout: 'atClose', ...body, version: 3 });
  });

  it('lists overdue months without a fine, and confirms each once as a penalty', async () => {
    const body = { oneActiveLoan: true, ceilingMultiple: null, lateFinePerMonth: 100 };
    expect((await facilitator.put(rulesUrl(), body)).status).toBe(200);
    type LateFine = { loanId: number; borrowerId: number; month: number; amount: number; reason: string };
    const lateFines = async () =>
      (await facilitator.get<LateFine[]>(`/api/saving-groups/${groupId}/late-fines`)).body;
    // both loans of member 002 fell due on 2026-03-21: months 1 and 2 are overdue (and more, by today)
    const listed = await lateFines();
    const [loanId] = [...new Set(listed.map((f) => f.loanId))];
    expect(listed.filter((f) => f.loanId === loanId && f.month <= 2)).toEqual([
      expect.objectContaining({ borrowerId: members[1], month: 1, amount: 100 }),
      expect.objectContaining({
        borrowerId: members[1],
        month: 2,
        amount: 100,
        reason: `Late fine: loan ${loanId}, month 2`,
      }),
    ]);
    const confirm = (memberId: number) =>
      facilitator.post<{ message: string }>('/api/member-penalties', {
        groupId,
        memberId,
        penaltyType: 'Other',
        amount: 100,
        description: `Late fine: loan ${loanId}, month 2`,
        lateFine: { loanId, month: 2 },
      });
    expect((await confirm(members[1]!)).status).toBe(201);
    expect((await lateFines()).some((f) => f.loanId === loanId && f.month === 2)).toBe(false);
    const before = await eventCount(system);
    const again = await confirm(members[1]!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Loan ${loanId} already has its late fine for month 2`);
    const toAnother = await confirm(members[0]!);
    expect(toAnother.status).toBe(422);
    expect(toAnother.body.message).toBe('A late fine is given to the borrower of the loan');
    expect(await eventCount(system)).toBe(before);
    const project2 = await system.login('project2');
    expect((await project2.get(`/api/saving-groups/${groupId}/late-fines`)).status).toBe(404);
  });
});
