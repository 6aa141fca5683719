import { createHash, randomUUID } from 'node:crypto';
import { ValidationError } from '@pm/domain';
import type { FastifyRequest } from 'fastify';

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

/** Remember the highest position this session wrote, so the read API can wait for it (read-your-writes). */
export const recordPosition = (request: FastifyRequest, position: bigint | null): void => {
  if (position === null || request.session.userId === undefined) return;
  const current = BigInt(request.session.lastPosition ?? '0');
  if (position > current) request.session.lastPosition = position.toString();
};
