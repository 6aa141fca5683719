import type { SmsReceiptSettings, SmsReceiptsSetResult } from '@pm/domain';
import {
  aGroup,
  aMember,
  type ErrorBody,
  eventCount,
  projectIdByCode,
  projectionsSettled,
  type Written,
} from '@pm/system/builders';
import { smsRowWhen } from '@pm/system/sms-testing';
import { type ApiClient, type SmsHarness, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aChild, eventually, receiptsOf } from './receipts-testing';

describe('SMS receipts: a receipt per saving, repayment and payment where switched on, once', () => {
  let system: System;
  let sms: SmsHarness;
  let project: ApiClient;
  let project2: ApiClient;
  let facilitator: ApiClient;
  let admin: ApiClient;
  let ke0420: number;
  let groupId: number;
  let groupName: string;
  let jane: number;
  let noPhone: number;
  let peter: number;
  const groupUrl = () => `/api/saving-groups/${groupId}/sms-receipts`;
  const projectUrl = (id: number) => `/api/projects/${id}/sms-receipts`;
  const settings = async () =>
    (await project.get<SmsReceiptSettings[]>(`/api/sms/receipts?projectId=${ke0420}`)).body[0]!;
  const save = async (memberId: number, amount: number, savingDate = '2026-11-20') => {
    const saved = await facilitator.post<Written>('/api/group-savings', {
      groupId,
      memberId,
      amount,
      savingDate,
    });
    expect(saved.status).toBe(201);
    return saved.body.id;
  };
  /** Stops both processes, optionally forgets where the receipts process was, and starts them again. */
  const restart = async (forget: 'nothing' | 'checkpoint' | 'everything') => {
    await sms.stopDispatcher();
    if (forget !== 'nothing')
      await system.db.pool.query(`DELETE FROM sms_dispatcher_checkpoint WHERE name = 'sms-receipts'`);
    if (forget === 'everything') await system.db.pool.query('DELETE FROM sms_receipts');
    sms.startDispatcher();
    await new Promise((r) => setTimeout(r, 1500));
  };

  beforeAll(async () => {
    system = await startSystem({ sms: { failureRate: 0 } });
    sms = system.sms!;
    [project, project2, facilitator, admin] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('facilitator'),
      system.login('admin'),
    ]);
    ke0420 = await projectIdByCode(admin, 'KE0420');
    const body = aGroup();
    groupName = body.name;
    groupId = (await facilitator.post<Written>('/api/saving-groups', body)).body.id;
    const member = async (n: string, memberName: string, memberPhone: string) =>
      (
        await facilitator.post<Written>(
          '/api/group-members',
          aMember(groupId, n, { memberName, memberPhone }),
        )
      ).body.id;
    jane = await member('001', 'Jane Wanjiru', '0712 000 101');
    noPhone = await member('002', 'Ruth Atieno', 'none');
    peter = await member('003', 'Peter Were', '+254712000103');
  });
  afterAll(async () => {
    await system.stop();
  });

  it('refuses bad bodies (400) and callers outside the scope or without the right, storing nothing', async () => {
    const before = await eventCount(system);
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: true, extra: 1 }, []]) {
      const refused = await project.put<ErrorBody>(groupUrl(), body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await project.put(projectUrl(ke0420), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await project2.put(groupUrl(), { enabled: true })).status).toBe(404);
    expect((await project2.put(projectUrl(ke0420), { enabled: true })).status).toBe(403);
    expect((await facilitator.put(projectUrl(ke0420), { enabled: true })).status).toBe(403);
    expect((await admin.put(projectUrl(999_999), { enabled: true })).status).toBe(404);
    expect((await admin.put('/api/saving-groups/999999/sms-receipts', { enabled: true })).status).toBe(404);
    expect(await eventCount(system)).toBe(before);
  });

  it('turns a group on and answers the members whose number is no phone number', async () => {
    const on = await facilitator.put<SmsReceiptsSetResult>(groupUrl(), { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: groupId, enabled: true });
    expect(on.body.membersWithoutPhone).toEqual([
      { memberId: noPhone, memberName: 'Ruth Atieno', memberPhone: 'none' },
    ]);
    const again = await facilitator.put<SmsReceiptsSetResult>(groupUrl(), { enabled: true });
    expect(again.body.position).toBeNull();
    // the project admin reads in another session, which waits only for its own writes
    await projectionsSettled(system);
    const group = (await settings()).groups.find((g) => g.groupId === groupId);
    expect(group).toMatchObject({ enabled: true, refused: 0, membersWithoutPhone: [{ memberId: noPhone }] });
  });

  it('queues exactly one receipt per saving and repayment, delivered, even after restarts and replays', async () => {
    const saving = await save(jane, 2000);
    const loan = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: jane,
      amount: 1000,
      interestRate: 5,
      termMonths: 2,
      loanDate: '2026-11-21',
      purpose: 'Buy maize seed',
    });
    expect(loan.status).toBe(201);
    const repaid = await facilitator.post<Written>('/api/loan-repayments', {
      loanId: loan.body.id,
      amount: 300,
      paymentDate: '2026-11-22',
    });
    expect(repaid.status).toBe(201);
    await eventually(
      'both receipts',
      async () => (await receiptsOf(system, 'receipt', 'repayment', repaid.body.id)).length === 1,
    );
    const [savingReceipt] = await receiptsOf(system, 'receipt', 'saving', saving);
    const [repaymentReceipt] = await receiptsOf(system, 'receipt', 'repayment', repaid.body.id);
    expect(savingReceipt?.content).toBe(
      `Receipt: KES 2,000.00 saving recorded 2026-11-20 for Jane W. Savings KES 2,000.00. ${groupName}`,
    );
    expect(repaymentReceipt?.content).toBe(
      `Receipt: KES 300.00 loan repayment recorded 2026-11-22 for Jane W. Loan balance KES 800.00. ${groupName}`,
    );
    const row = await smsRowWhen(project, savingReceipt!.smsId, (r) => r.deliveredCount === 1);
    expect(row).toMatchObject({ kind: 'receipt', totalRecipients: 1, recipientType: 'individual' });
    expect(sms.simulator.requests.find((r) => r.message === savingReceipt!.content)?.to).toEqual([
      '+254712000101',
    ]);

    for (const forget of ['nothing', 'checkpoint', 'everything'] as const) await restart(forget);
    expect(await receiptsOf(system, 'receipt', 'saving', saving)).toHaveLength(1);
    expect(await receiptsOf(system, 'receipt', 'repayment', repaid.body.id)).toHaveLength(1);
    for (const r of [savingReceipt!, repaymentReceipt!])
      expect(sms.simulator.requests.filter((q) => q.message === r.content)).toHaveLength(1);

    // a reversal sends a correction, once
    expect(
      (await project.post(`/api/group-savings/${saving}/reverse`, { reason: 'Entered twice' })).status,
    ).toBe(200);
    await eventually(
      'the correction',
      async () => (await receiptsOf(system, 'correction', 'saving', saving)).length === 1,
    );
    expect((await receiptsOf(system, 'correction', 'saving', saving))[0]?.content).toBe(
      `Correction: the KES 2,000.00 saving of 2026-11-20 for Jane W. was reversed. Savings KES 0.00. ${groupName}`,
    );
    expect(
      (await project.post(`/api/loan-repayments/${repaid.body.id}/reverse`, { reason: 'Wrong loan' })).status,
    ).toBe(200);
    await eventually(
      'the repayment correction',
      async () => (await receiptsOf(system, 'correction', 'repayment', repaid.body.id)).length === 1,
    );
    await restart('everything');
    expect(await receiptsOf(system, 'correction', 'saving', saving)).toHaveLength(1);
    expect(await receiptsOf(system, 'correction', 'repayment', repaid.body.id)).toHaveLength(1);
  });

  it('queues nothing for a member whose number is no phone number, and counts the refusal', async () => {
    const saving = await save(noPhone, 500);
    await eventually(
      'the refusal',
      async () => (await settings()).groups.find((g) => g.groupId === groupId)?.refused === 1,
    );
    expect(await receiptsOf(system, 'receipt', 'saving', saving)).toHaveLength(0);
    const { rows } = await system.db.pool.query(
      'SELECT state, reason FROM sms_receipts WHERE receipt_key = $1',
      [`receipt:saving:${saving}`],
    );
    expect(rows).toEqual([{ state: 'refused', reason: 'Receipt not sent: "none" is not a phone number' }]);
  });

  it('shows a receipt the gateway failed in the delivery figures', async () => {
    const before = (await project.get<{ failed: number }>('/api/sms/stats')).body.failed;
    sms.simulator.failureRate = 1;
    const saving = await save(peter, 100);
    await eventually(
      'the receipt',
      async () => (await receiptsOf(system, 'receipt', 'saving', saving)).length === 1,
    );
    const [receipt] = await receiptsOf(system, 'receipt', 'saving', saving);
    await smsRowWhen(project, receipt!.smsId, (r) => r.failedCount === 1);
    sms.simulator.failureRate = 0;
    expect((await project.get<{ failed: number }>('/api/sms/stats')).body.failed).toBe(before + 1);
  });

  it("sends a parent a payment receipt only while the project's switch is on", async () => {
    const child = await project.post<Written>('/api/participants', aChild('0712 000 201'));
    expect(child.status).toBe(201);
    await projectionsSettled(system);
    const contributions = await project.get<{ id: number; participantId: number }[]>('/api/contributions');
    const contribution = contributions.body.find((c) => c.participantId === child.body.id)!;
    const pay = async (amount: number) =>
      (await project.post<Written>('/api/payments', { contributionId: contribution.id, amount })).body.id;
    const whileOff = await pay(100);
    const on = await project.put<SmsReceiptsSetResult>(projectUrl(ke0420), { enabled: true });
    expect(on.status).toBe(200);
    const whileOn = await pay(300);
    await eventually(
      'the payment receipt',
      async () => (await receiptsOf(system, 'receipt', 'payment', whileOn)).length === 1,
    );
    expect(await receiptsOf(system, 'receipt', 'payment', whileOff)).toHaveLength(0);
    const [receipt] = await receiptsOf(system, 'receipt', 'payment', whileOn);
    expect(receipt?.content).toMatch(
      /^Receipt: KES 300\.00 contribution payment recorded \d{4}-\d{2}-\d{2} for Achieng O\. Still due for \d{4}-\d{2}: KES 600\.00\./,
    );
    expect(receipt?.recipients[0]?.participantId).toBe(child.body.id);
    expect((await settings()).enabled).toBe(true);
    expect((await project.put(projectUrl(ke0420), { enabled: false })).status).toBe(200);
    const afterOff = await pay(50);
    const reversed = await project.post(`/api/payments/${whileOn}/reverse`, { reason: 'Wrong child' });
    expect(reversed.status).toBe(200);
    // a correction still follows the receipt sent while the switch was on
    await eventually(
      'the payment correction',
      async () => (await receiptsOf(system, 'correction', 'payment', whileOn)).length === 1,
    );
    expect(await receiptsOf(system, 'receipt', 'payment', afterOff)).toHaveLength(0);
  });
});
