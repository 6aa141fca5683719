import { withCliRuntime } from '@pm/infra/launcher/database';
import { commandDeps } from '../app';
import { seedDemoData } from './demo';

/** Seeds the demo data when the event store is empty (npm start runs this when DEMO_DATA is on). */
await withCliRuntime(async (runtime) => {
  const existing = await runtime.store.readAll({ limit: 1 });
  if (existing.length > 0) return;
  const started = Date.now();
  await seedDemoData(commandDeps(runtime));
  console.log(`Demo data created in ${Date.now() - started} ms`);
});
