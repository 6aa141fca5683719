import type pg from 'pg';

/** The pool, counting its clients' statements and the tables they read (FROM or JOIN). */
export const countedPool = (pool: pg.Pool) => {
  const reads: string[] = [];
  const statements: string[] = [];
  const spy = (client: pg.PoolClient) =>
    new Proxy(client, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return (config: unknown, ...rest: unknown[]) => {
          const text = typeof config === 'string' ? config : (config as { text: string }).text;
          statements.push(text);
          // SQL text, or a typed query's (lower case, names quoted: `from "payments"`)
          for (const m of text.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)/gi))
            if (m[1] !== 'unnest' && !/^select$/i.test(m[1]!)) reads.push(m[1]!);
          return (target.query as (...a: unknown[]) => unknown).call(target, config, ...rest);
        };
      },
    });
  const counted = new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'connect') return async () => spy(await target.connect());
      return Reflect.get(target, property, receiver);
    },
  });
  return { pool: counted, reads, statements };
};

/**
 * A model's own statements among those counted (not the checkpoint's lock and move, nor the
 * transaction's), each as its verb and the table it writes or first reads: 'INSERT group_savings'.
 */
export const modelStatements = (statements: readonly string[]): string[] =>
  statements
    .filter((text) => !/projection_checkpoints|^\s*(BEGIN|COMMIT|ROLLBACK)\b/.test(text))
    .map((text) => {
      // SQL text, or a typed query's (lower case, names quoted)
      const m =
        /^\s*(INSERT) INTO "?(\w+)/i.exec(text) ??
        /^\s*(UPDATE) "?(\w+)/i.exec(text) ??
        /^\s*(DELETE) FROM "?(\w+)/i.exec(text) ??
        /^\s*(SELECT)\b.*?\bFROM "?(\w+)/is.exec(text);
      return m ? `${m[1]!.toUpperCase()} ${m[2]}` : text.trim().split(/\s+/).slice(0, 3).join(' ');
    });
