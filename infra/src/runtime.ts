import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type Config, configOrExit, requireDatabaseUrl } from './config';
import { createPool } from './db/pool';
import { createEventStore } from './event-store';
import type { EventStore } from './event-store/port';
import { createLogger } from './logger';

export interface Runtime {
  readonly config: Config;
  readonly pool: pg.Pool;
  readonly store: EventStore;
}

/**
 * A process's database and event store. `config`: the configuration its entry point read once
 * (configOrExit: a setting that is not valid stops the process there, with a message naming it).
 */
export const createRuntime = (
  config: Config = configOrExit(),
  storeOptions: { readonly gatherMs?: number } = {},
  poolOptions: {
    readonly pipeline?: boolean;
    /**
     * A service that answers requests (the command service, the read API): its connections get the
     * configured timeouts (config.database), so a database that is away is answered 503 within seconds
     * instead of holding requests. Without it none, for the projector's long batches and rebuilds and the
     * command-line tools (migrations, rebuilds, seeding).
     */
    readonly limited?: boolean;
  } = {},
): Runtime => {
  const url = requireDatabaseUrl(config);
  const pool = createPool(url, 10, {
    ...(poolOptions.pipeline === undefined ? {} : { pipeline: poolOptions.pipeline }),
    ...(poolOptions.limited ? { limits: config.database } : {}),
  });
  const store = createEventStore({
    pool,
    connectionString: url,
    eventStoreUrl: config.eventStoreUrl,
    ...storeOptions,
  });
  return { config, pool, store };
};

export const requireSessionSecret = (config: Config): string => {
  if (!config.sessionSecret || config.sessionSecret.length < 32)
    throw new Error('SESSION_SECRET must be set to at least 32 characters (npm start generates one)');
  return config.sessionSecret;
};

/** Closes on SIGINT/SIGTERM: stop accepting, finish in-flight work, release connections. */
export const onShutdown = (name: string, close: () => Promise<void>, logLevel = 'info'): void => {
  const logger = createLogger(name, logLevel);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    close()
      .then(() => process.exit(0))
      .catch((e: unknown) => {
        logger.error({ err: e }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};

/** Starts a fastify service on config.host (HOST, 127.0.0.1 by default) and wires its graceful shutdown. */
export const serve = async (
  name: string,
  app: FastifyInstance,
  port: number,
  runtime: Runtime,
): Promise<void> => {
  onShutdown(
    name,
    async () => {
      // in-flight requests get ten seconds to finish; a connection still open after that is cut
      const closed = app.close();
      const timer = setTimeout(() => app.server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(timer);
      await runtime.store.close();
      await runtime.pool.end();
    },
    runtime.config.logLevel,
  );
  await app.listen({ port, host: runtime.config.host });
};
