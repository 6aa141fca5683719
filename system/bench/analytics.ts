/**
 * npm run bench:analytics — the answer time of GET /api/analytics/regional and /national at the demo's
 * size, then after loading a large programme through the commands (BENCH_PROJECTS projects, default 400,
 * in 8 regions of 5 clusters; BENCH_CHILDREN children, default 100,000, each with this month's
 * contribution and every third one paid). Both routes read the rolled-up read model, so their times
 * should not grow with the data. Uses DATABASE_URL's server (a fresh database) or an embedded one.
 */
import { performance } from 'node:perf_hooks';
import { recordPayment } from '@pm/command-service/features/contributions/service';
import { createCluster } from '@pm/command-service/features/hierarchy/cluster';
import { createProject } from '@pm/command-service/features/hierarchy/project';
import { createRegion } from '@pm/command-service/features/hierarchy/region';
import { bulkRegister } from '@pm/command-service/features/participants/bulk-upload';
import { systemPrincipal } from '@pm/command-service/lib/actor';
import { systemContext } from '@pm/command-service/lib/define-command';
import { businessDate, monthOf } from '@pm/domain';
import { setup, teardown } from '@pm/infra/testing/global-setup';
import { projectionsSettled } from '../src/builders';
import { startSystem } from '../src/system';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 400);
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 2000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

await setup();
const system = await startSystem();
const director = await system.login('director');
const measure = async (label: string) => {
  for (const url of ['/api/analytics/national', '/api/analytics/regional']) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const response = await director.get(url);
      times.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    }
    const ms = (p: number) => percentile(times, p).toFixed(2).padStart(7);
    console.log(`${label.padEnd(28)} ${url.padEnd(26)} p50 ${ms(50)} ms  p95 ${ms(95)} ms  p99 ${ms(99)} ms`);
  }
};

try {
  await projectionsSettled(system, 60_000);
  await measure('demo size');

  const now = new Date().toISOString();
  const principal = systemPrincipal('bench');
  const ctx = (key: string) => systemContext(system.deps, principal, now, `bench:${key}`);
  const started = performance.now();
  const projects: { id: number; code: string }[] = [];
  for (let r = 0; r < 8 && projects.length < PROJECTS; r++) {
    const regionId = (await createRegion(ctx(`r${r}`), { name: `Bench region ${r}`, description: null })).id;
    for (let c = 0; c < 5 && projects.length < PROJECTS; c++) {
      const clusterId = (
        await createCluster(ctx(`c${r}-${c}`), {
          name: `Bench cluster ${r}-${c}`,
          regionId,
          description: null,
        })
      ).id;
      for (let p = 0; p < Math.ceil(PROJECTS / 40) && projects.length < PROJECTS; p++) {
        const code = `BN${String(projects.length).padStart(4, '0')}`;
        const id = (
          await createProject(ctx(code), {
            code,
            name: `Bench ${code}`,
            clusterId,
            description: null,
            isActive: true,
          })
        ).id;
        projects.push({ id, code });
      }
    }
  }
  // the children arrive as a bulk upload does: the same schema and decider per row, chunks appended
  // together; every project's children in sheets of at most 5,000 rows
  const header = [
    'participantId',
    'firstName',
    'surname',
    'dateOfBirth',
    'gender',
    'parentGuardianName',
    'contactPhone',
    'projectId',
    'monthlyContribution',
  ];
  for (let from = 0; from < CHILDREN; from += 5000) {
    const rows = Array.from({ length: Math.min(5000, CHILDREN - from) }, (_, k) => {
      const i = from + k;
      const project = projects[i % projects.length]!;
      const values: Record<string, string> = {
        participantId: `${project.code}-${String(Math.floor(i / projects.length)).padStart(5, '0')}`,
        firstName: 'Bench',
        surname: `Child${i}`,
        dateOfBirth: '2015-05-05',
        gender: i % 2 ? 'Male' : 'Female',
        parentGuardianName: 'Guardian',
        contactPhone: '+254700000000',
        projectId: String(project.id),
        monthlyContribution: '500',
      };
      return { rowNumber: k + 2, values };
    });
    const result = await bulkRegister(ctx(`sheet-${from}`), {
      sheet: { header, rows },
      onProgress: async () => {},
    });
    if (result.errors.length > 0)
      throw new Error(`bulk rows refused: ${JSON.stringify(result.errors.slice(0, 3))}`);
    console.log(`  ${from + rows.length} children…`);
  }
  // a sample of payments through the ordinary command
  const month = monthOf(businessDate(now));
  const contributions = await system.db.pool.query<{ streamId: string }>(
    `SELECT owner AS "streamId" FROM unique_keys WHERE kind = 'contribution' AND key LIKE $1 LIMIT $2`,
    [`%:${month}`, PAYMENTS],
  );
  // KES 1 each: the demo's own contributions may be paid in full already (refused, and skipped)
  for (const [i, { streamId }] of contributions.rows.entries())
    await recordPayment(ctx(`pay-${i}`), {
      contributionId: Number(streamId.slice('contribution-'.length)),
      amount: 100,
      notes: null,
    }).catch(() => null);
  await projectionsSettled(system, 3_600_000);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `loaded ${projects.length} projects and ${CHILDREN} children (bulk upload) and ${contributions.rowCount} payments in ${seconds} s`,
  );
  await measure(`${projects.length} projects, ${CHILDREN} children`);
} finally {
  await system.stop();
  await teardown();
}
