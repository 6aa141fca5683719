import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntilReady } from './processes';

/**
 * `npm start` waits for a service that is slow to start (a busy machine) instead of giving up after 30 s
 * and stopping everything: here a service that refuses connections, then answers 503, then 200.
 */
describe('the launcher waits for a slow start', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0))
      await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A port nothing listens on yet; after `listenAfterMs` a service answers 503 until `readyAfterMs`. */
  const slowService = async (listenAfterMs: number, readyAfterMs: number): Promise<string> => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const started = Date.now();
    setTimeout(() => {
      const server = http.createServer((_req, res) => {
        res.writeHead(Date.now() - started >= readyAfterMs ? 200 : 503).end();
      });
      servers.push(server);
      server.listen(port, '127.0.0.1');
    }, listenAfterMs);
    return `http://127.0.0.1:${port}/api/health`;
  };

  it('waits past the old limit with progress lines while the service is not ready', async () => {
    const url = await slowService(600, 1500);
    const progress: number[] = [];
    const started = Date.now();
    const ready = await waitUntilReady(url, {
      isAlive: () => true,
      progressEveryMs: 300,
      progress: (waited) => progress.push(waited),
    });
    expect(ready).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('with a limit, answers false when it passes instead of throwing', async () => {
    const url = await slowService(10_000, 10_000);
    expect(await waitUntilReady(url, { isAlive: () => true, limitMs: 400 })).toBe(false);
  });

  it('stops waiting when the launcher is stopping', async () => {
    const url = await slowService(10_000, 10_000);
    let alive = true;
    setTimeout(() => {
      alive = false;
    }, 300);
    await expect(waitUntilReady(url, { isAlive: () => alive })).rejects.toThrow(/stopped while waiting/);
  });
});
