import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { apiGet, isApiError, type RequestOptions } from './api-client';

/** The current-user query: a 401 there means "nobody is signed in", not an error. */
export const CURRENT_USER_URL = '/api/user';

const paramsOf = (key: QueryKey): RequestOptions['params'] => {
  const second = key[1];
  if (typeof second !== 'object' || second === null || Array.isArray(second)) return undefined;
  return second as RequestOptions['params'];
};

/**
 * The default fetcher (spec: API calls): the first element of the query key is the URL; an optional second
 * element that is an object becomes the query string. Throws on any failure, 401 included, except for
 * the current-user call, which answers null.
 */
export const defaultQueryFn = async ({ queryKey, signal }: QueryFunctionContext): Promise<unknown> => {
  const url = queryKey[0];
  if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL');
  try {
    return await apiGet<unknown>(url, { params: paramsOf(queryKey), signal });
  } catch (error) {
    if (url === CURRENT_USER_URL && isApiError(error) && error.status === 401) return null;
    throw error;
  }
};

export const createQueryClient = (): QueryClient => {
  // A 401 from any other call means the session ended (it expired, or the account was deactivated): forget
  // the user so the route guard sends the browser to /auth instead of leaving a broken page. (A failed
  // sign-in is a 401 too; the user is already null then, so nothing changes.)
  const forgetUserOn401 = (error: unknown) => {
    if (isApiError(error) && error.status === 401) client.setQueryData([CURRENT_USER_URL], null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== CURRENT_USER_URL) forgetUserOn401(error);
      },
    }),
    mutationCache: new MutationCache({ onError: forgetUserOn401 }),
    defaultOptions: {
      // spec: limits: no automatic retry, no refetch on focus, no polling, cached data never goes stale.
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      // a command runs whatever the connection: offline, a field command is kept in the phone's queue
      // (send-or-queue.ts) and any other fails with its message, instead of waiting paused for ever
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
};

/** Invalidates every query whose URL (first key element) is one of `urls` or starts with one of `prefixes`. */
export const invalidateUrls = (
  client: QueryClient,
  urls: readonly string[],
  prefixes: readonly string[] = [],
): Promise<void> =>
  client.invalidateQueries({
    predicate: (query) => {
      const url = query.queryKey[0];
      return (
        typeof url === 'string' && (urls.includes(url) || prefixes.some((prefix) => url.startsWith(prefix)))
      );
    },
  });
