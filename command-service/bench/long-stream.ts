/**
 * node --import tsx command-service/bench/long-stream.ts
 *
 * Command latency on one savings group as its stream grows from 100 to 100,000 events: RecordSaving
 * decided on the group (load, decide, append), with snapshots (as the product runs) and without (as
 * before). Prints p50 and p99 per size; the figures should stay flat with snapshots. Uses a fresh
 * database on DATABASE_URL's server, or an embedded PostgreSQL under .tmp/.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { groupStream } from '@pm/domain';
import { loadConfig } from '@pm/infra/config';
import { startEmbeddedPostgres } from '@pm/infra/db/embedded';
import { exactly } from '@pm/infra/event-store/port';
import { PostgresEventStore } from '@pm/infra/event-store/postgres';
import { Snapshots } from '@pm/infra/snapshots';
import { createTestDatabase } from '@pm/infra/testing/database';
import { commandDeps } from '../src/app';
import { createCluster } from '../src/features/hierarchy/cluster';
import { createProject } from '../src/features/hierarchy/project';
import { createRegion } from '../src/features/hierarchy/region';
import { enrolMember, recordSaving, registerGroup } from '../src/features/saving-groups/group';
import { systemPrincipal } from '../src/lib/actor';
import { systemContext } from '../src/lib/define-command';

const SIZES = (process.env.BENCH_SIZES ?? '100,1000,10000,100000').split(',').map(Number);
const WITH = Number(process.env.BENCH_COMMANDS ?? 100);
const WITHOUT = Number(process.env.BENCH_COMMANDS_BARE ?? 5);

const embedded = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres(path.resolve(import.meta.dirname, '../../.tmp/bench-pg'), 54331);
if (embedded) process.env.TEST_PG_URL = embedded.url;
const db = await createTestDatabase();
const store = new PostgresEventStore(db.pool);
const deps = commandDeps({ pool: db.pool, store, config: loadConfig({ DATABASE_URL: db.url }) });
const principal = systemPrincipal('bench');
let n = 0;
const ctx = (d = deps) => systemContext(d, principal, new Date().toISOString(), `bench:${n++}`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

try {
  const { id: regionId } = await createRegion(ctx(), { name: 'Bench Region', description: null });
  const { id: clusterId } = await createCluster(ctx(), {
    name: 'Bench Cluster',
    regionId,
    description: null,
  });
  const { id: projectId } = await createProject(ctx(), {
    code: 'BENCH1',
    name: 'Bench Project',
    clusterId,
    description: null,
    isActive: true,
  });
  const { id: groupId } = await registerGroup(ctx(), {
    name: 'Bench Savings Group',
    description: 'A group whose stream grows to 100,000 events',
    groupCode: null,
    presidentName: 'Jane Auma',
    presidentPhone: '+254711000001',
    secretaryName: 'Ruth Atieno',
    secretaryPhone: '+254711000002',
    treasurerName: 'Mary Anyango',
    treasurerPhone: '+254711000003',
    totalMembers: 10,
    maleMembers: 5,
    femaleMembers: 5,
    meetingDay: 'Monday',
    meetingTime: '14:00',
    meetingLocation: 'Church hall',
    meetingFrequency: 'Weekly',
    savingAmount: 20000,
    serviceChargeRate: 5,
    maxLoanAmount: null,
    bankName: null,
    accountNumber: null,
    registrationDate: '2025-01-06',
    cycleDuration: 12,
    projectId,
  });
  const members: number[] = [];
  for (let i = 0; i < 10; i++)
    members.push(
      (
        await enrolMember(ctx(), {
          groupId,
          memberNumber: String(i + 1).padStart(3, '0'),
          memberIdNumber: `ID${i}`,
          memberName: `Member ${i}`,
          memberPhone: '+254722000000',
          nextOfKinName: 'Kin',
          nextOfKinIdNumber: `K${i}`,
          nextOfKinPhone: '+254733000000',
          nextOfKinRelationship: 'Spouse',
          role: 'member',
          joinedOn: '2025-01-06', // before the savings below, whatever day the bench runs
        })
      ).id,
    );
  const stream = groupStream(groupId);
  const saving = (i: number) => ({
    groupId,
    memberId: members[i % members.length]!,
    amount: 5000,
    savingDate: '2026-11-02',
    notes: null,
    meetingId: null,
  });

  /** Grows the stream to `size` events with savings appended directly (fast), as years of meetings would. */
  const growTo = async (size: number) => {
    let version = (await store.readStream(stream, { from: 0 })).length - 1;
    let savingId = 10_000_000 + version;
    while (version + 1 < size) {
      const count = Math.min(5000, size - version - 1);
      const events = Array.from({ length: count }, (_, i) => ({
        type: 'SavingRecorded',
        data: { ...saving(i), savingId: savingId++, recordedBy: { userId: 0, username: 'bench' } },
        metadata: {
          commandId: `grow:${savingId}`,
          actor: principal.ref,
          occurredAt: new Date().toISOString(),
        },
      }));
      const result = await store.appendToStream(stream, events, {
        expected: exactly(version),
        commandId: `grow:${savingId}`,
      });
      version = result.version;
    }
  };

  const time = async (count: number, d = deps) => {
    const latencies: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await recordSaving(ctx(d), {
        groupId,
        memberId: members[i % members.length]!,
        amount: 5000,
        savingDate: '2026-11-02',
        notes: null,
        meetingId: null,
      });
      latencies.push(performance.now() - started);
    }
    return latencies;
  };

  // each timed command loads the group as a freshly started process would (the command service keeps the
  // states it appended, so in one process only the first command of a stream loads it): from its
  // snapshot and the events after it, or, without snapshots, from the whole stream
  const cold = { ...deps, aggregates: undefined };
  const bare = { ...cold, snapshots: new Snapshots(db.pool, Number.POSITIVE_INFINITY) };
  console.log('events in the group stream | RecordSaving p50 / p99 with snapshots | p50 without snapshots');
  for (const size of SIZES) {
    await growTo(size);
    await time(3); // takes a snapshot at this size, as the product would have long before
    const withSnapshots = await time(WITH, cold);
    await db.pool.query('DELETE FROM aggregate_snapshots WHERE stream_id = $1', [stream]);
    const without = await time(WITHOUT, bare);
    console.log(
      `${String(size).padStart(26)} | ${percentile(withSnapshots, 50).toFixed(1).padStart(8)} ms / ${percentile(withSnapshots, 99).toFixed(1)} ms | ${percentile(without, 50).toFixed(1)} ms`,
    );
  }
} finally {
  await store.close();
  await db.drop();
  await embedded?.stop();
}
