/**
 * npm run bench: appends to the PostgreSQL event store from concurrent writers while the projector
 * runs, and prints append throughput, append latency percentiles and how long after each append its
 * event was projected (the read-your-writes wait a user sees). Uses DATABASE_URL or an embedded server.
 */
import { performance } from 'node:perf_hooks';
import { exactly, noStream } from '@pm/infra/event-store/port';
import { withCliRuntime } from '@pm/infra/launcher/database';
import { READ_MODELS } from '../src/models';
import { runProjector } from '../src/projector';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const APPENDS = Number(process.env.BENCH_APPENDS ?? 2000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

await withCliRuntime(async ({ pool, store }) => {
  const run = Date.now().toString(36);
  const controller = new AbortController();
  const projecting = runProjector(pool, store, READ_MODELS, controller.signal);
  const appendLatency: number[] = [];
  const lag: number[] = [];
  const readCheckpoint = async () =>
    BigInt(
      (
        await pool.query<{ p: string }>(
          'SELECT coalesce(min(position), 0)::text AS p FROM projection_checkpoints',
        )
      ).rows[0]!.p,
    );

  const started = performance.now();
  let next = 0;
  const writer = async (w: number) => {
    const versions = new Map<string, number>();
    while (next < APPENDS) {
      const i = next++;
      const projectId = 1_000_000 + w * 100_000 + (i % 50);
      const stream = `project-bench-${run}-${projectId}`;
      const version = versions.get(stream);
      const t0 = performance.now();
      const result = await store.appendToStream(
        stream,
        [
          {
            type: version === undefined ? 'BenchProjectCreated' : 'BenchProjectTouched',
            data: { projectId, i },
            metadata: {
              commandId: `${run}-${i}`,
              actor: { kind: 'system', name: 'bench' },
              occurredAt: new Date().toISOString(),
            },
          },
        ],
        { expected: version === undefined ? noStream : exactly(version), commandId: `${run}-${i}` },
      );
      appendLatency.push(performance.now() - t0);
      versions.set(stream, result.version);
      if (i % 20 === 0) {
        const t1 = performance.now();
        while ((await readCheckpoint()) < result.position) await new Promise((r) => setTimeout(r, 1));
        lag.push(performance.now() - t1 + (appendLatency.at(-1) ?? 0));
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  const seconds = (performance.now() - started) / 1000;
  controller.abort();
  await projecting;

  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(`writers ${WRITERS}, appends ${APPENDS}, wall ${seconds.toFixed(2)} s`);
  console.log(`append throughput      ${(APPENDS / seconds).toFixed(0)} events/s`);
  console.log(
    `append latency ms      p50 ${fmt(percentile(appendLatency, 50))}  p95 ${fmt(percentile(appendLatency, 95))}  p99 ${fmt(percentile(appendLatency, 99))}`,
  );
  console.log(
    `append→projected ms    p50 ${fmt(percentile(lag, 50))}  p95 ${fmt(percentile(lag, 95))}  max ${fmt(Math.max(...lag))}  (n=${lag.length})`,
  );
});
