import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { t } from '@/i18n';
import { isApiError } from './api-client';

/** A schema, or how to load it (the sign-in forms load zod only when first checked: the first screen stays light). */
type Schema<S extends z.ZodType> = S | (() => Promise<S>);
const resolve = <S extends z.ZodType>(schema: Schema<S>): Promise<S> =>
  Promise.resolve(typeof schema === 'function' ? (schema as () => Promise<S>)() : schema);

/**
 * Ant Design forms validated by the domain's zod schemas, so the browser shows exactly the messages the
 * server would answer with (in the user's language: the server's catalogue, `sw/server.json`). Each field's rule parses the whole form (refinements such as "Passwords don't
 * match" need the other fields) and reports the first issue whose path starts at that field.
 */
export const zodRule =
  (schema: Schema<z.ZodType>, field: string): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const result = (await resolve(schema)).safeParse(getFieldsValue(true));
      if (result.success) return;
      const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
      if (issue) throw new Error(t(issue.message));
    },
  });

/** Validates every field, then returns the schema's output (trimmed, transformed), or null when invalid. */
export const parseForm = async <S extends z.ZodType>(
  schemaOrLoad: Schema<S>,
  form: FormInstance,
): Promise<z.output<S> | null> => {
  const schema = await resolve(schemaOrLoad);
  try {
    await form.validateFields();
  } catch {
    return null;
  }
  const result = schema.safeParse(form.getFieldsValue(true));
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields: { name: string; errors: string[] }[] = [];
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!name || seen.has(name)) continue;
    seen.add(name);
    fields.push({ name, errors: [t(issue.message)] });
  }
  form.setFields(fields);
  return null;
};

/** Shows a 400's per-field `details` under the matching fields of the form; returns whether any matched. */
export const showServerFieldErrors = (form: FormInstance, error: unknown): boolean => {
  if (!isApiError(error) || !error.details) return false;
  // getFieldsValue() without arguments lists every registered field, filled or not
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const fields = Object.entries(error.details)
    .filter(([name]) => known.has(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  form.setFields(fields);
  return fields.length > 0;
};
