/**
 * Waits `ms`, or less when `signal` aborts first (a loop that must stop promptly on shutdown). The abort
 * listener goes when the wait ends, so a loop waiting on one long-lived signal does not pile them up.
 */
export const sleepUnlessAborted = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
