import type { SmsDispatched, SmsQueued } from '@pm/domain';
import { openRecipientPhones } from '@pm/infra/crypto/sms-phones';
import { jobIdOf } from '@pm/infra/jobs/job-runner';
import { AfricasTalkingGateway } from '@pm/infra/sms/africas-talking';
import { allEvents, type Written } from '@pm/system/builders';
import { aMessage, smsRows, smsRowWhen } from '@pm/system/sms-testing';
import { type ApiClient, type SmsHarness, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_OUTCOME } from './dispatcher';

const requestsFor = (sms: SmsHarness, content: string) =>
  sms.simulator.requests.filter((r) => r.message === content).length;

const dispatchedOf = async (system: System, smsId: number) =>
  (await allEvents(system))
    .filter((e) => e.type === 'SmsDispatched' && (e.data as SmsDispatched['data']).smsId === smsId)
    .map((e) => e.data as SmsDispatched['data']);

describe('SMS outbox: the dispatcher hands each stored message to the gateway once', () => {
  let system: System;
  let sms: SmsHarness;
  let project: ApiClient;
  beforeAll(async () => {
    // the test starts and stops the dispatcher itself, as a crash and a restart would
    system = await startSystem({ sms: { failureRate: 0, dispatcher: false } });
    sms = system.sms!;
    project = await system.login('project');
  });
  afterAll(async () => {
    await system.stop();
  });

  it('a crash between storing and sending sends once after the restart', async () => {
    const first = aMessage({ content: 'Stored while the dispatcher was down (1)' });
    const second = aMessage({ content: 'Stored while the dispatcher was down (2)' });
    const ids: number[] = [];
    for (const body of [first, second]) ids.push((await project.post<Written>('/api/sms', body)).body.id);
    // stored, not sent: Pending, and the gateway has seen nothing
    await new Promise((r) => setTimeout(r, 300));
    expect((await smsRows(project)).filter((r) => ids.includes(r.id)).map((r) => r.status)).toEqual([
      'Pending',
      'Pending',
    ]);
    expect(requestsFor(sms, first.content) + requestsFor(sms, second.content)).toBe(0);

    sms.startDispatcher();
    for (const id of ids) await smsRowWhen(project, id, (r) => r.status === 'Sent' && r.deliveredCount === 8);
    await sms.stopDispatcher();
    sms.startDispatcher();
    await new Promise((r) => setTimeout(r, 600));
    await sms.stopDispatcher();
    sms.startDispatcher();
    await new Promise((r) => setTimeout(r, 600));

    expect(requestsFor(sms, first.content)).toBe(1);
    expect(requestsFor(sms, second.content)).toBe(1);
    for (const id of ids) expect(await dispatchedOf(system, id)).toHaveLength(1);
  });

  it('retries after gateway errors with a back-off, then sends once', async () => {
    sms.simulator.failNext(2);
    const body = aMessage({ content: 'Sent after two gateway errors' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    await smsRowWhen(project, id, (r) => r.status === 'Sent');
    expect(requestsFor(sms, body.content)).toBe(1);
    expect((await dispatchedOf(system, id))[0]?.attempts).toBe(3);
  });

  it('gives up after the last attempt and marks the message Failed', async () => {
    await sms.stopDispatcher();
    sms.startDispatcher({ maxAttempts: 3 });
    sms.simulator.failNext(100);
    const body = aMessage({ content: 'The gateway is down all along' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    const row = await smsRowWhen(project, id, (r) => r.status === 'Failed');
    sms.simulator.failNext(0);
    expect(row).toMatchObject({
      failedCount: 8,
      deliveredCount: 0,
      failureReason: 'The SMS gateway answered 500',
    });
    expect((await dispatchedOf(system, id))[0]?.attempts).toBe(3);
    expect(requestsFor(sms, body.content)).toBe(0);
  });

  /** Sent and delivered to all eight numbers, with one gateway request and one SmsDispatched, of attempt 1. */
  const sentOnceAtFirstAttempt = async (id: number, content: string) => {
    const row = await smsRowWhen(project, id, (r) => r.status === 'Sent' && r.deliveredCount === 8, 60_000);
    expect(row.failedCount).toBe(0);
    expect(requestsFor(sms, content)).toBe(1);
    const dispatched = await dispatchedOf(system, id);
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0]).toMatchObject({ status: 'Sent', attempts: 1 });
  };

  /** What a process killed during the gateway call of attempt `attempts` leaves behind: the claim, and no answer. */
  const leaveClaim = (id: number, attempts = 1) =>
    system.db.pool.query(
      `INSERT INTO sms_dispatches (sms_id, state, attempts, claimed_at) VALUES ($1, 'sending', $2, now() - interval '1 hour')`,
      [id, attempts],
    );

  it('a gateway that cannot be asked: a message whose call a crash interrupted is Failed, never sent again', async () => {
    await sms.stopDispatcher();
    const body = aMessage({ content: 'Interrupted during the gateway call' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    await leaveClaim(id);
    // Africa's Talking has no status query
    sms.startDispatcher({
      gateway: new AfricasTalkingGateway({ ...system.deps.config.sms!, statusQuery: false }),
    });
    const row = await smsRowWhen(project, id, (r) => r.status === 'Failed');
    expect(row.failureReason).toBe(UNKNOWN_OUTCOME);
    expect(requestsFor(sms, body.content)).toBe(0);
    await sms.stopDispatcher();
    sms.startDispatcher();
  });

  it('a send a crash interrupted after the gateway took it is resolved as Sent by asking the gateway', async () => {
    await sms.stopDispatcher();
    const body = aMessage({ content: 'Taken by the gateway as the service died' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    // the dead process's call: the gateway took the message; its delivery reports find no service
    const queued = (await allEvents(system)).find(
      (e) => e.type === 'SmsQueued' && (e.data as SmsQueued['data']).smsId === id,
    )!.data as SmsQueued['data'];
    const phones = await openRecipientPhones(
      system.db.pool,
      queued.recipients.map((r) => r.phone),
    );
    sms.callbacksDown = true;
    const refusedBefore = sms.simulator.refusedReportPosts;
    await new AfricasTalkingGateway(system.deps.config.sms!).send({
      to: [...new Set(phones.filter((p): p is string => p !== null))],
      text: body.content,
      reference: `sms-${id}-1`,
    });
    await leaveClaim(id);
    await new Promise((r) => setTimeout(r, 500));
    expect(sms.simulator.refusedReportPosts).toBeGreaterThan(refusedBefore);
    sms.callbacksDown = false;

    sms.startDispatcher();
    await sentOnceAtFirstAttempt(id, body.content);
  });

  it('a send a crash interrupted before the gateway got it is sent again, once', async () => {
    await sms.stopDispatcher();
    const body = aMessage({ content: 'Lost on its way to the gateway' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    await leaveClaim(id);
    sms.startDispatcher();
    await smsRowWhen(project, id, (r) => r.status === 'Sent' && r.deliveredCount === 8);
    expect(requestsFor(sms, body.content)).toBe(1);
    expect((await dispatchedOf(system, id))[0]?.attempts).toBe(2);
  });

  it('a dispatch job that fails after the gateway took the message is run again: Sent once, never sent twice', async () => {
    await sms.stopDispatcher();
    // the database refuses the first answer to be kept: the job fails after the gateway took the message
    await system.db.pool.query(`
      CREATE SEQUENCE keep_refusals;
      CREATE FUNCTION refuse_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('keep_refusals') = 1 THEN RAISE EXCEPTION 'the answer could not be kept'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_first_answer BEFORE UPDATE ON sms_dispatches FOR EACH ROW
        WHEN (NEW.state = 'answered' AND NEW.answer IS NOT NULL) EXECUTE FUNCTION refuse_first_answer();`);
    sms.startDispatcher({ staleAfterMs: 1000, maxAttempts: 10 });
    const body = aMessage({ content: 'Sent once although its job failed' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    await sentOnceAtFirstAttempt(id, body.content);
    // pg-boss ran the failed job again, and that run resolved the claim by asking the gateway
    const job = await system.db.pool.query<{ retry_count: number; state: string }>(
      `SELECT retry_count, state FROM pgboss.job WHERE name = 'sms-dispatch' AND id = $1`,
      [jobIdOf(id)],
    );
    expect(job.rows[0]?.retry_count).toBeGreaterThan(0);
    expect(job.rows[0]?.state).toBe('completed');
    await system.db.pool.query('DROP TRIGGER refuse_first_answer ON sms_dispatches');
    await sms.stopDispatcher();
    sms.startDispatcher();
  });

  it('delivery reports posted while the command service is down are recorded once it is back', async () => {
    sms.callbacksDown = true;
    const refusedBefore = sms.simulator.refusedReportPosts;
    const body = aMessage({ content: 'Reported while the service restarts' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    await smsRowWhen(project, id, (r) => r.status === 'Sent');
    await new Promise((r) => setTimeout(r, 600));
    expect((await smsRows(project)).find((r) => r.id === id)?.deliveredCount).toBe(0);
    expect(sms.simulator.refusedReportPosts).toBeGreaterThan(refusedBefore);
    sms.callbacksDown = false;
    await smsRowWhen(project, id, (r) => r.deliveredCount === 8, 30_000);
    expect(sms.simulator.failedReports).toBe(0);
  });
});
