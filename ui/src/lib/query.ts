import { queryOptions } from '@tanstack/react-query';
import { apiGet, type RequestOptions } from './api-client';

/**
 * The query of a GET resource, keyed the way the default fetcher and `invalidateUrls` read keys: the URL
 * first, then the query-string parameters when there are any.
 */
export const getQueryOptions = <T>(url: string, params?: RequestOptions['params']) =>
  queryOptions({
    queryKey: params === undefined ? [url] : [url, params],
    queryFn: ({ signal }) => apiGet<T>(url, { params, signal }),
  });
