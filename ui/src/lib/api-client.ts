/**
 * The one way the browser talks to the server (spec: API calls, error catalogue): cookies on every request, JSON bodies,
 * and any non-success answer turned into an ApiError whose message is `${status}: ${text}`.
 *
 * Read-your-writes: every command answers with the global event-store position it wrote. We keep the
 * highest one seen and send it on every GET as X-Min-Position, so the read API waits until its tables
 * have caught up with the user's own writes before answering.
 */

import { currentLanguage, i18n, t } from '@/i18n';

export const MIN_POSITION_HEADER = 'X-Min-Position';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /**
     * The server's own message (the JSON body's `message`, in the user's language when the body gave its
     * `messageKey`), the body text, or the status text.
     */
    readonly text: string,
    readonly code?: string,
    readonly details?: Readonly<Record<string, string>>,
    /** The answer's Retry-After, in milliseconds: when asking again is worth it (a 503, a 409 in progress). */
    readonly retryAfterMs?: number,
  ) {
    super(`${status}: ${text}`);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The services' 503 while their database cannot be reached (stopped, restarting, frozen): its message
 * ("The service cannot reach its database just now. Please try again in a few seconds.", in the user's
 * language) is shown as it is, and a queued write is kept to be sent again.
 */
export const isDatabaseUnavailable = (error: unknown): error is ApiError =>
  isApiError(error) && error.code === 'database_unavailable';

/** Retry-After as milliseconds: seconds, or an HTTP date; undefined when absent or unreadable. */
export const retryAfterMsOf = (value: string | null, now: number = Date.now()): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
};

let highestPosition: bigint | null = null;

/** The highest position this tab has written, as sent in X-Min-Position (null before the first write). */
export const currentMinPosition = (): string | null =>
  highestPosition === null ? null : highestPosition.toString();

/** Remembers a position from a command's answer; lower or malformed positions are ignored. */
export const notePosition = (position: unknown): void => {
  if (typeof position !== 'string' && typeof position !== 'number' && typeof position !== 'bigint') return;
  let value: bigint;
  try {
    value = BigInt(position);
  } catch {
    return;
  }
  if (highestPosition === null || value > highestPosition) highestPosition = value;
};

/** Forgets the position (on sign-out: the next user starts from whatever the server has). */
export const resetPosition = (): void => {
  highestPosition = null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text of the server's in the user's language: English as sent; else its catalogue entry when known. */
export const localised = (text: string, key: string = text, params: Record<string, unknown> = {}): string => {
  if (currentLanguage() === 'en' || !i18n.exists(key)) return text;
  const words = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && i18n.exists(value) ? t(value) : value,
    ]),
  );
  return t(key, words);
};

const toStringRecord = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value))
    if (typeof message === 'string') out[key] = localised(message);
  return out;
};

/** Builds the ApiError for a non-success response (reads the body once). */
export const errorFromResponse = async (response: Response): Promise<ApiError> => {
  const body = await response.text().catch(() => '');
  let text = body.trim();
  let code: string | undefined;
  let details: Record<string, string> | undefined;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed) && typeof parsed.message === 'string' && parsed.message) {
        const key = typeof parsed.messageKey === 'string' ? parsed.messageKey : undefined;
        text = localised(parsed.message, key, isRecord(parsed.messageParams) ? parsed.messageParams : {});
        code = typeof parsed.code === 'string' ? parsed.code : undefined;
        details = toStringRecord(parsed.details);
      }
    } catch {
      // not JSON: the body text itself is the message
    }
  }
  return new ApiError(
    response.status,
    text || response.statusText || t('Request failed'),
    code,
    details,
    retryAfterMsOf(response.headers.get('retry-after')),
  );
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /** Query-string parameters; undefined and null values are left out. */
  readonly params?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  /** Extra headers, e.g. the Idempotency-Key of a payment. */
  readonly headers?: Readonly<Record<string, string>>;
}

export const withParams = (url: string, params?: RequestOptions['params']): string => {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};

/** Sends a request and returns the raw response once it is known to be a success. */
export const apiFetch = async (
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<Response> => {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const minPosition = method === 'GET' ? currentMinPosition() : null;
  if (minPosition !== null) headers[MIN_POSITION_HEADER] = minPosition;
  const response = await fetch(withParams(url, options.params), {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
};

const readJson = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
};

/**
 * Lists the server cut at its page size: path → the whole count (X-Total-Count above the rows sent), and
 * whether that count is only a lower bound (X-Total-Count-Bounded: a long list is not counted to its end).
 */
const cutLists = new Map<string, { readonly total: number; readonly atLeast: boolean }>();

/** How many rows the list at `path` holds when its last answer was cut at the page size, else null. */
export const cutListTotal = (path: string): { readonly total: number; readonly atLeast: boolean } | null =>
  cutLists.get(path) ?? null;

/** GET a JSON resource. The result's type is the caller's claim about the documented response shape. */
export const apiGet = async <T>(url: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> => {
  const response = await apiFetch('GET', url, options);
  const body = await readJson(response);
  const total = Number(response.headers.get('x-total-count'));
  if (Array.isArray(body) && Number.isFinite(total) && total > body.length)
    cutLists.set(url, { total, atLeast: response.headers.get('x-total-count-bounded') === 'true' });
  else cutLists.delete(url);
  return body as T;
};

/** One page of a list route: its rows and how many the whole list holds (X-Total-Count). */
export interface Page<T> {
  readonly rows: T[];
  readonly total: number;
}

/** GET one page of a paged list (`?limit`, `?offset`); the total comes from the X-Total-Count header. */
export const apiGetPage = async <T>(
  url: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<Page<T>> => {
  const response = await apiFetch('GET', url, options);
  const rows = ((await readJson(response)) ?? []) as T[];
  const total = Number(response.headers.get('x-total-count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
};

/** A command (POST/PUT/PATCH/DELETE): remembers the position it answered with, then returns the body. */
export const apiSend = async <T>(
  method: Exclude<Method, 'GET'>,
  url: string,
  body?: unknown,
  options: Pick<RequestOptions, 'headers' | 'signal'> = {},
): Promise<T> => {
  const json = await readJson(await apiFetch(method, url, { body, ...options }));
  if (isRecord(json) && 'position' in json) notePosition(json.position);
  return json as T;
};

/** The answer of every command that creates or changes an aggregate. */
export interface CommandResult {
  readonly id: number;
  readonly position: string;
}
