import { createLogger } from '@pm/infra/logger';
import { createRuntime, onShutdown } from '@pm/infra/runtime';
import { READ_MODELS } from './models';
import { runProjector } from './projector';

const logger = createLogger('projector');
// PROJECTOR_GATHER_MS (default 0): under heavy load, events of commands arriving within that window are
// projected as one batch per read model (one transaction instead of several) for as much more lag.
const runtime = createRuntime(
  undefined,
  { gatherMs: Number(process.env.PROJECTOR_GATHER_MS ?? 0) || 0 },
  { pipeline: process.env.PROJECTOR_PIPELINE !== '0' },
);
const controller = new AbortController();
let done: Promise<void> = Promise.resolve();

onShutdown('projector', async () => {
  controller.abort();
  await done;
  await runtime.store.close();
  await runtime.pool.end();
});

// A failure (database restart, bad event) is logged and the loop resumes from the committed checkpoint.
const loop = async (): Promise<void> => {
  while (!controller.signal.aborted) {
    try {
      await runProjector(runtime.pool, runtime.store, READ_MODELS, controller.signal, { logger });
    } catch (e) {
      if (controller.signal.aborted) break;
      logger.error({ err: e }, 'projector failed; retrying in 1 s');
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
};
done = loop();
