import Fastify from 'fastify';
import { serveHandedOverOrigin } from '../origin';

/**
 * A stand-in command service for origin.int.spec.ts: answers its commands itself, says which process
 * answered, and serves the connections its parent hands over (infra/src/origin.ts).
 */
const app = Fastify({ logger: false });
app.post('/api/who', async () => ({ by: 'command service', pid: process.pid }));
await app.ready();
const stop = await serveHandedOverOrigin(app, {
  readApiUrl: process.env.READ_API_URL!,
  commandServiceUrl: 'http://127.0.0.1:1',
  uiDist: '/nonexistent',
});
process.on('SIGTERM', () => {
  void stop?.().then(() => process.exit(0));
});
