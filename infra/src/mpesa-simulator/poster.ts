/**
 * The simulator's callbacks: each posted as JSON after a delay, and again with a doubling wait while it is
 * not taken (no answer, or not 2xx), as M-Pesa retries a confirmation it could not deliver; counted so
 * that the tests can tell a refused post from a lost one.
 */
export interface PosterOptions {
  readonly delayMs: number;
  /** First wait before a post is tried again; doubling, at most 30 s. */
  readonly retryMs: number;
  /** Posts of one callback before it is given up. */
  readonly attempts: number;
}

export const callbackPoster = (options: PosterOptions) => {
  const pending = new Set<Promise<void>>();
  const counts = { given: 0, refusedPosts: 0, givenUp: 0 };

  const once = async (url: string, body: object): Promise<{ ok: boolean; answer: unknown }> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let answer: unknown = null;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = text;
      }
      return { ok: response.ok, answer };
    } catch {
      return { ok: false, answer: null };
    }
  };

  /** Posts now and answers what came back (validation: M-Pesa waits for the answer). */
  const ask = (url: string, body: object) => once(url, body);

  /**
   * Posts after the delay (`delayMs`, the poster's unless given), again while it is not taken; `times` posts it
   * more than once (a duplicate).
   */
  const post = (url: string, body: object, times = 1, delayMs = options.delayMs): Promise<void> => {
    const sent = (async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      for (let copy = 0; copy < times; copy++)
        for (let attempt = 1; ; attempt++) {
          if ((await once(url, body)).ok) {
            counts.given += 1;
            break;
          }
          counts.refusedPosts += 1;
          if (attempt >= options.attempts) {
            counts.givenUp += 1;
            break;
          }
          await new Promise((r) => setTimeout(r, Math.min(options.retryMs * 2 ** (attempt - 1), 30_000)));
        }
    })();
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
    return sent;
  };

  const settled = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return { ask, post, settled, counts };
};
