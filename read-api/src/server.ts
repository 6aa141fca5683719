import { forLongWork } from '@pm/infra/db/pool';
import { createRuntime, requireSessionSecret, serve } from '@pm/infra/runtime';
import { buildReadApp } from './app';
import { startAuditCheck } from './audit-check-job';

// its connections with the configured timeouts (DB_*_TIMEOUT_MS): a database that is away answers 503
const runtime = createRuntime(undefined, {}, { limited: true });
const app = await buildReadApp({ ...runtime, sessionSecret: requireSessionSecret(runtime.config) });
// started here rather than in buildReadApp, so tests that build the app do not run the daily check
const stopAuditCheck = startAuditCheck(
  // every group and project replayed: no statement timeout (its reads of the log go through the store)
  { pool: forLongWork(runtime.pool), store: runtime.store, logger: app.log },
  { intervalHours: runtime.config.auditCheckIntervalHours },
);
app.addHook('onClose', () => stopAuditCheck());
await serve('read-api', app, runtime.config.readPort, runtime);
