import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmsSimulator, type SmsSimulator } from '../sms-simulator/simulator';
import { AfricasTalkingGateway } from './africas-talking';
import { GatewayError, type SmsSettings } from './gateway';

/** The Africa's Talking adapter against the simulator, which speaks the same HTTP API. */
describe("Africa's Talking adapter", () => {
  let simulator: SmsSimulator;
  let settings: SmsSettings;
  beforeAll(async () => {
    simulator = buildSmsSimulator({ username: 'sandbox', apiKey: 'key-1', failureRate: 0 });
    const baseUrl = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
    settings = {
      username: 'sandbox',
      apiKey: 'key-1',
      senderId: 'PMS',
      baseUrl,
      timeoutMs: 2000,
      statusQuery: true,
    };
  });
  afterAll(async () => {
    await simulator.app.close();
  });

  it('posts username, comma-separated numbers, message and sender id, and reads each number back', async () => {
    const answer = await new AfricasTalkingGateway(settings).send({
      to: ['+254712345678', '+254700'],
      text: 'Hello parents',
    });
    expect(simulator.requests.at(-1)).toEqual({
      username: 'sandbox',
      to: ['+254712345678', '+254700'],
      message: 'Hello parents',
      from: 'PMS',
    });
    expect(answer[0]).toMatchObject({
      number: '+254712345678',
      status: 'Success',
      statusCode: 101,
      cost: 'KES 0.8000',
    });
    expect(answer[0]?.messageId).toMatch(/^ATXid_/);
    expect(answer[1]).toMatchObject({ status: 'InvalidPhoneNumber', statusCode: 403, messageId: null });
  });

  it('does not retry a refusal (bad credentials), but does a 5xx answer or an unreachable gateway', async () => {
    const refused = new AfricasTalkingGateway({ ...settings, apiKey: 'wrong' }).send({
      to: ['+254712345678'],
      text: 'x',
    });
    await expect(refused).rejects.toMatchObject({ name: 'GatewayError', retryable: false });
    simulator.failNext(1);
    const outage = new AfricasTalkingGateway(settings).send({ to: ['+254712345678'], text: 'x' });
    await expect(outage).rejects.toEqual(new GatewayError('The SMS gateway answered 500', true));
    const gone = new AfricasTalkingGateway({ ...settings, baseUrl: 'http://127.0.0.1:9' }).send({
      to: ['+254712345678'],
      text: 'x',
    });
    await expect(gone).rejects.toMatchObject({ retryable: true });
  });

  it("answers what became of a referenced send (the simulator's status query); none without the setting", async () => {
    const gateway = new AfricasTalkingGateway(settings);
    const sent = await gateway.send({ to: ['+254712345678'], text: 'Asked about', reference: 'sms-7-1' });
    expect(await gateway.lookup?.('sms-7-1')).toEqual(sent);
    expect(await gateway.lookup?.('sms-7-2')).toBeNull();
    await expect(
      new AfricasTalkingGateway({ ...settings, apiKey: 'wrong' }).lookup?.('sms-7-1'),
    ).rejects.toMatchObject({ retryable: true });
    expect(new AfricasTalkingGateway({ ...settings, statusQuery: false }).lookup).toBeUndefined();
  });

  it('posts a delivery report again until it is taken (the receiver down, then up)', async () => {
    const received: string[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push(body);
        // the first answer is a restarting service's: not taken
        res.writeHead(received.length === 1 ? 502 : 200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    let up = false;
    const reporting = buildSmsSimulator({
      username: 'sandbox',
      apiKey: 'key-2',
      failureRate: 0,
      // nothing listens on port 9 while the receiver is "down"
      callbackUrl: () => (up ? `http://127.0.0.1:${port}/reports` : 'http://127.0.0.1:9/reports'),
      reportDelayMs: 10,
      reportRetryMs: 50,
    });
    try {
      const baseUrl = await reporting.app.listen({ port: 0, host: '127.0.0.1' });
      await new AfricasTalkingGateway({ ...settings, apiKey: 'key-2', baseUrl }).send({
        to: ['+254712345678'],
        text: 'Reported late',
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toHaveLength(0);
      up = true;
      await reporting.settled();
      expect(received).toHaveLength(2);
      expect(new URLSearchParams(received[1]).get('status')).toBe('Success');
      expect(reporting.failedReports).toBe(0);
      expect(reporting.refusedReportPosts).toBeGreaterThanOrEqual(3);
    } finally {
      await reporting.app.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
