import { configOrExit } from '@pm/infra/config';
import { localGatewayOptions } from '@pm/infra/gateway';
import { serveHandedOverOrigin } from '@pm/infra/origin';
import { createRuntime, requireSessionSecret, serve } from '@pm/infra/runtime';
import { buildCommandApp, commandDeps } from './app';
import { registerMpesaUrlsAtStart } from './features/mpesa-start';
import { startSmsDispatcher } from './features/sms/start';
import { startJobs } from './jobs';

// The service's followers of the log (the SMS outbox and receipts) read it at most once per
// COMMAND_FOLLOW_GATHER_MS (default 50) while commands keep coming, not once per group commit: a receipt
// leaves at most that much later, and the commands' cores are spared a read of the log per commit.
// its connections with the configured timeouts (DB_*_TIMEOUT_MS): a database that is away answers 503.
// A setting that is not valid stops it here, with a message naming it (@pm/infra/config).
const config = configOrExit();
const runtime = createRuntime(config, { gatherMs: config.commandFollowGatherMs }, { limited: true });
const app = await buildCommandApp({ ...runtime, sessionSecret: requireSessionSecret(runtime.config) });
// the job runner (pg-boss, infra/src/jobs/job-runner.ts) starts with the first of its users and stops with the last
const stopJobs = await startJobs(commandDeps(runtime), app.log);
app.addHook('onClose', () => stopJobs());
const stopSms = startSmsDispatcher(commandDeps(runtime), app.log);
app.addHook('onClose', () => stopSms());
// under npm start, the one origin's connections too (infra/src/origin.ts)
let stopOrigin: (() => Promise<void>) | undefined;
app.addHook('preClose', async () => stopOrigin?.());
await serve('command-service', app, runtime.config.commandPort, runtime);
stopOrigin = await serveHandedOverOrigin(
  app,
  localGatewayOptions(runtime.config, runtime.config.gatewayToken),
);
// listening on both: M-Pesa (Daraja, or npm start's simulator) is told where to post paybill payments
void registerMpesaUrlsAtStart(runtime.config, app.log);
