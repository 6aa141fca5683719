import net from 'node:net';

/**
 * A TCP proxy in front of the tests' PostgreSQL, to play a database that is away without touching the
 * server others use: `stop` is a stopped server (open connections cut, new ones refused), `freeze` one
 * stopped with SIGSTOP (connections accepted, nothing answered either way, nothing closed), `resume` the
 * server back.
 */
export interface TcpProxy {
  readonly port: number;
  /** `databaseUrl` through the proxy (its host and port replaced). */
  url(databaseUrl: string): string;
  stop(): Promise<void>;
  freeze(): void;
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  readonly client: net.Socket;
  upstream: net.Socket | null;
}

export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  let mode: 'open' | 'frozen' | 'stopped' = 'open';
  const pairs = new Set<Pair>();

  const cut = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };
  const flow = (pair: Pair) => {
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => cut(pair));
    upstream.on('close', () => cut(pair));
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    pair.client.resume();
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.pause();
    pair.upstream?.pause();
  };
  const release = (pair: Pair) => {
    if (!pair.upstream) return flow(pair);
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
    pair.client.resume();
    pair.upstream.resume();
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => cut(pair));
    client.on('close', () => cut(pair));
    if (mode === 'open') flow(pair);
    else client.pause(); // frozen: accepted by the kernel, never answered
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port,
    url: (databaseUrl) => {
      const u = new URL(databaseUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    stop: async () => {
      mode = 'stopped';
      const closed = stopListening();
      for (const pair of [...pairs]) cut(pair);
      await closed;
    },
    freeze: () => {
      mode = 'frozen';
      for (const pair of pairs) hold(pair);
    },
    resume: async () => {
      if (mode === 'open') return;
      if (mode === 'stopped') await listen(port);
      mode = 'open';
      for (const pair of pairs) release(pair);
    },
    close: async () => {
      mode = 'stopped';
      const closed = server.listening ? stopListening() : Promise.resolve();
      for (const pair of [...pairs]) cut(pair);
      await closed;
    },
  };
};

/** The host and port of a PostgreSQL URL (the tests' server). */
export const hostOf = (databaseUrl: string): { host: string; port: number } => {
  const u = new URL(databaseUrl);
  return { host: u.hostname || '127.0.0.1', port: Number(u.port || 5432) };
};
