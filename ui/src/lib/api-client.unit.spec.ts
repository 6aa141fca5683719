import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiGet,
  apiGetPage,
  apiSend,
  currentMinPosition,
  cutListTotal,
  errorFromResponse,
  isDatabaseUnavailable,
  notePosition,
  resetPosition,
  retryAfterMsOf,
} from './api-client';

describe('error messages', () => {
  it("uses the JSON body's message after the status", async () => {
    const response = new Response(
      JSON.stringify({ message: 'Project code KE0420 already exists', code: 'conflict' }),
      {
        status: 409,
        headers: { 'content-type': 'application/json' },
      },
    );
    const error = await errorFromResponse(response);
    expect(error.message).toBe('409: Project code KE0420 already exists');
    expect(error.code).toBe('conflict');
  });

  it('keeps the per-field details of a validation error', async () => {
    const body = {
      message: 'Project code is required',
      code: 'validation_failed',
      details: { code: 'Project code is required' },
    };
    const error = await errorFromResponse(new Response(JSON.stringify(body), { status: 400 }));
    expect(error.details).toEqual({ code: 'Project code is required' });
  });

  it("keeps the answer's Retry-After, and knows the services' answer while their database is away", async () => {
    const body = {
      message: 'The service cannot reach its database just now. Please try again in a few seconds.',
      code: 'database_unavailable',
    };
    const error = await errorFromResponse(
      new Response(JSON.stringify(body), { status: 503, headers: { 'retry-after': '5' } }),
    );
    expect(error.retryAfterMs).toBe(5_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(error.text).toBe(body.message);
    const other = await errorFromResponse(new Response('Service Unavailable', { status: 503 }));
    expect(other.retryAfterMs).toBeUndefined();
    expect(isDatabaseUnavailable(other)).toBe(false);
    expect(retryAfterMsOf('Wed, 21 Oct 2026 07:28:10 GMT', Date.UTC(2026, 9, 21, 7, 28, 0))).toBe(10_000);
    expect(retryAfterMsOf('soon')).toBeUndefined();
  });

  it('uses the body text when the body is not JSON', async () => {
    const error = await errorFromResponse(new Response('Bad gateway from the proxy', { status: 502 }));
    expect(error.message).toBe('502: Bad gateway from the proxy');
  });

  it('uses the status text when the body is empty', async () => {
    const error = await errorFromResponse(new Response(null, { status: 403, statusText: 'Forbidden' }));
    expect(error.message).toBe('403: Forbidden');
  });
});

describe('read-your-writes positions', () => {
  beforeEach(() => resetPosition());

  it('keeps the highest position, compared as numbers beyond 2^53', () => {
    notePosition('9007199254740993');
    notePosition('12');
    expect(currentMinPosition()).toBe('9007199254740993');
    notePosition('9007199254740994');
    expect(currentMinPosition()).toBe('9007199254740994');
  });

  it('ignores what is not a position', () => {
    notePosition('not a number');
    notePosition(undefined);
    expect(currentMinPosition()).toBeNull();
  });
});

describe('requests', () => {
  // fetch is replaced by a recorder: these tests are about the headers and bodies the client sends
  const sent: { url: string; init: RequestInit }[] = [];
  const answers: Response[] = [];

  beforeEach(() => {
    sent.length = 0;
    answers.length = 0;
    resetPosition();
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answers.shift() ?? new Response('[]', { status: 200 });
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  const headersOf = (index: number) => (sent[index]?.init.headers ?? {}) as Record<string, string>;

  it('sends the position of the last write on the next read, and not before', async () => {
    await apiGet('/api/projects');
    expect(headersOf(0)['X-Min-Position']).toBeUndefined();

    answers.push(new Response(JSON.stringify({ id: 9, position: '41' }), { status: 201 }));
    await apiSend('POST', '/api/projects', { code: 'KE0999', name: 'Test' });
    await apiGet('/api/projects');
    expect(headersOf(2)['X-Min-Position']).toBe('41');
  });

  it('sends cookies with every request', async () => {
    await apiGet('/api/user');
    await apiSend('PUT', '/api/projects/3', { isActive: false });
    expect(sent.map((request) => request.init.credentials)).toEqual(['include', 'include']);
  });

  it('sends JSON only with a body, so an empty POST is not an empty JSON document', async () => {
    await apiSend('POST', '/api/projects', { code: 'KE0999' });
    expect(headersOf(0)['Content-Type']).toBe('application/json');
    expect(sent[0]?.init.body).toBe('{"code":"KE0999"}');

    answers.push(new Response(null, { status: 204 }));
    await expect(apiSend('POST', '/api/logout')).resolves.toBeNull();
    expect(headersOf(1)['Content-Type']).toBeUndefined();
    expect(sent[1]?.init.body).toBeUndefined();
  });

  it('sends the extra headers of a command, such as an idempotency key', async () => {
    await apiSend('POST', '/api/payments', { contributionId: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(headersOf(0)['Idempotency-Key']).toBe('k-1');
    expect(headersOf(0)['Content-Type']).toBe('application/json');
  });

  it('rejects a failed command with the status and the server message', async () => {
    answers.push(
      new Response(JSON.stringify({ message: 'You do not have permission to do this' }), { status: 403 }),
    );
    await expect(apiSend('POST', '/api/regions', { name: 'East' })).rejects.toThrow(
      '403: You do not have permission to do this',
    );
  });
});

describe('paged lists', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const answering = (rows: unknown[], total: number, bounded = false) =>
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(rows), {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'x-total-count': String(total),
            ...(bounded ? { 'x-total-count-bounded': 'true' } : {}),
          },
        }),
    );

  it('remembers a list the server cut at its page size, and forgets it once whole', async () => {
    answering([1, 2, 3], 2500);
    await apiGet('/api/group-savings', { params: { groupId: 3 } });
    expect(cutListTotal('/api/group-savings')).toEqual({ total: 2500, atLeast: false });
    // a long list counted only so far is said to hold at least that many
    answering([1, 2, 3], 2001, true);
    await apiGet('/api/group-savings');
    expect(cutListTotal('/api/group-savings')).toEqual({ total: 2001, atLeast: true });
    answering([1, 2, 3], 3);
    await apiGet('/api/group-savings');
    expect(cutListTotal('/api/group-savings')).toBeNull();
  });

  it('reads one page with the whole count', async () => {
    answering([{ id: 1 }], 40);
    expect(await apiGetPage('/api/history/group-1', { params: { limit: 1 } })).toEqual({
      rows: [{ id: 1 }],
      total: 40,
    });
  });
});
