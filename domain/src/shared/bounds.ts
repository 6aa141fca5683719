import { z } from 'zod';

/**
 * Bounds that match storage, in one place: every schema, the OpenAPI document and the UI's forms take
 * ids, texts and dates from here, so a value the read tables cannot hold never enters the event log.
 */

/** Ids are PostgreSQL `integer` columns in the read tables. */
export const MAX_ID = 2_147_483_647;

/** A positive id in a JSON body. */
export const idSchema = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** An optional id in a JSON body (absent or null → null). */
export const optionalIdSchema = (message: string) =>
  idSchema(message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** Decimal digits of a positive 32-bit id, without a sign, leading zero, exponent or hex prefix. */
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** Parses the text of a path or query id strictly: `0x1`, `1e2`, `01`, ` 1` and ids above MAX_ID are refused. */
export const parseIdText = (text: string): number | null => {
  if (!ID_TEXT.test(text)) return null;
  const n = Number(text);
  return n <= MAX_ID ? n : null;
};

/** An id in a URL path (`/api/participants/{id}`): a string of digits, parsed strictly. */
export const pathIdSchema = (what: string) =>
  z
    .string()
    .regex(ID_TEXT, `${what} id must be a positive integer`)
    .transform((v, ctx) => {
      const n = parseIdText(v);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: `${what} id must be a positive integer` });
        return z.NEVER;
      }
      return n;
    });

/** `{ id }` path parameters. */
export const idParams = (what: string) => z.object({ id: pathIdSchema(what) });

/** An optional id in a query string (`?groupId=3`); blank means absent. */
export const queryIdSchema = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim();
      if (!text) return undefined;
      const n = parseIdText(text);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a positive integer` });
        return z.NEVER;
      }
      return n;
    });

/** A trimmed optional query text; blank means absent. */
export const queryTextSchema = (max = 200) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => {
      const text = v?.trim();
      return text ? text : undefined;
    });

/** A query value from a fixed list, with `all` (or blank) meaning no filter. */
export const queryChoiceSchema = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx): T[number] | undefined => {
      const text = v?.trim();
      if (!text || text === 'all') return undefined;
      if (!(values as readonly string[]).includes(text)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be one of ${values.join(', ')}` });
        return z.NEVER;
      }
      return text as T[number];
    });

/** `?projectId=`: a project id, or `all`/blank for every project in the caller's scope. */
export const projectQuerySchema = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = v?.trim();
    if (!text || text === 'all') return undefined;
    const n = parseIdText(text);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: 'projectId must be a project id' });
      return z.NEVER;
    }
    return n;
  });

/** `?limit=`: at most `max` rows. */
export const limitQuerySchema = (max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = v?.trim();
      if (!text) return undefined;
      const n = parseIdText(text);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: 'limit must be a positive integer' });
        return z.NEVER;
      }
      return Math.min(n, max);
    });

/** NUL, and UTF-16 surrogates that are not part of a pair: PostgreSQL text cannot hold them. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or broken Unicode';

/** True when a string can be stored as PostgreSQL text. */
export const isSafeText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** How deep an input may nest objects and arrays: no form of the product nests more than a few levels. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/**
 * Whether an input nests objects or arrays deeper than `max`, walked without recursion: a body nested ten
 * thousand levels deep once overflowed the stack of the checks below and answered 500.
 */
export const nestedDeeperThan = (value: unknown, max = MAX_INPUT_DEPTH): boolean => {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
};

/**
 * The path of the first string (a value or an object key) in an input that cannot be stored, or null.
 * Checked at the edge for every body, query and path, so no field, named or not, lets one through.
 */
export const unsafeTextPath = (value: unknown, path = ''): string | null => {
  if (typeof value === 'string') return isSafeText(value) ? null : path || '_';
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unsafeTextPath(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return path || '_';
      const found = unsafeTextPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
};

/** The most rows one answer of a list holds; more are reached with `offset`. */
export const MAX_PAGE = 1000;

/** `?offset=`: rows to skip, a non-negative whole number. */
export const offsetQuerySchema = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = v?.trim();
    if (!text || text === '0') return 0;
    const n = parseIdText(text);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: 'offset must be a whole number' });
      return z.NEVER;
    }
    return n;
  });

/** Paging of every list route: `?limit=` (at most MAX_PAGE, the default) and `?offset=`. */
export const pageQuery = { limit: limitQuerySchema(MAX_PAGE), offset: offsetQuerySchema };
