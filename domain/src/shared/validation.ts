import type { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from './bounds';
import { ValidationError } from './errors';

/**
 * Parses input with a zod schema and turns the first issue into a ValidationError whose message
 * is the schema's own message (the specification's text), with every field's first message in details.
 */
export const parseOrThrow = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  assertSafeText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationErrorOf(result.error);
};

export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object';

/** The first issue's message (the specification's text), with every field's first message in details. */
export const validationErrorOf = (error: z.ZodError): ValidationError => {
  const first = error.issues[0];
  // a whole input that is not an object (a body of `"text"`, `[]` or `7`) says so, instead of zod's
  // "Invalid input: expected object, received string"
  if (first?.path.length === 0 && first.code === 'invalid_type' && first.expected === 'object')
    return new ValidationError(NOT_AN_OBJECT_MESSAGE, { _: NOT_AN_OBJECT_MESSAGE });
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    details[key] ??= issue.message;
  }
  return new ValidationError(first?.message ?? 'Invalid input', details);
};

/** Refuses input holding text PostgreSQL cannot store (NUL, a lone surrogate), naming the field. */
export const assertSafeText = (input: unknown): void => {
  const path = unsafeTextPath(input);
  if (path !== null) throw new ValidationError(UNSAFE_TEXT_MESSAGE, { [path]: UNSAFE_TEXT_MESSAGE });
};
