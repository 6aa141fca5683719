import { createRuntime, requireSessionSecret, serve } from '@pm/infra/runtime';
import { buildCommandApp } from './app';

const runtime = createRuntime();
const app = await buildCommandApp({ ...runtime, sessionSecret: requireSessionSecret(runtime.config) });
await serve('command-service', app, runtime.config.commandPort, runtime);
