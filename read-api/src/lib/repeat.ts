import type { FastifyBaseLogger } from 'fastify';

export interface RepeatOptions {
  /** Milliseconds before the first step. */
  readonly firstInMs: number;
  /** Milliseconds before the next step after one that failed. */
  readonly retryMs: number;
  /** One step: does what is due (or nothing) and answers how long to sleep before the next. */
  readonly step: (signal: AbortSignal) => Promise<number>;
  readonly logger: Pick<FastifyBaseLogger, 'error'>;
  /** Logged with the error when a step fails. */
  readonly failure: string;
}

/**
 * A background task of the read API (the replay check, the chain check): steps one after another, each
 * choosing the pause before the next, never two at once, the timer not keeping the process alive.
 * Answers how to stop it: no step starts after that, a running one is told by the signal and awaited.
 */
export const repeat = ({
  firstInMs,
  retryMs,
  step,
  logger,
  failure,
}: RepeatOptions): (() => Promise<void>) => {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (controller.signal.aborted) return;
    timer = setTimeout(tick, Math.max(ms, 0));
    timer.unref();
  };
  const tick = () => {
    running = step(controller.signal)
      .catch((e: unknown) => {
        logger.error({ err: e }, failure);
        return retryMs;
      })
      .then(schedule);
  };
  schedule(firstInMs);
  return async () => {
    controller.abort();
    clearTimeout(timer);
    await running;
  };
};
