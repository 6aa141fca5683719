// Session and cookie typings (request.session, reply.clearCookie) and the session fields declared by infra.
import type {} from '@fastify/cookie';
import type {} from '@fastify/session';
import type {} from '@pm/infra/http/session-store';
