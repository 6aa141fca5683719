/**
 * npm run verify-log -- [--from <position>] [--expect <position>:<hash>] [--signed]: recomputes the hash
 * chain of the event log (chain.ts) and names the first position where it breaks; exits 0 when whole, 1
 * when broken, 2 on bad arguments. `--signed` also holds it to the heads signed each day
 * (log_head_signatures), each signature checked with the key of LOG_HEAD_KEY_FILE first. Uses
 * DATABASE_URL (or the embedded database of npm start).
 */
import { sql } from 'kysely';
import { rows as allRows, db } from '../db/typed';
import { withCliRuntime } from '../launcher/database';
import { type ChainBreak, type ChainVerification, verifyChain } from './chain';
import { headSignatureValid, loadHeadKey } from './head-signing';
import { parseVerifyLogArgs, VERIFY_LOG_USAGE, type VerifyLogArgs } from './verify-log-args';

const PROGRESS_EVERY = 100_000;

const REASONS: Record<ChainBreak, string> = {
  altered: 'the stored hash is not the one recomputed from the event: the event or its hash was changed',
  missing:
    'there is no event at this position: it was deleted, or the log ends before its head (or the head written down)',
  expected:
    'the recomputed hash is not the one written down: events up to here were changed and the hashes after them rewritten',
  head: 'the chain head (es_chain) does not match the last event',
};

const refuse = (message: string): never => {
  console.error(message);
  console.error(VERIFY_LOG_USAGE);
  process.exit(2);
};

let args: VerifyLogArgs = {};
try {
  args = parseVerifyLogArgs(process.argv.slice(2));
} catch (e) {
  refuse((e as Error).message);
}

const outcome = await withCliRuntime(async ({ config, pool }): Promise<ChainVerification | string> => {
  if (config.eventStoreUrl)
    return 'The events are in EventStoreDB (EVENTSTORE_URL): the hash chain belongs to the PostgreSQL log.';
  let reported = 0;
  const checkpoints: { position: bigint; hash: string }[] = [];
  if (args.signed) {
    const key = loadHeadKey(config.logHeadKeyFile, { create: false });
    const rows = await allRows(
      pool,
      db
        .selectFrom('log_head_signatures')
        .select((eb) => [
          sql<string>`${eb.ref('day')}::text`.as('day'),
          sql<string>`${eb.ref('position')}::text`.as('position'),
          sql<string>`encode(${eb.ref('hash')}, 'hex')`.as('hash'),
          'key_id',
          'signature',
        ])
        .orderBy('log_head_signatures.position'),
    );
    for (const r of rows) {
      if (r.key_id !== key.keyId)
        console.warn(
          `The head of ${r.day} was signed with another key (${r.key_id}): held to the chain unchecked`,
        );
      else if (!headSignatureValid(key, r, r.signature)) {
        console.log(
          `The head signed for ${r.day} (position ${r.position}) does not carry a valid signature of key ${key.keyId}: the row was written without the key.`,
        );
        process.exit(1);
      }
      checkpoints.push({ position: BigInt(r.position), hash: r.hash });
    }
    console.log(`${rows.length} signed heads to hold the chain to (key ${key.keyId})`);
  }
  try {
    return await verifyChain(pool, {
      ...args,
      checkpoints,
      onProgress: (checked, position) => {
        if (Math.floor(checked / PROGRESS_EVERY) === reported) return;
        reported = Math.floor(checked / PROGRESS_EVERY);
        console.log(`${checked} events checked, up to position ${position}`);
      },
    });
  } catch (e) {
    // a start past the head, found only once the head is read: the arguments do not fit this log
    if (e instanceof RangeError) return e.message;
    throw e;
  }
});

if (typeof outcome === 'string') refuse(outcome);
else if (outcome.ok) {
  console.log(
    `The chain is whole: ${outcome.checked} events checked; head at position ${outcome.head.position}, SHA-256 ${outcome.head.hash}`,
  );
  process.exit(0);
} else {
  console.log(`The chain breaks at position ${outcome.brokenAt}: ${REASONS[outcome.reason]}.`);
  if (outcome.expected) console.log(`  expected ${outcome.expected}`);
  if (outcome.stored) console.log(`  found    ${outcome.stored}`);
  console.log(`${outcome.checked} events before it checked whole.`);
  process.exit(1);
}
