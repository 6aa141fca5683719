import type { SmsDispatched } from '@pm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEvents, type Written } from '../../testing/builders';
import { type ApiClient, type SmsHarness, type System, startSystem } from '../../testing/system';
import { UNKNOWN_OUTCOME } from './dispatcher';
import { aMessage, smsRows, smsRowWhen } from './sms-testing';

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

  it('never sends again a message whose gateway call a crash interrupted (at most once)', async () => {
    await sms.stopDispatcher();
    const body = aMessage({ content: 'Interrupted during the gateway call' });
    const { id } = (await project.post<Written>('/api/sms', body)).body;
    // what a process killed during the call leaves behind: the claim, and no answer
    await system.db.pool.query(
      `INSERT INTO sms_dispatches (sms_id, state, attempts, claimed_at) VALUES ($1, 'sending', 1, now() - interval '1 hour')`,
      [id],
    );
    sms.startDispatcher();
    const row = await smsRowWhen(project, id, (r) => r.status === 'Failed');
    expect(row.failureReason).toBe(UNKNOWN_OUTCOME);
    expect(requestsFor(sms, body.content)).toBe(0);
  });
});
