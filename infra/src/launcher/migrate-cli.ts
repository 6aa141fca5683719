import { withCliRuntime } from './database';

/** Applies pending migrations (docker-compose runs this once before the services start). */
await withCliRuntime(async () => {
  console.log('Migrations applied');
});
