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

/** The transaction a handler gets: every query parameter passes through `storable`. */
export const withStorableParameters = (tx: pg.PoolClient): pg.PoolClient =>
  new Proxy(tx, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (config: unknown, values?: unknown[], ...rest: unknown[]) => {
        if (Array.isArray(values))
          return target.query(config as string, values.map(storable), ...(rest as []));
        if (
          config !== null &&
          typeof config === 'object' &&
          'values' in config &&
          Array.isArray(config.values)
        )
          return target.query({ ...(config as pg.QueryConfig), values: config.values.map(storable) });
        return target.query(config as string, values as undefined);
      };
    },
  });
