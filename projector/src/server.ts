import { configOrExit } from '@pm/infra/config';
import { createLogger } from '@pm/infra/logger';
import { createRuntime, onShutdown } from '@pm/infra/runtime';
import { READ_MODELS } from './models';
import { runProjector } from './projector';

// A setting that is not valid stops it here, with a message naming it (@pm/infra/config).
const config = configOrExit();
const logger = createLogger('projector', config.logLevel);
// PROJECTOR_GATHER_MS (default 0): under heavy load, events of commands arriving within that window are
// projected as one batch per read model (one transaction instead of several) for as much more lag.
// PROJECTOR_PIPELINE (on by default): its connections are pipelined.
const runtime = createRuntime(
  config,
  { gatherMs: config.projector.gatherMs },
  { pipeline: config.projector.pipeline },
);
const controller = new AbortController();
let done: Promise<void> = Promise.resolve();

onShutdown(
  'projector',
  async () => {
    controller.abort();
    await done;
    await runtime.store.close();
    await runtime.pool.end();
  },
  config.logLevel,
);

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
