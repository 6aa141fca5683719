import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendCommand } from './queue';
import type { QueuedCommand } from './queue-types';

const saving = {
  key: 'k-1',
  method: 'POST',
  url: '/api/group-savings',
  body: { groupId: 1, memberId: 2, amount: 100, savingDate: '2026-01-20' },
} as unknown as QueuedCommand;

const answering = (status: number, body: object) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

describe('sending a queued command', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a command whose first attempt still runs on the server, to send it again later', async () => {
    answering(409, {
      message: 'This request is still being processed. Try again in a few seconds.',
      code: 'request_in_progress',
    });
    expect(await sendCommand(saving, saving.url)).toEqual({ kind: 'unreachable' });
  });

  it('still reports a real conflict as refused', async () => {
    answering(409, {
      message: 'This record was changed by someone else. Reload and try again.',
      code: 'concurrency_conflict',
    });
    expect(await sendCommand(saving, saving.url)).toMatchObject({ kind: 'refused' });
  });
});
