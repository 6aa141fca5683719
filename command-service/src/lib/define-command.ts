import { ForbiddenError, isAuditor } from '@pm/domain';
import type { CommandContract, InputOf } from '@pm/domain/api/contract';
import { routeSchema } from '@pm/infra/http/contracts';
import { currentIdLedger } from '@pm/infra/ids';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../context';
import { requirePrincipal } from './actor';
import {
  type Execution,
  forOneCommand,
  hasUnverified,
  type Principal,
  StaleReadError,
  verifyLoaded,
} from './command-bus';
import { once } from './idempotency';
import { commandIdFor, expectedVersionFor, keyedRequestOf, recordPosition } from './request';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set before the body is validated on every route that is not public. */
    principal: Principal | null;
  }
}

/** What a command handler works with: the service's dependencies, who acts, when, and the append key. */
export interface CommandContext {
  readonly deps: CommandDeps;
  readonly principal: Principal;
  readonly now: string;
  readonly execution: Execution;
}

/** The context of a command the system runs itself (the demo seed, scheduled jobs, self-registration). */
export const systemContext = (
  deps: CommandDeps,
  principal: Principal,
  now: string,
  commandId: string,
): CommandContext => ({ deps: forOneCommand(deps), principal, now, execution: { commandId } });

const STALE_ATTEMPTS = 3;

/**
 * Runs a request's command on cached states without reading the log for them (optimistic), and decides
 * it again from the start when one turns out to be behind the log: before an append (verifyLoaded) or
 * before a refusal is answered, so neither an effect nor a refusal rests on a state that has moved.
 */
const decided = async <T>(
  deps: CommandDeps,
  work: (ctx: CommandContext) => Promise<T>,
  rest: Omit<CommandContext, 'deps'>,
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    // decided again from the start: the same ids again (a retried request's too)
    if (attempt > 1) currentIdLedger()?.rewind();
    const ctx: CommandContext = { ...rest, deps: forOneCommand(deps, attempt < STALE_ATTEMPTS) };
    try {
      return await work(ctx);
    } catch (e) {
      if (!(e instanceof StaleReadError)) {
        if (!hasUnverified(ctx.deps)) throw e;
        // a refusal: answered only if the states it rests on are the log's
        try {
          await verifyLoaded(ctx.deps);
        } catch (stale) {
          if (!(stale instanceof StaleReadError)) throw stale;
          continue;
        }
        throw e;
      }
    }
  }
};

/** What a command answers: the aggregate's id and the global position written (null: nothing changed). */
export interface Written {
  readonly id: number;
  readonly position: bigint | null;
}

export interface RouteContext {
  readonly deps: CommandDeps;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** One route of the command service: its contract and how it is answered. */
export interface CommandRoute {
  readonly contract: CommandContract;
  readonly handle: (route: RouteContext, input: InputOf<CommandContract>) => Promise<unknown>;
}

/** The signed-in user of a route that is not public (authenticated in onRequest). */
export const signedInPrincipal = (request: FastifyRequest): Principal => {
  if (!request.principal)
    throw new Error(`${request.method} ${request.url} is not public and needs a principal`);
  return request.principal;
};

const inputOf = (request: FastifyRequest) =>
  ({ params: request.params, query: request.query, body: request.body }) as never;

/**
 * A command route: run the handler once per Idempotency-Key (a retry is answered what happened:
 * lib/idempotency.ts), record the appended position in the session (read-your-writes) and answer
 * `{ id, position }` with the contract's status, the position as a string so the client can ask the
 * read API for at least that position.
 */
export const defineCommand = <C extends CommandContract>(
  contract: C,
  handler: (ctx: CommandContext, input: InputOf<C>) => Promise<Written>,
  /** Run after the command succeeded (a retry included), before the answer is sent. */
  afterSuccess?: (route: RouteContext) => Promise<void>,
): CommandRoute => ({
  contract,
  handle: async ({ deps, request, reply }) => {
    const principal = signedInPrincipal(request);
    const now = new Date().toISOString();
    const execution = { commandId: commandIdFor(request), expectedVersion: expectedVersionFor(request) };
    const response = await once(deps.pool, keyedRequestOf(request), async () => {
      const written = await decided(deps, (ctx) => handler(ctx, inputOf(request)), {
        principal,
        now,
        execution,
      });
      return {
        status: contract.status,
        body: { id: written.id, position: written.position?.toString() ?? null },
      };
    });
    const { position } = response.body as { position: string | null };
    recordPosition(request, reply, position === null ? null : BigInt(position));
    if (afterSuccess && response.status < 300) await afterSuccess({ deps, request, reply });
    return reply.code(response.status).send(response.body);
  },
});

/** A route answered by its own handler (sign-in, registration, uploads), still declared by its contract. */
export const defineRoute = <C extends CommandContract>(
  contract: C,
  handler: (route: RouteContext, input: InputOf<C>) => Promise<unknown>,
): CommandRoute => ({
  contract,
  handle: (route) => handler(route, inputOf(route.request)),
});

/** What every write answers a read-only Auditor (docs/access-policy.md). */
export const AUDITOR_WRITES = 'An Auditor reads and changes nothing';

const emptyBodyAsObject = async (request: FastifyRequest): Promise<void> => {
  if (request.body === undefined || request.body === null) request.body = {};
};

/**
 * Registers routes from their contracts: schemas for validation, answers and the OpenAPI document, and
 * authentication before anything else is read (an anonymous caller gets 401 before any body is parsed).
 */
export const registerCommandRoutes = (
  app: FastifyInstance,
  deps: CommandDeps,
  routes: readonly CommandRoute[],
): void => {
  app.decorateRequest('principal', null);
  for (const { contract, handle } of routes) {
    app.route({
      method: contract.method,
      url: contract.url,
      schema: routeSchema(contract),
      // a request without a body (a DELETE sent bare, a body of `null`) is read as `{}`: each field then
      // answers its own message ("A reason is required"), and a body whose fields are all optional is
      // accepted, instead of zod's "Invalid input: expected object, received null"
      ...(contract.body ? { preValidation: emptyBodyAsObject } : {}),
      ...(contract.public
        ? {}
        : {
            onRequest: async (request: FastifyRequest) => {
              request.principal = await requirePrincipal(deps, request, {
                beforePasswordChange: contract.beforePasswordChange === true,
              });
              if (isAuditor(request.principal.actor) && contract.readOnlyOpen !== true)
                throw new ForbiddenError(AUDITOR_WRITES);
            },
          }),
      handler: (request, reply) => handle({ deps, request, reply }, inputOf(request)),
    });
  }
};
