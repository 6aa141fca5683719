/**
 * npm run verify: replays every saving group and every project's contributions from the event store and
 * compares them with the read tables behind the screens, figure by figure; prints each difference and a
 * summary, and exits 1 if there is any. Uses DATABASE_URL (or the embedded database of npm start). The
 * read models are first given up to 30 s to catch up with the log, so a running product can be checked.
 */
import { withCliRuntime } from '@pm/infra/launcher/database';
import { caughtUp, verifyAll } from './features/audit-verify-all';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const differences = await withCliRuntime(async ({ pool, store }) => {
  if (!(await caughtUp(pool)))
    console.warn('The read models are still behind the log: differences may be lag.');
  const result = await verifyAll(store, pool);
  for (const d of result.differences)
    console.log(
      `${d.kind} ${d.id} (${d.name}): ${d.figure}: replay ${d.replay} ≠ read tables ${d.readModel}`,
    );
  console.log(
    `${plural(result.groups, 'group')} and ${plural(result.projects, 'project')} checked, ${plural(
      result.differences.length,
      'difference',
    )}`,
  );
  return result.differences.length;
});
process.exit(differences === 0 ? 0 : 1);
