import { randomUUID } from 'node:crypto';
import type { System } from '@pm/system/system';
import { expect } from 'vitest';

/** What the USSD tests dial: Africa's Talking's form posts, one session at a time, as a phone makes them. */

export const USSD_SECRET = 'ussd-test-secret-0123456789';
export const USSD_CODE = '*384*4040#';
export const USSD_PATH = `/api/ussd/${USSD_SECRET}`;

export const post = (system: System, form: Record<string, string>, remoteAddress = '127.0.0.1') =>
  system.commandApp.inject({
    method: 'POST',
    url: USSD_PATH,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });

/** A session on `phone`: each `send` adds an input, as the phone's next reply, and answers the page. */
export const dialling = (system: System, phone: string, sessionId = randomUUID()) => {
  const inputs: string[] = [];
  const page = async (): Promise<string> => {
    const answer = await post(system, {
      sessionId,
      serviceCode: USSD_CODE,
      phoneNumber: phone,
      networkCode: '63902',
      text: inputs.join('*'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // every page fits one USSD screen
    expect(answer.body.length, answer.body).toBeLessThanOrEqual(182);
    expect(answer.body).toMatch(/^(CON|END) /);
    return answer.body;
  };
  return {
    sessionId,
    start: page,
    send: async (input: string) => {
      inputs.push(input);
      return page();
    },
    /** The same request again (Africa's Talking retrying): answered the same page. */
    again: page,
  };
};

/** The last one-time code sent by SMS to `phone` (+254…), read off the SMS simulator. */
export const lastCode = (system: System, phone: string): string => {
  const sent = system.sms!.simulator.requests.filter((r) => r.to.includes(phone));
  const code = /\b(\d{6})\b/.exec(sent[sent.length - 1]?.message ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
};

/** Sets the PIN of `phone` through the menu (a code by SMS first), in `language` ('1' English, '2' Kiswahili). */
export const setPinByMenu = async (system: System, phone: string, pin: string, language = '1') => {
  const s = dialling(system, phone);
  await s.start();
  await s.send(language);
  await s.send(lastCode(system, phone));
  await s.send(pin);
  return s.send(pin);
};
