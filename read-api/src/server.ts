import { createRuntime, requireSessionSecret, serve } from '@pm/infra/runtime';
import { buildReadApp } from './app';
import { startAuditCheck } from './audit-check-job';

const runtime = createRuntime();
const app = await buildReadApp({ ...runtime, sessionSecret: requireSessionSecret(runtime.config) });
// started here rather than in buildReadApp, so tests that build the app do not run the daily check
const stopAuditCheck = startAuditCheck(
  { pool: runtime.pool, store: runtime.store, logger: app.log },
  { intervalHours: runtime.config.auditCheckIntervalHours },
);
app.addHook('onClose', () => stopAuditCheck());
await serve('read-api', app, runtime.config.readPort, runtime);
