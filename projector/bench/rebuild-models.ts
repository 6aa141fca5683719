/**
 * npm run bench:rebuild — on the programme already in DATABASE_URL (say after `npm run generate`), each
 * read model rebuilt alone from the log, slowest first: the events of the log per second it reaches, and
 * the event types it handles most, so the next batch handler goes where the time is. Then all models
 * together, as `npm run bench` measures them. Stop the product first: a rebuild holds the checkpoints.
 */
import { performance } from 'node:perf_hooks';
import { withCliRuntime } from '@pm/infra/launcher/database';
import { READ_MODELS } from '../src/models';
import { rebuildModels } from '../src/rebuild';

await withCliRuntime(async ({ pool, store }) => {
  const types = new Map<string, number>();
  for (let after = 0n; ; ) {
    const page = await store.readAll({ after, limit: 5000 });
    if (page.length === 0) break;
    for (const e of page) types.set(e.type, (types.get(e.type) ?? 0) + 1);
    after = page[page.length - 1]!.position;
  }
  const rows: { model: string; rate: number; seconds: number; handled: string }[] = [];
  for (const model of READ_MODELS) {
    const t = performance.now();
    const { events } = await rebuildModels(pool, store, [model]);
    const seconds = (performance.now() - t) / 1000;
    const handled = [...types]
      .filter(([type]) => model.handles.has(type))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([type, n]) => `${type} ${n.toLocaleString('en')}`)
      .join(', ');
    rows.push({ model: model.name, rate: events / seconds, seconds, handled });
  }
  rows.sort((a, b) => a.rate - b.rate);
  for (const r of rows)
    console.log(
      `${r.model.padEnd(14)} ${r.rate.toFixed(0).padStart(7)} events/s  ${r.seconds.toFixed(1).padStart(6)} s   ${r.handled}`,
    );
  const t = performance.now();
  const { events } = await rebuildModels(pool, store, READ_MODELS);
  const seconds = (performance.now() - t) / 1000;
  console.log(
    `all together   ${(events / seconds).toFixed(0).padStart(7)} events/s  ${seconds.toFixed(1).padStart(6)} s`,
  );
});
