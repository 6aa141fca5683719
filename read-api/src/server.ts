import { createRuntime, requireSessionSecret, serve } from '@pm/infra/runtime';
import { buildReadApp } from './app';

const runtime = createRuntime();
const app = await buildReadApp({ ...runtime, sessionSecret: requireSessionSecret(runtime.config) });
await serve('read-api', app, runtime.config.readPort, runtime);
