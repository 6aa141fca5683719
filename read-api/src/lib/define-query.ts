import { type Actor, UnauthenticatedError } from '@pm/domain';
import { type InputOf, isPaged, type QueryContract, type ResponseOf } from '@pm/domain/api/contract';
import { MAX_PAGE } from '@pm/domain/shared/bounds';
import { routeSchema } from '@pm/infra/http/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { actorOf, requireProgrammeActor, requireUser } from './actor';
import { type ReadModelName, waitForPosition } from './consistency';
import { HeavyWork, isHeavy } from './heavy-work';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in reader, set before the query string is validated on every route that is not public. */
    actor: Actor | null;
  }
}

/** What a read handler works with: the pool, the reader and the raw request and reply (for files). */
export interface QueryContext {
  readonly pool: pg.Pool;
  readonly actor: Actor;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface QueryRoute {
  readonly contract: QueryContract;
  /** The read models whose tables the route reads: read-your-writes waits for these only. */
  readonly reads: readonly ReadModelName[];
  readonly handle: (ctx: QueryContext, input: InputOf<QueryContract>) => Promise<unknown>;
}

/** A GET route: the contract's parsed params and query in, the contract's response out. */
export const defineQuery = <C extends QueryContract>(
  contract: C,
  reads: readonly ReadModelName[],
  handler: (ctx: QueryContext, input: InputOf<C>) => Promise<ResponseOf<C> | FastifyReply>,
): QueryRoute => ({ contract, reads, handle: handler as QueryRoute['handle'] });

const page = (request: FastifyRequest, reply: FastifyReply, rows: readonly unknown[]): unknown[] =>
  // a handler that paged its own rows (to spare work on the others) has said the total already
  reply.hasHeader('x-total-count') ? [...rows] : pageOf(request, reply, rows);

/**
 * One page of `rows` by the request's `?offset` and `?limit` (at most MAX_PAGE, the default), with the
 * whole count in X-Total-Count and the next page in a Link header. Called by the route registration for
 * every list, and by a handler that pages before doing costly work on each row (a stream's history).
 */
export const pageOf = <T>(request: FastifyRequest, reply: FastifyReply, rows: readonly T[]): T[] => {
  const { size, start } = pagingOf(request);
  tellPage(request, reply, rows.length);
  return rows.slice(start, start + size);
};

/** The page a request asks for: `?limit` (at most MAX_PAGE, the default) rows from `?offset`. */
export const pagingOf = (request: FastifyRequest) => {
  const { limit, offset } = request.query as { limit?: number; offset?: number };
  return { size: limit ?? MAX_PAGE, start: offset ?? 0 };
};

/** X-Total-Count, and the next page in a Link header while there is one. */
export const tellPage = (request: FastifyRequest, reply: FastifyReply, total: number) => {
  const { size, start } = pagingOf(request);
  reply.header('x-total-count', String(total));
  if (start + size < total) {
    const next = new URLSearchParams(request.url.split('?')[1] ?? '');
    next.set('offset', String(start + size));
    next.set('limit', String(size));
    reply.header('link', `<${request.url.split('?')[0]}?${next}>; rel="next"`);
  }
};

/**
 * Registers GET routes from their contracts. In onRequest, before the query string is validated: a
 * caller without a session gets 401 at once (never held by a read-your-writes wait), a signed-in one
 * waits (bounded) until the read tables hold their own writes, then is looked up and scoped.
 */
export const registerQueryRoutes = (
  app: FastifyInstance,
  pool: pg.Pool,
  readWaitMs: number,
  routes: readonly QueryRoute[],
): void => {
  app.decorateRequest('actor', null);
  const heavyWork = new HeavyWork();
  for (const { contract, reads, handle } of routes) {
    const paged = isPaged(contract);
    const heavy = isHeavy(contract);
    app.route({
      method: 'GET',
      url: contract.url,
      schema: routeSchema(contract),
      ...(contract.public
        ? {}
        : {
            onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
              if (request.session.userId === undefined) throw new UnauthenticatedError();
              // read-your-writes first: the reader's own row may be what they just wrote (registration)
              if (!(await waitForPosition(pool, request, readWaitMs, reads)))
                reply.header('x-read-stale', 'true');
              request.actor = contract.anyUser
                ? actorOf(await requireUser(pool, request))
                : await requireProgrammeActor(pool, request);
            },
          }),
      handler: async (request, reply) => {
        const actor = request.actor;
        if (!actor && !contract.public) throw new Error(`${contract.url} needs a signed-in reader`);
        const input = { params: request.params, query: request.query, body: undefined } as never;
        // a heavy answer holds one of its reader's few places while it is being worked out (a file is
        // built whole before it is sent, so the work is done when the handler is)
        const leave = heavy && actor ? heavyWork.enter(actor.userId) : undefined;
        try {
          const answer = await handle({ pool, actor: actor as Actor, request, reply }, input);
          return paged && Array.isArray(answer) ? page(request, reply, answer) : answer;
        } finally {
          leave?.();
        }
      },
    });
  }
};
