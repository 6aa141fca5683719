import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { withCliRuntime } from '@pm/infra/launcher/database';
import { READ_MODELS } from '../src/models';
import { rebuildModels } from '../src/rebuild';
const names = (process.env.MODELS ?? 'kpis').split(',');
const stats = new Map<string, { n: number; ms: number }>();
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, q: any, ...rest: any[]) {
  const text = typeof q === 'string' ? q : q?.text ?? q?.name ?? '?';
  const key = String(text).replace(/\s+/g, ' ').slice(0, 110);
  const t = performance.now();
  const r = orig.call(this, q, ...rest);
  if (r && typeof r.then === 'function') r.then(() => { const s = stats.get(key) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(key, s); }, () => {});
  return r;
};
await withCliRuntime(async ({ pool, store }) => {
  const models = READ_MODELS.filter((m) => names.includes(m.name));
  const t0 = performance.now();
  await rebuildModels(pool, store, models);
  console.log('total s', ((performance.now() - t0) / 1000).toFixed(1));
  for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
    console.log(s.ms.toFixed(0).padStart(7), 'ms', String(s.n).padStart(7), (s.ms / s.n * 1000).toFixed(0).padStart(6), 'us', k);
});
