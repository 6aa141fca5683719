import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** The request header that asks for the check, and the answer's header that names the tables. */
export const PLAN_CHECK_HEADER = 'x-plan-check';
export const SEQ_SCANS_HEADER = 'x-plan-seq-scans';

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly Plans?: readonly PlanNode[];
}

const seqScansOf = (node: PlanNode, into: Set<string>): void => {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) into.add(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScansOf(child, into);
};

/**
 * For benchmarks only (PM_EXPLAIN_READS=1; off in production): each SELECT a request that sends
 * `X-Plan-Check: 1` makes through the pool is also EXPLAINed, with the same parameters, and the answer
 * names in X-Plan-Seq-Scans the tables any of its plans reads by sequential scan (other requests are
 * answered as usual, so their timings are not disturbed). `npm run bench` looks
 * the tables' sizes up and reports the large ones per route (no read route scans a large table).
 */
export const explainReads = (app: FastifyInstance, pool: pg.Pool): void => {
  const requests = new AsyncLocalStorage<Set<string> | undefined>();
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
  const explained = async (config: unknown, values?: unknown): Promise<pg.QueryResult> => {
    const result = await query(config, values);
    const scans = requests.getStore();
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    if (scans && text && /^\s*(SELECT|WITH)\b/i.test(text)) {
      const params = typeof config === 'string' ? values : (config as { values?: unknown }).values;
      const plan = await query({ text: `EXPLAIN (FORMAT JSON) ${text}`, values: params });
      const [root] = plan.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[];
      if (root) seqScansOf(root.Plan, scans);
    }
    return result;
  };
  pool.query = explained as typeof pool.query;
  app.addHook('onRequest', (request, _reply, done) => {
    // set on every request (empty when not asked), so a store never outlives the request that asked
    requests.enterWith(request.headers[PLAN_CHECK_HEADER] === '1' ? new Set() : undefined);
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const scans = requests.getStore();
    if (scans) reply.header(SEQ_SCANS_HEADER, [...scans].sort().join(',') || '-');
    return payload;
  });
};
