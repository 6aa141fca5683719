import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, defaultQueryFn } from './query-client';

const contextFor = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as QueryFunctionContext;

describe('the default query fetcher', () => {
  const urls: string[] = [];
  let status = 200;

  beforeEach(() => {
    urls.length = 0;
    status = 200;
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return status === 200
        ? new Response('{"ok":true}', { status })
        : new Response('{"message":"Not signed in"}', { status });
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('fetches the first element of the key, with an object second element as the query string', async () => {
    await expect(defaultQueryFn(contextFor(['/api/dashboard/stats', { projectId: 4 }]))).resolves.toEqual({
      ok: true,
    });
    expect(urls).toEqual(['/api/dashboard/stats?projectId=4']);
  });

  it('answers null for the current user when nobody is signed in', async () => {
    status = 401;
    await expect(defaultQueryFn(contextFor(['/api/user']))).resolves.toBeNull();
  });

  it('throws on a 401 anywhere else', async () => {
    status = 401;
    await expect(defaultQueryFn(contextFor(['/api/projects']))).rejects.toThrow('401: Not signed in');
  });
});

describe('query defaults (spec: limits)', () => {
  it('never retries, never refetches on focus and never goes stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
