/**
 * npm run verify: replays every saving group from the event store and compares its books with the read
 * tables behind the screens, figure by figure; prints each difference and exits 1 if there is any.
 * Uses DATABASE_URL (or the embedded database of npm start). The read models are first given up to 30 s
 * to catch up with the log, so a running product can be checked.
 */
import { withCliRuntime } from '@pm/infra/launcher/database';
import { verifyGroup } from './features/audit-verify';

const caughtUp = async (pool: import('pg').Pool): Promise<boolean> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await pool.query<{ behind: boolean }>(
      `SELECT coalesce((SELECT max(position) FROM es_events), 0)
              > coalesce((SELECT min(position) FROM projection_checkpoints), 0) AS behind`,
    );
    if (rows[0]?.behind === false) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
};

const differences = await withCliRuntime(async ({ pool, store }) => {
  if (!(await caughtUp(pool)))
    console.warn('The read models are still behind the log: differences may be lag.');
  const groups = await pool.query<{ id: number; name: string }>(
    'SELECT id, name FROM saving_groups ORDER BY id',
  );
  let found = 0;
  for (const group of groups.rows) {
    const diffs = await verifyGroup(store, pool, group.id);
    found += diffs.length;
    for (const d of diffs)
      console.log(
        `group ${group.id} (${group.name}): ${d.figure}: replay ${d.replay} ≠ read tables ${d.readModel}`,
      );
  }
  console.log(`${groups.rowCount} groups checked, ${found} difference${found === 1 ? '' : 's'}`);
  return found;
});
process.exit(differences === 0 ? 0 : 1);
