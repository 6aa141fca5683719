import type { Contract } from '@pm/domain/api/contract';
import { commandResultSchema, errorSchema } from '@pm/domain/api/contract';
import {
  nestedDeeperThan,
  TOO_DEEP_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
  unsafeTextPath,
} from '@pm/domain/shared/bounds';
import { ValidationError } from '@pm/domain/shared/errors';
import { validationErrorOf } from '@pm/domain/shared/validation';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Routes declare zod schemas (from the domain's contracts); this compiles them for fastify. Invalid
 * input becomes the domain's ValidationError, so the answer is the same `{ message, code, details }` with
 * the specification's message as when a handler parses; answers are encoded through their schema, so a
 * read query whose columns drift from its row schema fails loudly instead of sending a wrong shape.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    if (nestedDeeperThan(data))
      return { error: new ValidationError(TOO_DEEP_MESSAGE, { _: TOO_DEEP_MESSAGE }) };
    const path = unsafeTextPath(data);
    if (path !== null)
      return { error: new ValidationError(UNSAFE_TEXT_MESSAGE, { [path]: UNSAFE_TEXT_MESSAGE }) };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: validationErrorOf(result.error) };
  };

/** Routes declared after it validate their input and encode their answers through their zod schemas. */
export const zodSchemasPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'pm-zod-schemas' },
);

const STANDARD_ERRORS = [400, 401] as const;
const NO_CONTENT = z.null().meta({ description: 'No content' });

/** The fastify schema of a contract: its inputs, its success answer and every error it can give. */
export const routeSchema = (contract: Contract): FastifySchema => {
  const response: Record<number, unknown> = {};
  if (contract.method === 'GET') response[200] = contract.response;
  else
    response[contract.status] =
      contract.status === 204 ? NO_CONTENT : (contract.response ?? commandResultSchema);
  const errors = new Set<number>(contract.public ? [400] : STANDARD_ERRORS);
  for (const status of contract.errors) errors.add(status);
  for (const status of errors) response[status] = errorSchema;
  return {
    summary: contract.summary,
    tags: [...contract.tags],
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.querystring ? { querystring: contract.querystring } : {}),
    ...('body' in contract && contract.body ? { body: contract.body } : {}),
    ...('multipart' in contract && contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(contract.public ? {} : { security: [{ session: [] }] }),
    response,
  };
};
