import { businessDate, monthOf, nextMonth, participantDecider, participantStream } from '@pm/domain';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import { c2bBody } from '@pm/infra/mpesa-simulator/bodies';
import { projectIdByCode } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemPrincipal } from '../../lib/actor';
import { loadAggregate } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { openContribution, openMonthForAll } from '../contributions/service';
import { aChild } from './mpesa-testing';

const SECRET = 'paybill-test-secret-0123456789';
const CONFIRM = `/api/mobile-money/${SECRET}/c2b/confirmation`;
const VALIDATE = `/api/mobile-money/${SECRET}/c2b/validation`;
const run = Date.now() % 100000;
let receipts = 0;
/** A fresh receipt number: ten upper-case letters and digits. */
const aReceipt = () => {
  receipts += 1;
  return `QK${String(run).padStart(5, '0')}${String(receipts).padStart(3, '0')}`;
};
/** Now, as M-Pesa writes it (Kenyan time). */
const kenyanNow = () => new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);

const paybill = (reference: string, amountKes: number, receipt = aReceipt(), shortCode = '600000') =>
  c2bBody(shortCode, {
    receipt,
    amountKes,
    reference,
    phone: '254712345678',
    time: kenyanNow(),
    channel: 'paybill',
  });

describe('M-Pesa paybill callbacks: a payment matched to the child its reference names, recorded once', () => {
  let system: System;
  let project: ApiClient;
  let ke0420: number;
  const post = (url: string, body: unknown, remoteAddress = '127.0.0.1') =>
    system.commandApp.inject({ method: 'POST', url, payload: body as object, remoteAddress });
  const events = async () => system.store.readAll({ limit: 1_000_000 });
  const ofReceipt = (all: RecordedEvent[], receipt: string) =>
    all.filter((e) => JSON.stringify(e.data).includes(`"${receipt}"`));
  /** A new child of KE0420 owing this month's 1,000 (opened at registration), and its id. */
  const newChild = async (n: string) => {
    const code = `KE0420-MP${run}${n}`;
    const made = await project.post<{ id: number }>('/api/participants', aChild(code));
    expect(made.status).toBe(201);
    return { code, id: made.body.id };
  };
  /** What each month of a child's paid, oldest first, from its streams. */
  const monthsOf = async (participantId: number) =>
    (await events())
      .filter(
        (e) =>
          e.type === 'ContributionOpened' &&
          (e.data as { participantId: number }).participantId === participantId,
      )
      .map((e) => e.data as { id: number; month: string })
      .sort((a, b) => a.month.localeCompare(b.month));
  const paidOn = async (contributionId: number) =>
    (await system.store.readStream(`contribution-${contributionId}`))
      .filter((e) => e.type === 'PaymentRecorded')
      .map(
        (e) =>
          e.data as {
            amount: number;
            source?: { kind: string; receipt?: string };
            recordedBy: { username: string };
          },
      );

  beforeAll(async () => {
    system = await startSystem({
      env: { MPESA_CALLBACK_SECRET: SECRET, MPESA_CALLBACK_SOURCES: '127.0.0.1,::1' },
    });
    project = await system.login('project');
    ke0420 = await projectIdByCode(project, 'KE0420');
  });
  afterAll(async () => {
    await system.stop();
  });

  it('pays the month of the child whose ID is the reference, typed in any case and with spaces', async () => {
    const { code, id } = await newChild('a');
    const receipt = aReceipt();
    const answer = await post(CONFIRM, paybill(` ${code.toLowerCase().replace('-', ' - ')} `, 1000, receipt));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const [month] = await monthsOf(id);
    expect(await paidOn(month!.id)).toEqual([
      expect.objectContaining({
        amount: 100_000,
        source: { kind: 'mobile', receipt },
        recordedBy: expect.objectContaining({ username: 'M-Pesa' }),
      }),
    ]);
    expect(
      ofReceipt(await events(), receipt)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['MobilePaymentMatched', 'MobilePaymentReceived', 'PaymentRecorded']);
  });

  it('records a confirmation delivered again, or eight times at once, once', async () => {
    const { code, id } = await newChild('b');
    const body = paybill(code, 400);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(CONFIRM, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect((await post(CONFIRM, body)).json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const [month] = await monthsOf(id);
    expect((await paidOn(month!.id)).map((p) => p.amount)).toEqual([40_000]);
    expect(
      ofReceipt(await events(), body.TransID).filter((e) => e.type === 'MobilePaymentReceived'),
    ).toHaveLength(1);
  });

  it('pays the oldest month first, part of the next, and keeps an overpayment as the child’s credit', async () => {
    const { code, id } = await newChild('c');
    // last month too: the child owes 2,000
    const lastMonth = new Date(Date.now() - 32 * 86_400_000).toISOString();
    const { state } = await loadAggregate(system.deps, participantDecider, participantStream(id));
    if (state.status !== 'active') throw new Error('the child is not active');
    await openContribution(
      systemContext(system.deps, systemPrincipal('test'), lastMonth, `open-${id}`),
      state,
    );
    const [older, newer] = await monthsOf(id);
    expect(older!.month).toBe(monthOf(businessDate(lastMonth)));
    await post(CONFIRM, paybill(code, 1500));
    expect((await paidOn(older!.id)).map((p) => p.amount)).toEqual([100_000]);
    expect((await paidOn(newer!.id)).map((p) => p.amount)).toEqual([50_000]);
    const receipt = aReceipt();
    await post(CONFIRM, paybill(code, 800, receipt));
    expect((await paidOn(newer!.id)).map((p) => p.amount)).toEqual([50_000, 50_000]);
    const credit = await system.store.readStream(`child-credit-${id}`);
    expect(credit.map((e) => [e.type, e.data])).toEqual([
      ['CreditAdded', { participantId: id, receipt, amount: 30_000 }],
    ]);
  });

  it('shares eight payments at once for one child without losing or doubling a cent', async () => {
    const { code, id } = await newChild('d');
    const bodies = Array.from({ length: 8 }, () => paybill(code, 300));
    const answers = await Promise.all(bodies.map((b) => post(CONFIRM, b)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const [month] = await monthsOf(id);
    const paid = (await paidOn(month!.id)).reduce((sum, p) => sum + p.amount, 0);
    const credit = (await system.store.readStream(`child-credit-${id}`)).reduce(
      (sum, e) => sum + (e.data as { amount: number }).amount,
      0,
    );
    expect(paid).toBe(100_000);
    expect(paid + credit).toBe(8 * 30_000);
  });

  it('lists a payment that names no child, or a deleted one, as unmatched for the project its prefix names', async () => {
    const unknown = paybill('KE0420-NOSUCH', 700);
    const stranger = paybill('XY99-1', 700);
    const { code, id } = await newChild('e');
    expect(
      (await project.request('DELETE', `/api/participants/${id}`, { reason: 'Registered twice' })).status,
    ).toBe(200);
    const deleted = paybill(code, 700);
    for (const body of [unknown, stranger, deleted]) expect((await post(CONFIRM, body)).statusCode).toBe(200);
    const all = await events();
    const unmatched = (receipt: string) =>
      ofReceipt(all, receipt)
        .filter((e) => e.type !== 'MobilePaymentMatched')
        .map((e) =>
          e.type === 'MobilePaymentReceived'
            ? (e.data as { projectId: number | null }).projectId
            : (e.data as { reason: string }).reason,
        );
    expect(unmatched(unknown.TransID)).toEqual([ke0420, 'unknown-reference']);
    expect(unmatched(stranger.TransID)).toEqual([null, 'unknown-reference']);
    expect(unmatched(deleted.TransID)).toEqual([ke0420, 'deleted-child']);
  });

  it('rejects at validation a reference naming no child, so the payer keeps their money', async () => {
    const { code } = await newChild('f');
    expect((await post(VALIDATE, paybill(code, 500))).json()).toEqual({
      ResultCode: 0,
      ResultDesc: 'Accepted',
    });
    expect((await post(VALIDATE, paybill('KE0420-TYPO', 500))).json()).toEqual({
      ResultCode: 'C2B00012',
      ResultDesc: 'Rejected',
    });
  });

  it('changes nothing for a forged, malformed or oversized callback', async () => {
    const { code } = await newChild('g');
    const before = (await events()).length;
    const good = paybill(code, 500);
    const refused: [string, unknown, number, string?][] = [
      // without the secret, a path like any other: no page's Origin, refused before it is looked up
      [`/api/mobile-money/wrong-secret/c2b/confirmation`, good, 403],
      [`/api/mobile-money/${SECRET}/c2b/other`, good, 403],
      [CONFIRM, good, 403, '10.1.2.3'],
      [CONFIRM, paybill(code, 500, aReceipt(), '123456'), 400],
      [CONFIRM, { ...good, TransAmount: '10.005' }, 400],
      [CONFIRM, { ...good, TransAmount: '0' }, 400],
      [CONFIRM, { ...good, TransAmount: '-5' }, 400],
      [CONFIRM, { ...good, TransID: 'short' }, 400],
      [CONFIRM, { ...good, TransTime: 'yesterday' }, 400],
      [CONFIRM, { ...good, BillRefNumber: `${code}\u0000` }, 400],
      [CONFIRM, { ...good, BillRefNumber: `${code}\ud800` }, 400],
      [CONFIRM, { ...good, BillRefNumber: 'x'.repeat(41) }, 400],
      [CONFIRM, { ...good, FirstName: 'x'.repeat(20_000) }, 413],
      [CONFIRM, [good], 400],
      [CONFIRM, 'TransID=1', 415],
    ];
    for (const [url, body, status, from] of refused)
      expect([url, (await post(url, body, from)).statusCode]).toEqual([url, status]);
    expect((await events()).length).toBe(before);
  });

  it("pays the next month from the child's credit when it opens, once however often the job runs", async () => {
    const { code, id } = await newChild('h');
    const receipt = aReceipt();
    await post(CONFIRM, paybill(code, 2500, receipt));
    const firstOfNext = `${nextMonth(monthOf(businessDate(new Date().toISOString())))}-01T06:00:00.000Z`;
    const job = (n: number) =>
      openMonthForAll(
        systemContext(system.deps, systemPrincipal('monthly-contributions'), firstOfNext, `job-h${n}`),
      );
    await Promise.all([job(1), job(2)]);
    await job(3);
    const [, next] = await monthsOf(id);
    expect(await paidOn(next!.id)).toEqual([
      expect.objectContaining({
        amount: 100_000,
        source: { kind: 'credit' },
        paymentDate: firstOfNext.slice(0, 10),
      }),
    ]);
    const credit = (await system.store.readStream(`child-credit-${id}`)).map((e) => [
      e.type,
      (e.data as { amount: number }).amount,
    ]);
    expect(credit).toEqual([
      ['CreditAdded', 150_000],
      ['CreditApplied', 100_000],
    ]);
  });
});
