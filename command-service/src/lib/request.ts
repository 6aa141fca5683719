import { createHash, randomUUID } from 'node:crypto';
import { ValidationError } from '@pm/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A client that sends an Idempotency-Key header gets the same key for a retried request, scoped to the
 * user and the request line so that keys cannot collide across users or routes; null without a header.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string | null => {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return null;
  if (key.length > 200) throw new ValidationError('Idempotency-Key must be at most 200 characters');
  return createHash('sha256')
    .update(`${request.session.userId ?? 'anon'}|${request.method} ${request.url}|${key}`)
    .digest('hex');
};

/**
 * The request's Idempotency-Key (as idempotencyKeyOf) with a hash of what it asks (its body and
 * If-Match): a retry must ask the same, or it is refused (lib/idempotency.ts). null without a key.
 */
export const keyedRequestOf = (request: FastifyRequest): { key: string; hash: string } | null => {
  const key = idempotencyKeyOf(request);
  if (key === null) return null;
  const hash = createHash('sha256')
    .update(JSON.stringify([request.body ?? null, request.headers['if-match'] ?? null]))
    .digest('hex');
  return { key, hash };
};

/** The command id is the idempotency key of the append: the client's key when given, else a new one. */
export const commandIdFor = (request: FastifyRequest): string => idempotencyKeyOf(request) ?? randomUUID();

/** If-Match: "3" pins the stream version the client saw; a stale one answers 409. */
export const expectedVersionFor = (request: FastifyRequest): number | undefined => {
  const header = request.headers['if-match'];
  if (typeof header !== 'string') return undefined;
  const version = Number(header.replaceAll('"', '').trim());
  if (!Number.isInteger(version) || version < -1)
    throw new ValidationError('If-Match must be a stream version');
  return version;
};

/** The cookie that carries the highest position the browser's session has written (read-your-writes). */
export const POSITION_COOKIE = 'pm.pos';

const positionIn = (value: unknown): bigint =>
  typeof value === 'string' && /^\d{1,19}$/.test(value) ? BigInt(value) : 0n;

/**
 * Remember the highest position this browser wrote, so the read API can wait for it (read-your-writes):
 * in a cookie rather than in the session row, which a command then never rewrites. It is not signed: a
 * forged value only makes the forger's own reads wait, bounded, as X-Min-Position already may.
 */
export const recordPosition = (
  request: FastifyRequest,
  reply: FastifyReply,
  position: bigint | null,
): void => {
  if (position === null || request.session.userId === undefined) return;
  if (position <= positionIn(request.cookies[POSITION_COOKIE])) return;
  reply.setCookie(POSITION_COOKIE, position.toString(), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
  });
};
