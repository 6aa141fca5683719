/**
 * A message for people with its English template and values, so the UI can show it in the user's
 * language: msg`Member ${{ memberId }} is not a member of this group` has the text 'Member 7 is not a
 * member of this group', the key 'Member {{memberId}} is not a member of this group' and the params
 * { memberId: 7 }.
 */
export interface Message {
  readonly text: string;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

type Param = Readonly<Record<string, string | number>>;

export const msg = (strings: TemplateStringsArray, ...values: Param[]): Message => {
  let text = strings[0] ?? '';
  let key = text;
  const params: Record<string, string | number> = {};
  values.forEach((value, i) => {
    const [name, given] = Object.entries(value)[0] ?? ['', ''];
    params[name] = given;
    text += String(given) + (strings[i + 1] ?? '');
    key += `{{${name}}}${strings[i + 1] ?? ''}`;
  });
  return { text, key, params };
};

/**
 * Domain errors carry a stable code and the HTTP status the services answer with, and the message's
 * key and values for the UI's translation (`messageKey` is the English template, the message itself
 * when it has no values). One fastify error handler maps them; anything else is a 500 whose message is
 * never shown.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  readonly messageKey: string;
  readonly messageParams: Readonly<Record<string, string | number>>;
  constructor(
    message: string | Message,
    readonly details?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.messageKey = typeof message === 'string' ? message : message.key;
    this.messageParams = typeof message === 'string' ? {} : message.params;
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
  constructor(message: string | Message = 'Not signed in') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'forbidden';
  readonly status = 403;
  constructor(message: string | Message = 'You do not have permission to do this') {
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
  constructor(message: string | Message = 'This record was changed by someone else. Reload and try again.') {
    super(message);
  }
}

/**
 * A request retried with its Idempotency-Key while its first attempt still runs (a slow database): the
 * first attempt's answer is not known yet. 409 with Retry-After; asked again later, it is answered.
 */
export class RequestInProgressError extends DomainError {
  readonly code = 'request_in_progress';
  readonly status = 409;
  /** Seconds to wait before asking again: the answer's Retry-After header. */
  readonly retryAfterSeconds = 2;
  constructor(
    message: string | Message = 'This request is still being processed. Try again in a few seconds.',
  ) {
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
  /** Seconds to wait before asking again (the answer's Retry-After), when the refusal knows it. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string | Message, details?: Record<string, string>, retryAfterSeconds?: number) {
    super(message, details);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A service the command needs (M-Pesa) is not configured or did not answer: nothing was done; try again. */
export class UnavailableError extends DomainError {
  readonly code = 'unavailable';
  readonly status = 503;
  readonly retryAfterSeconds = 30;
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
