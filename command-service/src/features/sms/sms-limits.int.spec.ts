import type { SmsPreview, SmsQueuedResult } from '@pm/domain/sms/rows';
import { type ErrorBody, projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type Response, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Hardening, "SMS": one ProjectAdmin sent 300 bulk messages in 7 s and "all parents" 20 times in a row,
 * all accepted, and a message with an emoji was counted one SMS though billed as several. Now a message is
 * counted in SMS as the gateway bills them (GSM-7 or UCS-2 parts times recipients), shown before a bulk
 * send (POST /api/sms/preview), and held to a budget per project and day, a pace per user and no repeat.
 * The limits are read with the configuration when the service starts: each system here is given its own.
 */
const LIMITS = {
  SMS_DAILY_PARTS_PER_PROJECT: '10000',
  SMS_SENDS_PER_MINUTE: '5',
  SMS_REPEAT_MINUTES: '10',
  SMS_PART_PRICE_KES: '0.80',
};

const projectOf = async (client: ApiClient) =>
  (await client.get<{ projectId: number }>('/api/user')).body.projectId;
let n = 0;
const toAll = (content: string, extra: Record<string, unknown> = {}) => ({
  content,
  recipientType: 'all',
  ...extra,
});
const unique = (text = 'Parents meeting on Saturday at 10am') => `${text} (${++n})`;
const refused = (response: Response<unknown>, status: number, message: string) => {
  expect(response.status).toBe(status);
  expect((response.body as ErrorBody).message).toBe(message);
};

describe('SMS limits: parts, budget, pace and repeats', () => {
  let system: System;
  let project: ApiClient;
  let cluster: ApiClient;
  let admin: ApiClient;
  let ke0420: number;

  beforeAll(async () => {
    system = await startSystem({ env: LIMITS });
    [project, cluster, admin] = await Promise.all([
      system.login('project'),
      system.login('cluster'),
      system.login('admin'),
    ]);
    ke0420 = await projectOf(project);
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('counts a message with an emoji as the SMS it is billed as, before and when it is sent', async () => {
    const content = `${unique('Mkutano wa wazazi utafanyika Jumamosi saa nne asubuhi katika kanisa, karibuni nyote')} 🙏`;
    expect(content.length).toBeGreaterThan(70);
    const preview = await project.post<SmsPreview>('/api/sms/preview', toAll(content));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ encoding: 'UCS-2', partsPerMessage: 2, partPrice: 0.8 });
    expect(preview.body.totalRecipients).toBeGreaterThan(0);
    expect(preview.body.totalParts).toBe(2 * preview.body.totalRecipients);
    expect(preview.body.cost).toBeCloseTo(0.8 * preview.body.totalParts, 2);
    expect(preview.body).toMatchObject({ dailyBudget: 10000, usedToday: 0, remainingToday: 10000 });

    const sent = await project.post<SmsQueuedResult>('/api/sms', toAll(content));
    expect(sent.status).toBe(201);
    expect(sent.body.parts).toBe(preview.body.totalParts);
    const after = await project.post<SmsPreview>('/api/sms/preview', toAll(unique()));
    expect(after.body).toMatchObject({ encoding: 'GSM-7', partsPerMessage: 1, usedToday: sent.body.parts });
  });

  it('refuses "all parents" again with the same text within 10 minutes: 20 in a row, one sent', async () => {
    const content = unique('Reminder: contributions are due this week');
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await project.post('/api/sms', toAll(content)));
    expect(answers[0]?.status).toBe(201);
    for (const answer of answers.slice(1))
      refused(answer, 422, 'This message was already sent to the same recipients in the last 10 minutes');
    // the same text to other recipients, or another text to the same, is a new message
    expect(
      (
        await project.post(
          '/api/sms',
          toAll(content, { recipientType: 'age_group', recipientFilter: '9-11' }),
        )
      ).status,
    ).toBe(201);
  });

  it('paces each user: a burst of 12 at once has 5 sent and 7 answered 429 with Retry-After', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        admin.post(
          '/api/sms',
          toAll(unique(), {
            projectId: ke0420,
            recipientType: 'custom_number',
            customPhoneNumber: '0712 000 111',
          }),
        ),
      ),
    );
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    for (const answer of burst.filter((r) => r.status === 429)) {
      expect((answer.body as ErrorBody).message).toMatch(
        /^You sent 5 messages in the last minute\. Wait \d+ seconds before sending another\.$/,
      );
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // another user of the same project is not held back by it
    const other = await cluster.post('/api/sms', toAll(unique(), { projectId: ke0420 }));
    expect(other.status).toBe(201);
  });
});

describe("SMS limits: a project's budget for the day", () => {
  let system: System;
  let project: ApiClient;
  let project2: ApiClient;

  beforeAll(async () => {
    system = await startSystem({ env: { ...LIMITS, SMS_DAILY_PARTS_PER_PROJECT: '5' } });
    [project, project2] = await Promise.all([system.login('project'), system.login('project2')]);
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  it("refuses a message beyond its project's budget for the day, saying what is left", async () => {
    // a message of another project (KE0420) the same day
    const other = await project.post<SmsQueuedResult>(
      '/api/sms',
      toAll(unique(), { recipientType: 'custom_number', customPhoneNumber: '0712 000 111' }),
    );
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const first = await project2.post<SmsQueuedResult>('/api/sms', toAll(unique()));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const each = first.body.parts;
    expect(each).toBeGreaterThan(0);
    let sent = each;
    while (
      (await project2.post<SmsPreview>('/api/sms/preview', toAll(unique()))).body.remainingToday >= each
    ) {
      expect((await project2.post('/api/sms', toAll(unique()))).status).toBe(201);
      sent += each;
    }
    const preview = await project2.post<SmsPreview>('/api/sms/preview', toAll(unique()));
    // its own project's day only: KE0420's message above is not counted here
    expect(preview.body).toMatchObject({ dailyBudget: 5, usedToday: sent, remainingToday: 5 - sent });
    const left = preview.body.remainingToday;
    expect(preview.body.totalParts).toBeGreaterThan(left);
    refused(
      await project2.post('/api/sms', toAll(unique())),
      422,
      `This message needs ${each} SMS, but only ${left} of the project's 5 for today are left. Send it to fewer recipients or tomorrow.`,
    );
  });
});
