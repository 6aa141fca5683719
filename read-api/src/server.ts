import { requireDatabaseUrl } from '@pm/infra/config';
import { createPool, forLongWork } from '@pm/infra/db/pool';
import { createRuntime, requireSessionSecret, serve } from '@pm/infra/runtime';
import { AfricasTalkingGateway } from '@pm/infra/sms/africas-talking';
import { buildReadApp } from './app';
import { auditCheckJob } from './audit-check-job';
import { chainCheckJob } from './chain-check-schedule';
import { startChecks } from './checks';
import { headKeyOf } from './lib/head-key';

// its connections with the configured timeouts (DB_*_TIMEOUT_MS): a database that is away answers 503
const runtime = createRuntime(undefined, {}, { limited: true });
const { key: headKey, error: headKeyError } = headKeyOf(runtime.config);
const app = await buildReadApp({ ...runtime, sessionSecret: requireSessionSecret(runtime.config), headKey });
if (headKey)
  app.log.info({ keyId: headKey.keyId, file: runtime.config.logHeadKeyFile }, 'log head signing key');
else
  app.log.error(
    { err: headKeyError, file: runtime.config.logHeadKeyFile },
    'the log head signing key could not be read: the head is not signed',
  );
// started here rather than in buildReadApp, so tests that build the app do not run the checks.
// The hash chain is recomputed on a connection of its own without a statement timeout, so a full pass
// leaves the others alone; the replay check reads every group and project without one too.
const chainPool = createPool(requireDatabaseUrl(runtime.config), 1);
const stopChecks = await startChecks(runtime.pool, app.log, [
  auditCheckJob(
    { pool: forLongWork(runtime.pool), store: runtime.store, logger: app.log },
    { intervalHours: runtime.config.auditCheckIntervalHours },
  ),
  // the head signed daily and sent by SMS after a run that verified the chain
  chainCheckJob(
    {
      pool: chainPool,
      logger: app.log,
      key: headKey,
      sms: runtime.config.sms ? new AfricasTalkingGateway(runtime.config.sms) : null,
    },
    {
      intervalHours: runtime.config.chainCheckIntervalHours,
      fullIntervalHours: runtime.config.chainFullCheckIntervalHours,
    },
  ),
]);
app.addHook('onClose', async () => {
  await stopChecks();
  await chainPool.end();
});
await serve('read-api', app, runtime.config.readPort, runtime);
