import { randomUUID } from 'node:crypto';
import { businessDate } from '@pm/domain';
import { buildMpesaSimulator, type MpesaSimulator } from '@pm/infra/mpesa-simulator/simulator';
import { aGroup, aMember, type ErrorBody, eventCount, projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aChild, RUN_TAG } from '../mobile-money/mpesa-testing';
import { dialling, lastCode, post, setPinByMenu, USSD_CODE, USSD_SECRET } from './ussd-testing';

describe('the USSD menu: a parent or member by their number and PIN, their own figures only', () => {
  let system: System;
  let mpesa: MpesaSimulator;
  const as: Record<string, ApiClient> = {};
  let phones = 0;

  /** A fresh Kenyan number: +2547 and eight digits no demo record holds. */
  const newPhone = () => {
    phones += 1;
    return `+25479${String(Date.now() % 10_000).padStart(4, '0')}${String(phones).padStart(3, '0')}`;
  };
  let children = 0;
  /** A new child of KE0420 owing their first month (KES 1,000), whose contact phone is `phone`. */
  const childWithPhone = async (phone: string) => {
    children += 1;
    const code = `KE0420-U${RUN_TAG.slice(-3)}${children}`;
    const made = await as.project!.post<{ id: number }>('/api/participants', {
      ...aChild(code),
      // as staff type it: the menu knows the number in any form
      contactPhone: `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}`,
    });
    expect(made.status).toBe(201);
    await projectionsSettled(system);
    return { code, id: made.body.id };
  };

  beforeAll(async () => {
    // M-Pesa takes each request to pay and stays silent: the test looks at what was asked
    mpesa = buildMpesaSimulator({
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortCode: '600000',
      passKey: 'pass-key',
      stkOutcome: 'silent',
    });
    const mpesaUrl = await mpesa.app.listen({ port: 0, host: '127.0.0.1' });
    system = await startSystem({
      sms: { failureRate: 0 },
      env: {
        USSD_CALLBACK_SECRET: USSD_SECRET,
        USSD_SERVICE_CODE: USSD_CODE,
        MPESA_CONSUMER_KEY: 'key',
        MPESA_CONSUMER_SECRET: 'secret',
        MPESA_PASS_KEY: 'pass-key',
        MPESA_BASE_URL: mpesaUrl,
        MPESA_CALLBACK_BASE_URL: 'http://127.0.0.1:9',
        MPESA_CALLBACK_SECRET: 'ussd-test-money-secret-0123',
      },
    });
    for (const who of ['admin', 'project', 'project2', 'auditor', 'facilitator'])
      as[who] = await system.login(who);
  });
  afterAll(async () => {
    await system.stop();
    await mpesa.app.close();
  });

  it("walks a parent through the code, the PIN and their child's figures in English, each page one screen", async () => {
    const phone = newPhone();
    const child = await childWithPhone(phone);
    const s = dialling(system, phone);
    expect(await s.start()).toBe('CON Welcome. Choose a language:\n1. English\n2. Kiswahili');
    expect(await s.send('1')).toBe('CON We sent you a code by SMS. Enter the code:');
    expect(await s.send(lastCode(system, phone))).toBe('CON Choose a 4-digit PIN:');
    expect(await s.send('24')).toBe('CON A PIN is 4 digits. Choose a 4-digit PIN:');
    expect(await s.send('2468')).toBe('CON Enter the PIN again:');
    expect(await s.send('2468')).toBe("CON 1. Children's contributions\n2. Pay now (M-Pesa)\n0. Exit");
    const screen = await s.send('1');
    expect(screen).toContain(`${child.code} Achieng`);
    expect(screen).toMatch(/: KES 0 of KES 1,000 paid\nArrears: KES 0\nNo payments yet\n0\. Back$/);
    // a payment shows at once
    const [month] = (
      await as.project!.get<{ id: number }[]>(`/api/contributions?search=${child.code}&month=all`)
    ).body;
    expect((await as.project!.post('/api/payments', { contributionId: month!.id, amount: 400 })).status).toBe(
      201,
    );
    await projectionsSettled(system);
    const again = dialling(system, phone);
    await again.start();
    expect(await again.send('1')).toBe('CON Enter your PIN:');
    await again.send('2468');
    expect(await again.send('1')).toMatch(
      /KES 400 of KES 1,000 paid\nArrears: KES 0\nLast paid: \d\d\/\d\d KES 400/,
    );
    expect(await again.send('0')).toContain('0. Exit');
    expect(await again.send('0')).toBe('END Thank you.');
  });

  it('speaks Kiswahili when chosen', async () => {
    const phone = newPhone();
    await childWithPhone(phone);
    const s = dialling(system, phone);
    await s.start();
    expect(await s.send('2')).toBe('CON Tumekutumia nambari ya siri kwa SMS. Weka nambari hiyo:');
    expect(await s.send(lastCode(system, phone))).toBe('CON Chagua PIN ya tarakimu 4:');
    await s.send('1357');
    expect(await s.send('1357')).toBe('CON 1. Michango ya watoto\n2. Lipa sasa (M-Pesa)\n0. Toka');
    expect(await s.send('1')).toMatch(
      /KES 0 kati ya KES 1,000 imelipwa\nMalimbikizo: KES 0\nHakuna malipo bado\n0\. Rudi$/,
    );
    expect(system.sms!.simulator.requests.at(-1)?.message).toMatch(/^Nambari yako ya huduma ya USSD/);
  });

  it("shows a member their own group's figures, as their passbook does", async () => {
    const phone = newPhone();
    const groupId = (await as.facilitator!.post<{ id: number }>('/api/saving-groups', aGroup())).body.id;
    const memberId = (
      await as.facilitator!.post<{ id: number }>(
        '/api/group-members',
        aMember(groupId, '001', { memberPhone: phone }),
      )
    ).body.id;
    const saved = await as.facilitator!.post('/api/group-savings', {
      groupId,
      memberId,
      amount: 1250.5,
      savingDate: businessDate(new Date().toISOString()),
    });
    expect(saved.status).toBe(201);
    await projectionsSettled(system);
    await setPinByMenu(system, phone, '8642');
    const s = dialling(system, phone);
    await s.start();
    await s.send('1');
    expect(await s.send('8642')).toBe('CON 3. My savings group\n0. Exit');
    const screen = await s.send('3');
    const book = await as.facilitator!.get<{
      totals: { savings: number; loanOutstanding: number; finesOwed: number };
    }>(`/api/saving-groups/${groupId}/members/${memberId}/passbook`);
    expect(book.body.totals.savings).toBe(1250.5);
    expect(screen).toContain('Savings this cycle: KES 1,250.50');
    expect(screen).toContain('Loan: none');
    expect(screen).toContain('Fines owed: KES 0');
    expect(screen).toContain('Next meeting: not set');
  });

  it("asks the parent's own phone to pay the oldest month still owing, once however often the answer is sent", async () => {
    const phone = newPhone();
    const child = await childWithPhone(phone);
    await setPinByMenu(system, phone, '3690');
    const s = dialling(system, phone);
    await s.start();
    await s.send('1');
    await s.send('3690');
    expect(await s.send('2')).toBe(`CON Pay KES 1,000 for ${child.code} from this phone?\n1. Yes\n0. No`);
    expect(await s.send('1')).toBe(
      'END You will get an M-Pesa prompt for KES 1,000. Enter your M-Pesa PIN to pay.',
    );
    expect(await s.again()).toBe(
      'END You will get an M-Pesa prompt for KES 1,000. Enter your M-Pesa PIN to pay.',
    );
    const pushes = mpesa.pushes.filter((p) => p.reference === child.code);
    expect(pushes).toMatchObject([{ amountKes: 1000, phone: phone.slice(1) }]);
    // a second session while it waits is told so, and asks nothing more
    const later = dialling(system, phone);
    await later.start();
    await later.send('1');
    await later.send('3690');
    await later.send('2');
    expect(await later.send('1')).toBe(
      'END A request to pay is already on your phone. Answer it, or dial again in 3 minutes.',
    );
    expect(mpesa.pushes.filter((p) => p.reference === child.code)).toHaveLength(1);
    // one stopped at the question asks nothing
    const stopped = dialling(system, phone);
    await stopped.start();
    await stopped.send('1');
    await stopped.send('3690');
    await stopped.send('2');
    expect(mpesa.pushes.filter((p) => p.reference === child.code)).toHaveLength(1);
  });

  it('never shows another number’s child, and tells a number on no register nothing', async () => {
    const mine = newPhone();
    const theirs = newPhone();
    await childWithPhone(mine);
    const other = await childWithPhone(theirs);
    await setPinByMenu(system, mine, '1122');
    const s = dialling(system, mine);
    await s.start();
    await s.send('1');
    await s.send('1122');
    expect(await s.send('1')).not.toContain(other.code);
    expect(await dialling(system, newPhone()).start()).toBe(
      'END This number is not on the programme register. Please ask your facilitator or project office.',
    );
  });

  it('locks a number for an hour after three wrong PINs, however many sessions guess at once', async () => {
    const phone = newPhone();
    await childWithPhone(phone);
    await setPinByMenu(system, phone, '4321');
    const s = dialling(system, phone);
    await s.start();
    await s.send('1');
    expect(await s.send('0000')).toBe('CON Wrong PIN. 2 tries left. Enter your PIN:');
    expect(await s.send('1111')).toBe('CON Wrong PIN. 1 tries left. Enter your PIN:');
    expect(await s.send('2222')).toBe(
      'END Wrong PIN 3 times. The service is locked for this number for 1 hour.',
    );
    // the right PIN now is refused at the door
    expect(await dialling(system, phone).start()).toMatch(/^END Too many wrong PINs\. .* after \d\d:\d\d\.$/);
    const events = await system.store.readAll({ limit: 1_000_000 });
    expect(events.filter((e) => e.type === 'UssdLockedOut')).not.toHaveLength(0);
    expect(JSON.stringify(events.filter((e) => e.type.startsWith('Ussd')).map((e) => e.data))).not.toContain(
      phone.slice(4),
    );

    // eight sessions guessing together: at most three guesses are taken between two locks
    const other = newPhone();
    await childWithPhone(other);
    await setPinByMenu(system, other, '9753');
    const sessions = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const d = dialling(system, other);
        await d.start();
        await d.send('1');
        return d;
      }),
    );
    const answers = await Promise.all(sessions.map((d, i) => d.send(String(1000 + i))));
    expect(
      answers.filter((a) => a.startsWith('CON Wrong PIN') || a.startsWith('END Wrong PIN')).length,
    ).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.startsWith('END Too many wrong PINs')).length).toBeGreaterThanOrEqual(5);
  });

  it('lets staff reset a PIN (which lifts the lock), in their scope only, with a reason', async () => {
    const phone = newPhone();
    await childWithPhone(phone);
    await setPinByMenu(system, phone, '5555');
    const before = await eventCount(system);
    const reset = (who: string, body: unknown) =>
      as[who]!.post<{ phone: string } & ErrorBody>('/api/ussd/pin-resets', body);
    expect((await reset('project2', { phone, reason: 'Forgot the PIN' })).status).toBe(404);
    expect((await reset('auditor', { phone, reason: 'Forgot the PIN' })).status).toBe(403);
    expect((await reset('project', { phone, reason: 'x' })).status).toBe(400);
    expect((await reset('project', { phone: '12', reason: 'Forgot the PIN' })).status).toBe(400);
    expect(await eventCount(system)).toBe(before);
    const done = await reset('project', { phone: `0${phone.slice(4)}`, reason: 'Forgot the PIN' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.phone).toBe(`${phone.slice(0, 5)}******${phone.slice(-2)}`);
    const s = dialling(system, phone);
    await s.start();
    expect(await s.send('1')).toBe('CON We sent you a code by SMS. Enter the code:');
  });

  it('leaves nothing half done when a session stops: no PIN from one typed once, the old one kept', async () => {
    const phone = newPhone();
    await childWithPhone(phone);
    const s = dialling(system, phone);
    await s.start();
    await s.send('1');
    await s.send(lastCode(system, phone));
    await s.send('7777');
    // the phone never sends the PIN again: the session times out. A new one starts again with a code
    const next = dialling(system, phone);
    await next.start();
    expect(await next.send('1')).toBe('CON We sent you a code by SMS. Enter the code:');
    // a session that went quiet past its time takes no more input
    await system.db.pool.query(
      "UPDATE ussd_sessions SET updated_at = now() - interval '10 minutes' WHERE session_id = $1",
      [next.sessionId],
    );
    expect(await next.send(lastCode(system, phone))).toBe('END Your session has ended. Please dial again.');
  });

  it('answers a request sent again with the same page, acting once', async () => {
    const phone = newPhone();
    await childWithPhone(phone);
    const s = dialling(system, phone);
    await s.start();
    await s.send('1');
    const sent = system.sms!.simulator.requests.filter((r) => r.to.includes(phone)).length;
    expect(await s.again()).toBe('CON We sent you a code by SMS. Enter the code:');
    expect(system.sms!.simulator.requests.filter((r) => r.to.includes(phone))).toHaveLength(sent);
  });

  it('refuses a wrong path, service code, form or size, changing nothing, and never with a 500', async () => {
    const before = await eventCount(system);
    const form = { sessionId: randomUUID(), serviceCode: USSD_CODE, phoneNumber: '+254712345678', text: '' };
    const wrongPath = await system.commandApp.inject({
      method: 'POST',
      url: '/api/ussd/not-the-secret-0000000000',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([403, 404]).toContain(wrongPath.statusCode);
    expect((await post(system, { ...form, serviceCode: '*123#' })).statusCode).toBe(400);
    expect((await post(system, { ...form, sessionId: '' })).statusCode).toBe(400);
    expect((await post(system, { ...form, text: '1*'.repeat(600) })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await post(system, { ...form, text: '1\u0000' })).statusCode).toBe(400);
    expect((await post(system, { ...form, phoneNumber: 'not a phone' })).body).toMatch(/^END /);
    const big = await post(system, { ...form, text: 'x'.repeat(5000) });
    expect(big.statusCode).toBe(413);
    expect(await eventCount(system)).toBe(before);
  });
});
