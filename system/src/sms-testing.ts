import type { SmsRow } from '@pm/domain/sms/rows';
import { allEvents } from './builders';
import type { ApiClient, System } from './system';

/** Helpers of the SMS API specs. */

export const smsRows = async (client: ApiClient, query = ''): Promise<SmsRow[]> => {
  const response = await client.get<SmsRow[]>(`/api/sms${query}`);
  if (response.status !== 200) throw new Error(`GET /api/sms: ${response.status}`);
  return response.body;
};

/** Waits until the message's row satisfies `done` (the dispatcher and the reports are asynchronous). */
export const smsRowWhen = async (
  client: ApiClient,
  id: number,
  done: (row: SmsRow) => boolean,
  timeoutMs = 15_000,
): Promise<SmsRow> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await smsRows(client)).find((r) => r.id === id);
    if (row && done(row)) return row;
    if (Date.now() > deadline) throw new Error(`SMS ${id} did not get there: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

export const queuedCount = async (system: System): Promise<number> =>
  (await allEvents(system)).filter((e) => e.type === 'SmsQueued').length;

let n = 0;
export const aMessage = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return { content: `Parents meeting on Saturday at 10am (${n})`, recipientType: 'all', ...overrides };
};
