import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSmsSimulator, type SmsSimulator } from '../sms-simulator/simulator';
import { AfricasTalkingGateway } from './africas-talking';
import { GatewayError, type SmsSettings, smsSettingsFrom } from './gateway';

/** The Africa's Talking adapter against the simulator, which speaks the same HTTP API. */
describe("Africa's Talking adapter", () => {
  let simulator: SmsSimulator;
  let settings: SmsSettings;
  beforeAll(async () => {
    simulator = buildSmsSimulator({ username: 'sandbox', apiKey: 'key-1', failureRate: 0 });
    const baseUrl = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
    settings = { username: 'sandbox', apiKey: 'key-1', senderId: 'PMS', baseUrl, timeoutMs: 2000 };
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

  it('takes its settings from AT_* variables, the sandbox for the sandbox user', () => {
    expect(smsSettingsFrom({})).toBeNull();
    expect(smsSettingsFrom({ AT_API_KEY: 'k' })).toMatchObject({
      username: 'sandbox',
      baseUrl: 'https://api.sandbox.africastalking.com',
      senderId: undefined,
    });
    expect(smsSettingsFrom({ AT_API_KEY: 'k', AT_USERNAME: 'pms', AT_SENDER_ID: 'PMS' })).toMatchObject({
      username: 'pms',
      baseUrl: 'https://api.africastalking.com',
      senderId: 'PMS',
    });
  });
});
