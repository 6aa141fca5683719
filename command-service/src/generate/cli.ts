import { parseArgs } from 'node:util';
import { withCliRuntime } from '@pm/infra/launcher/database';
import { commandDeps } from '../app';
import { AlreadyGenerated, type GenerateSummary, generateProgramme } from './generate';
import { isScaleName, SCALES } from './scales';

/**
 * npm run generate -- --scale tiny|small|medium|kenya [--seed N] [--database-url URL]
 * Generates a year of a programme through the deciders and the event store (see README.md).
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'tiny' },
    seed: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
  },
});
const scale = values.scale;
const seed = Number(values.seed);
if (!isScaleName(scale) || !Number.isInteger(seed) || seed < 0 || seed > 99_999) {
  console.error(
    `Usage: npm run generate -- --scale ${Object.keys(SCALES).join('|')} [--seed 0..99999] [--database-url postgres://…]`,
  );
  process.exit(2);
}
// the same database the other tools use (DATABASE_URL, else the embedded one under DATA_DIR) unless named
if (values['database-url']) process.env.DATABASE_URL = values['database-url'];

/** What the generator made, by the events that say so. */
const ROWS: readonly [string, string][] = [
  ['regions', 'RegionCreated'],
  ['clusters', 'ClusterCreated'],
  ['projects', 'ProjectCreated'],
  ['children', 'ParticipantRegistered'],
  ['children who left', 'ParticipantInactivated'],
  ['contributions (months)', 'ContributionOpened'],
  ['payments', 'PaymentRecorded'],
  ['payments reversed', 'PaymentReversed'],
  ['saving groups', 'GroupRegistered'],
  ['members', 'MemberJoined'],
  ['members who left', 'MemberLeft'],
  ['meetings', 'MeetingScheduled'],
  ['attendance lists', 'AttendanceRecorded'],
  ['savings', 'SavingRecorded'],
  ['savings reversed', 'SavingReversed'],
  ['penalties', 'PenaltyImposed'],
  ['penalties paid', 'PenaltyPaid'],
  ['loans', 'LoanIssued'],
  ['repayments', 'RepaymentRecorded'],
  ['loans completed', 'LoanCompleted'],
];

const print = (summary: GenerateSummary) => {
  const n = (v: number) => v.toLocaleString('en');
  const width = 24;
  console.log(`\nGenerated the ${summary.scale} programme (seed ${summary.seed})\n`);
  for (const [label, type] of ROWS)
    console.log(`  ${label.padEnd(width)}${n(summary.counts.get(type) ?? 0).padStart(12)}`);
  const seconds = summary.milliseconds / 1000;
  console.log(`  ${'events appended'.padEnd(width)}${n(summary.events).padStart(12)}`);
  console.log(`  ${'multi-stream appends'.padEnd(width)}${n(summary.appends).padStart(12)}`);
  console.log(`  ${'time'.padEnd(width)}${`${seconds.toFixed(1)} s`.padStart(12)}`);
  console.log(
    `  ${'events per second'.padEnd(width)}${n(Math.round(summary.events / seconds)).padStart(12)}`,
  );
  console.log(
    '\nThe read tables fill as the projector catches up (it does when the product runs: npm start),' +
      '\nor rebuild them now with: npm run rebuild',
  );
};

await withCliRuntime(async (runtime) => {
  try {
    print(
      await generateProgramme(commandDeps(runtime), {
        scale,
        seed,
        onProgress: (line) => console.error(line),
      }),
    );
  } catch (e) {
    if (!(e instanceof AlreadyGenerated)) throw e;
    console.error(e.message);
    process.exitCode = 2;
  }
});
