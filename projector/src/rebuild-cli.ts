import { withCliRuntime } from '@pm/infra/launcher/database';
import { READ_MODELS } from './models';
import { rebuildModels } from './rebuild';

/**
 * npm run rebuild [model ...]: drops and rebuilds the named read models (all when none is named) from
 * position zero. Safe while the product runs: each model is rebuilt in one transaction.
 */
const names = process.argv.slice(2);
const unknown = names.filter((n) => !READ_MODELS.some((m) => m.name === n));
if (unknown.length > 0) {
  console.error(
    `Unknown read model(s): ${unknown.join(', ')}. Known: ${READ_MODELS.map((m) => m.name).join(', ')}`,
  );
  process.exit(2);
}
const models = names.length === 0 ? READ_MODELS : READ_MODELS.filter((m) => names.includes(m.name));
await withCliRuntime(async (runtime) => {
  const started = Date.now();
  await rebuildModels(runtime.pool, runtime.store, models);
  console.log(`Rebuilt ${models.map((m) => m.name).join(', ')} in ${Date.now() - started} ms`);
});
