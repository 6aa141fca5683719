import { sql } from 'kysely';
import type pg from 'pg';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value PostgreSQL can store: NUL removed and lone surrogates replaced by U+FFFD in every string,
 * nested ones included (jsonb refuses them as well). The edge refuses such text now; events stored
 * before it did (or by another writer) must not stop a read model.
 */
export const storable = (value: unknown): unknown => {
  if (typeof value === 'string')
    return value.includes('\u0000') || LONE_SURROGATE.test(value)
      ? value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD')
      : value;
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)]));
  return value;
};

/** Statement texts given a name, so PostgreSQL parses and plans each once per connection. */
const names = new Map<string, string>();
const MAX_NAMED = 2000;
const MAX_NAMED_PARAMETERS = 64;
const nameOf = (text: string): string | undefined => {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `pm_h${names.size}`;
    names.set(text, name);
  }
  return name;
};

/**
 * The transaction a handler gets: every query parameter passes through `storable`, and a parameterised
 * statement text is prepared once per connection (a handler's statement texts are few and fixed; past
 * MAX_NAMED distinct texts, the rest go unnamed).
 */
export const withStorableParameters = (tx: pg.PoolClient): pg.PoolClient =>
  new Proxy(tx, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (config: unknown, values?: unknown[], ...rest: unknown[]) => {
        // a multi-row VALUES statement has a text per row count: left unnamed
        if (
          Array.isArray(values) &&
          values.length <= MAX_NAMED_PARAMETERS &&
          typeof config === 'string' &&
          rest.length === 0
        ) {
          const name = nameOf(config);
          if (name) return target.query({ name, text: config, values: values.map(storable) });
        }
        if (Array.isArray(values))
          return target.query(config as string, values.map(storable), ...(rest as []));
        if (
          config !== null &&
          typeof config === 'object' &&
          'values' in config &&
          Array.isArray(config.values)
        ) {
          const query = config as pg.QueryConfig;
          // a typed query (infra/src/db/typed.ts) comes as a config of its text: prepared the same way
          const name =
            query.name ??
            (query.values!.length <= MAX_NAMED_PARAMETERS && rest.length === 0
              ? nameOf(query.text)
              : undefined);
          return target.query({ ...query, ...(name ? { name } : {}), values: query.values!.map(storable) });
        }
        return target.query(config as string, values as undefined);
      };
    },
  });

/**
 * Set (for the transaction) by the statement that locks the checkpoint: handlers' statements are
 * prepared too (above), and a table rebuilt or new has no statistics yet, so a generic plan made
 * from none would scan it; each call is planned with its own values instead (parsing is still saved).
 */
export const CUSTOM_PLANS = sql<string>`set_config('plan_cache_mode', 'force_custom_plan', true)`.as(
  'plan_cache_mode',
);
