import { z } from 'zod';
import { pageQuery } from '../shared/bounds';

/**
 * The contract of one HTTP route: method, URL, what it takes and what it answers, as zod schemas.
 * Both services register their routes from these declarations (validation and serialization), the
 * OpenAPI document is generated from them, and the UI takes its request and response types from them.
 */

/**
 * Every 4xx and 5xx answer. `details` names each invalid field with its first message. A domain's refusal
 * also carries `messageKey`, the message's English template, and `messageParams`, its values, so the UI
 * shows it in the user's language ('Cycle {{cycle}} is already closed', { cycle: 2 }).
 */
export const errorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    details: z.record(z.string(), z.string()).optional(),
    messageKey: z.string().optional(),
    messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorSchema>;

/** What every command that creates or changes an aggregate answers. */
export const commandResultSchema = z
  .object({
    id: z.number().int(),
    /** Global event-store position written, for read-your-writes (X-Min-Position); null when nothing changed. */
    position: z.string().nullable(),
  })
  .meta({ id: 'CommandResult' });
export type CommandResult = z.infer<typeof commandResultSchema>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** A response that is not JSON (CSV, spreadsheets): documented by content type. */
export interface FileResponse {
  readonly description: string;
  readonly content: Readonly<Record<string, { readonly schema: z.ZodType }>>;
}

interface RouteContract {
  readonly url: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  /** 4xx answers besides the ones every route may give (401 when not signed in, 400 on bad input). */
  readonly errors: readonly ErrorStatus[];
}

export interface CommandContract extends RouteContract {
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly status: 200 | 201 | 202 | 204;
  readonly body?: z.ZodType;
  /** Defaults to `{ id, position }`. */
  readonly response?: z.ZodType;
  /** Routes anyone may call (sign-in, registration). */
  readonly public?: boolean;
  /** multipart/form-data upload; documented, parsed by the handler after authorisation. */
  readonly multipart?: boolean;
  /** Allowed while the user still has to replace a one-time password (changing it). */
  readonly beforePasswordChange?: boolean;
  /**
   * Open to the read-only Auditor: it changes no programme data (one's own password, an export). Every
   * other command answers an Auditor 403 before its body is read.
   */
  readonly readOnlyOpen?: boolean;
}

export interface QueryContract extends RouteContract {
  readonly method: 'GET';
  readonly response: z.ZodType | FileResponse;
  readonly public?: boolean;
  /** Any signed-in user, also one still waiting for a role (default: programme roles only, 403 otherwise). */
  readonly anyUser?: boolean;
  /**
   * Costly to answer (a replay of many streams): like every file answer (an export, a PDF), at most a
   * few run at once for one user, the next answered 429 with Retry-After (read-api/src/lib/heavy-work.ts),
   * so one account's burst cannot keep everyone else's reads waiting.
   */
  readonly heavy?: boolean;
}

export type Contract = CommandContract | QueryContract;

export const commandContract = <
  const C extends Omit<CommandContract, 'errors'> & { errors?: readonly ErrorStatus[] },
>(
  contract: C,
): C & { errors: readonly ErrorStatus[] } => ({ ...contract, errors: contract.errors ?? [] });

export const queryContract = <
  const C extends Omit<QueryContract, 'method' | 'errors'> & { errors?: readonly ErrorStatus[] },
>(
  contract: C,
): C & { method: 'GET'; errors: readonly ErrorStatus[] } => ({
  ...contract,
  method: 'GET',
  errors: contract.errors ?? [],
});

export const isFileResponse = (response: QueryContract['response']): response is FileResponse =>
  !(response instanceof z.ZodType);

/** A CSV download, documented as text/csv. */
export const csvResponse = (description: string): FileResponse => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The parsed input a handler receives: params, query and body after their schemas ran. */
export interface InputOf<C extends RouteContract> {
  readonly params: Out<C['params']>;
  readonly query: Out<C['querystring']>;
  readonly body: C extends CommandContract ? Out<C['body']> : undefined;
}

/** What a query route answers (the response row types the UI imports). */
export type ResponseOf<C extends QueryContract> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : string;

/** A request body as the client sends it (before the schema's transforms). */
export type BodyOf<C extends CommandContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** Money on the wire: KES as a number with at most two decimals (numeric in the read tables). */
export const kesSchema = z.number().meta({ description: 'KES, at most two decimals' });
/** A calendar date, YYYY-MM-DD. */
export const dateTextSchema = z.string().meta({ description: 'YYYY-MM-DD' });
/** An instant, ISO 8601 in UTC. */
export const instantSchema = z.string().meta({ description: 'ISO 8601 instant' });

const withPaging = (extras: QueryExtras): z.ZodType | undefined => {
  if (!(extras.response instanceof z.ZodArray)) return extras.querystring;
  const query = extras.querystring ?? z.object({});
  if (!(query instanceof z.ZodObject) || 'limit' in query.shape) return extras.querystring;
  return query.extend(pageQuery);
};

/** Whether a contract's answers are paged (see withPaging). */
export const isPaged = (contract: QueryContract): boolean =>
  contract.querystring instanceof z.ZodObject && 'offset' in contract.querystring.shape;

type CommandExtras = Omit<CommandContract, 'method' | 'url' | 'status' | 'summary' | 'tags' | 'errors'> & {
  readonly errors?: readonly ErrorStatus[];
};
type QueryExtras = Omit<QueryContract, 'method' | 'url' | 'summary' | 'tags' | 'errors'> & {
  readonly errors?: readonly ErrorStatus[];
};

/**
 * Contracts of one area, one line each: `command('POST /api/group-savings', 201, 'Record a saving
 * (RecordSaving)', { body: recordSavingSchema, errors: [403, 404, 422] })`.
 */
export const contractsOf = (tag: string) => ({
  command: <
    const M extends CommandContract['method'],
    const S extends CommandContract['status'],
    const X extends CommandExtras,
  >(
    route: `${M} /api/${string}`,
    status: S,
    summary: string,
    extras: X = {} as X,
  ) => {
    const space = route.indexOf(' ');
    return commandContract({
      ...extras,
      method: route.slice(0, space) as M,
      url: route.slice(space + 1),
      status,
      summary,
      tags: [tag],
    });
  },
  /** A list (an array answer) is paged: `?limit` and `?offset` join its query string unless it has a limit of its own. */
  query: <const X extends QueryExtras>(url: `/api/${string}`, summary: string, extras: X) =>
    queryContract({
      ...extras,
      querystring: withPaging(extras),
      url,
      summary,
      tags: [tag],
      // a heavy answer may be refused while the reader has others running (see QueryContract.heavy)
      ...(extras.heavy === true || isFileResponse(extras.response)
        ? { errors: [...new Set<ErrorStatus>([...(extras.errors ?? []), 429])] }
        : {}),
    }),
});
