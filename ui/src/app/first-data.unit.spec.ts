import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSignedInUser } from '@/features/auth/testing/signed-in';
import { firstDataFor } from './first-data';

const ANALYTICS = '/api/analytics/church-facilitator';

describe("the opened page's first reads, asked for while the app loads", () => {
  let urls: string[];
  let answer: () => Promise<Response>;
  beforeEach(() => {
    urls = [];
    answer = async () => new Response('{"totalGroups":2}', { status: 200 });
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const facilitator = aSignedInUser({ role: 'ChurchFacilitator' });

  it("are the facilitator dashboard's analytics, under the key the page reads them by", async () => {
    expect(await firstDataFor('/church-facilitator', facilitator)).toEqual([
      [[ANALYTICS], { totalGroups: 2 }],
    ]);
    expect(urls).toEqual([ANALYTICS]);
  });

  it('are nothing on another page, for another role, for nobody, or before the password is changed', async () => {
    expect(await firstDataFor('/saving-groups/groups', facilitator)).toEqual([]);
    expect(await firstDataFor('/church-facilitator', aSignedInUser({ role: 'ProjectAdmin' }))).toEqual([]);
    expect(await firstDataFor('/church-facilitator', null)).toEqual([]);
    expect(
      await firstDataFor(
        '/church-facilitator',
        aSignedInUser({ role: 'ChurchFacilitator', mustChangePassword: true }),
      ),
    ).toEqual([]);
    expect(urls).toEqual([]);
  });

  it('are left to the page when the server refuses them or does not answer within 2 s', async () => {
    answer = async () => new Response('{"message":"boom"}', { status: 500 });
    expect(await firstDataFor('/church-facilitator', facilitator)).toEqual([]);
    vi.useFakeTimers();
    answer = () => new Promise<Response>(() => {});
    const late = firstDataFor('/church-facilitator', facilitator);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await late).toEqual([]);
  });
});
