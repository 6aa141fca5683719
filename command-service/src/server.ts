import { localGatewayOptions } from '@pm/infra/gateway';
import { serveHandedOverOrigin } from '@pm/infra/origin';
import { createRuntime, requireSessionSecret, serve } from '@pm/infra/runtime';
import { buildCommandApp, commandDeps } from './app';
import { startSmsDispatcher } from './features/sms/start';
import { startJobs } from './jobs';

const runtime = createRuntime();
const app = await buildCommandApp({ ...runtime, sessionSecret: requireSessionSecret(runtime.config) });
const stopJobs = startJobs(commandDeps(runtime), app.log);
app.addHook('onClose', async () => stopJobs());
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
