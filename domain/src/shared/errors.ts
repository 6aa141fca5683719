/**
 * Domain errors carry a stable code and the HTTP status the services answer with.
 * One fastify error handler maps them; anything else is a 500 whose message is never shown.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  constructor(
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  readonly code = 'validation_failed';
  readonly status = 400;
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'unauthenticated';
  readonly status = 401;
  constructor(message = 'Not signed in') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'forbidden';
  readonly status = 403;
  constructor(message = 'You do not have permission to do this') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'not_found';
  readonly status = 404;
}

export class ConcurrencyError extends DomainError {
  readonly code = 'concurrency_conflict';
  readonly status = 409;
  constructor(message = 'This record was changed by someone else. Reload and try again.') {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly code = 'conflict';
  readonly status = 409;
}

export class RuleViolation extends DomainError {
  readonly code = 'rule_violation';
  readonly status = 422;
}

export class TooManyRequestsError extends DomainError {
  readonly code = 'too_many_requests';
  readonly status = 429;
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
