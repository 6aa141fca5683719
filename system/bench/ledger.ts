/**
 * npm run bench:ledger — a group's books as of a date (GET /api/audit/groups/{id}/ledger?asOf=) and its
 * ledger (…/entries), for a group with BENCH_EVENTS money events (default 5,000: weekly savings of as many
 * members as it takes since January 2025, a loan a month with its repayment). Prints p50/p95/p99 over BENCH_REQUESTS requests at random
 * dates. Uses DATABASE_URL's server (a fresh database) or an embedded one.
 */
import { performance } from 'node:perf_hooks';
import { recordSaving } from '@pm/command-service/features/saving-groups/group';
import { issueLoan, recordRepayment } from '@pm/command-service/features/saving-groups/loan';
import { systemPrincipal } from '@pm/command-service/lib/actor';
import { systemContext } from '@pm/command-service/lib/define-command';
import { addDays, businessDate } from '@pm/domain';
import { setup, teardown } from '@pm/infra/testing/global-setup';
import { aGroup, aMember, projectionsSettled, type Written } from '../src/builders';
import { startSystem } from '../src/system';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

await setup();
const system = await startSystem();
try {
  const project = await system.login('project');
  const start = '2025-01-06';
  const groupId = (await project.post<Written>('/api/saving-groups', aGroup({ registrationDate: start })))
    .body.id;
  // enough members for EVENTS weekly savings between the start and today
  const weeks = Math.floor((Date.now() - Date.parse(start)) / (7 * 86_400_000)) + 1;
  const members: number[] = [];
  for (let i = 0; i < Math.ceil(EVENTS / weeks); i++)
    members.push(
      (await project.post<Written>('/api/group-members', aMember(groupId, `B${i}`, { joinedOn: start }))).body
        .id,
    );
  const ctx = (key: string) =>
    systemContext(system.deps, systemPrincipal('bench'), new Date().toISOString(), `bench:${key}`);
  const started = performance.now();
  let written = 0;
  for (let week = 0; written < EVENTS; week++) {
    const day = addDays(start, week * 7);
    if (day > businessDate(new Date().toISOString())) break;
    for (const [i, memberId] of members.entries()) {
      await recordSaving(ctx(`s${week}-${i}`), {
        groupId,
        memberId,
        amount: 50_000,
        savingDate: day,
        notes: null,
        meetingId: null,
      });
      written += 1;
    }
    if (week % 4 === 0) {
      const loan = await issueLoan(ctx(`l${week}`), {
        groupId,
        borrowerId: members[week % members.length]!,
        amount: 100_000,
        interestRate: 5,
        termMonths: 1,
        loanDate: day,
        purpose: 'Stock for the stall',
        guarantors: [],
        meetingId: null,
      });
      await recordRepayment(ctx(`r${week}`), {
        loanId: loan.id,
        amount: 105_000,
        paymentDate: day,
        notes: null,
        meetingId: null,
      });
      written += 4; // the fund's debit, the loan, the repayment and the fund's credit
    }
  }
  await projectionsSettled(system, 120_000);
  console.log(
    `group with ${written} money events written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const days = Math.max(1, Math.round((Date.now() - Date.parse(start)) / 86_400_000));
  for (const [label, url] of [
    ['ledger as of a random day', (d: string) => `/api/audit/groups/${groupId}/ledger?asOf=${d}`],
    ['entries (first page)', () => `/api/audit/groups/${groupId}/entries?limit=100`],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const response = await project.get(url(addDays(start, Math.floor(Math.random() * days))));
      times.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
    }
    const ms = (p: number) => percentile(times, p).toFixed(1).padStart(6);
    console.log(`${label.padEnd(28)} p50 ${ms(50)} ms  p95 ${ms(95)} ms  p99 ${ms(99)} ms`);
  }
} finally {
  await system.stop();
  await teardown();
}
