import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, configOrExit, loadConfig, VARIABLES } from './config';

/** The ConfigError loadConfig throws for `env`. */
const errorOf = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
};

describe('loadConfig: the configuration as one schema', () => {
  it('gives every default with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      commandPort: 5001,
      readPort: 5002,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      embeddedPgPort: 54320,
      eventStoreUrl: undefined,
      sessionSecret: undefined,
      demoData: true,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      sessionCacheSeconds: 5,
      readWaitMs: 5000,
      trustProxy: 'loopback,uniquelocal',
      gatewayToken: undefined,
      commandServiceUrl: 'http://127.0.0.1:5001',
      allowedOrigins: [],
      logLevel: 'info',
      sms: null,
      smsCallbackToken: undefined,
      smsLimits: { dailyPartsPerProject: 2000, sendsPerMinute: 10, repeatMinutes: 10, partPrice: 0.8 },
      smsSimulator: { port: 5003, failureRate: 0.1, reportDelayMs: 1500, callbackUrl: undefined },
      auditCheckIntervalHours: 24,
      chainCheckIntervalHours: 1,
      chainFullCheckIntervalHours: 24,
      logHeadKeyFile: path.resolve('.data', 'log-head-key.pem'),
      logHeadKeyConfigured: false,
      database: { connectTimeoutMs: 5000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 },
      commandFollowGatherMs: 50,
      projector: { gatherMs: 0, pipeline: true },
      launcher: { readyTimeoutSeconds: 0, uiBuild: true, servicesBuild: true },
      mpesa: {
        shortCode: '600000',
        callbackSecret: undefined,
        callbackSources: [],
        daraja: null,
        simulatorPort: 5004,
        timeoutMs: 15_000,
        baseUrl: undefined,
      },
    });
  });

  it('takes an empty or blank value as unset, as today', () => {
    const config = loadConfig({ PORT: '', DEMO_DATA: '', SESSION_IDLE_MINUTES: '  ', AT_API_KEY: '' });
    expect(config).toMatchObject({ port: 5000, demoData: true, sessionIdleMinutes: 30, sms: null });
  });

  it('reads a value of every kind', () => {
    const config = loadConfig({
      PORT: '6000',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/pm',
      DATABASE_URL: 'postgres://pm@localhost/pm?host=/var/run/postgresql',
      EMBEDDED_PG_PORT: ' 55000 ',
      SESSION_SECRET: 'x'.repeat(32),
      SESSION_IDLE_MINUTES: '45',
      SESSION_CACHE_SECONDS: '2.5',
      DB_STATEMENT_TIMEOUT_MS: '2500',
      SMS_PART_PRICE_KES: '1.20',
      SMS_SIMULATOR_FAILURE_RATE: '1',
      CHAIN_FULL_CHECK_INTERVAL_HOURS: '.5',
      ALLOWED_ORIGINS: 'https://a.example.org, http://b.example.org:8080,',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.0/8',
      COMMAND_SERVICE_URL: 'http://command-service:8001/',
    });
    expect(config).toMatchObject({
      port: 6000,
      host: '0.0.0.0',
      dataDir: '/srv/pm',
      databaseUrl: 'postgres://pm@localhost/pm?host=/var/run/postgresql',
      embeddedPgPort: 55000,
      sessionSecret: 'x'.repeat(32),
      sessionIdleMinutes: 45,
      sessionCacheSeconds: 2.5,
      database: { statementTimeoutMs: 2500 },
      smsLimits: { partPrice: 1.2 },
      smsSimulator: { failureRate: 1 },
      chainFullCheckIntervalHours: 0.5,
      allowedOrigins: ['https://a.example.org', 'http://b.example.org:8080'],
      logLevel: 'debug',
      trustProxy: '10.0.0.0/8',
      commandServiceUrl: 'http://command-service:8001',
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['YES', true],
    ['on', true],
    ['0', false],
    ['false', false],
    ['No', false],
    ['off', false],
  ])(
    'reads the switch %s as %s (DEMO_DATA, UI_BUILD, SERVICES_BUILD, PROJECTOR_PIPELINE, AT_STATUS_QUERY)',
    (word, on) => {
      const config = loadConfig({
        DEMO_DATA: word,
        UI_BUILD: word,
        SERVICES_BUILD: word,
        PROJECTOR_PIPELINE: word,
        AT_STATUS_QUERY: word,
        AT_API_KEY: 'k',
      });
      expect([
        config.demoData,
        config.launcher.uiBuild,
        config.launcher.servicesBuild,
        config.projector.pipeline,
        config.sms?.statusQuery,
      ]).toEqual([on, on, on, on, on]);
    },
  );

  it('keeps 0 where it means off (or: no limit, at once, every request)', () => {
    const config = loadConfig({
      SESSION_CACHE_SECONDS: '0',
      DB_CONNECT_TIMEOUT_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: '0',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '0',
      AUDIT_CHECK_INTERVAL_HOURS: '0',
      CHAIN_CHECK_INTERVAL_HOURS: '0',
      CHAIN_FULL_CHECK_INTERVAL_HOURS: '0',
      SMS_REPEAT_MINUTES: '0',
      SMS_SENDS_PER_MINUTE: '0',
      SMS_PART_PRICE_KES: '0',
      SMS_SIMULATOR_FAILURE_RATE: '0',
      READY_TIMEOUT_SECONDS: '0',
      COMMAND_FOLLOW_GATHER_MS: '0',
      PROJECTOR_GATHER_MS: '0',
    });
    expect(config).toMatchObject({
      sessionCacheSeconds: 0,
      database: { connectTimeoutMs: 0, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 },
      auditCheckIntervalHours: 0,
      chainCheckIntervalHours: 0,
      chainFullCheckIntervalHours: 0,
      smsLimits: { repeatMinutes: 0, sendsPerMinute: 0, partPrice: 0 },
      smsSimulator: { failureRate: 0 },
      launcher: { readyTimeoutSeconds: 0 },
      commandFollowGatherMs: 0,
      projector: { gatherMs: 0 },
    });
  });

  it('derives the ports, the command service URL and the head key file from what is set', () => {
    expect(loadConfig({ PORT: '6000' })).toMatchObject({
      commandPort: 6001,
      readPort: 6002,
      smsSimulator: { port: 6003 },
      commandServiceUrl: 'http://127.0.0.1:6001',
    });
    expect(
      loadConfig({ PORT: '6000', COMMAND_PORT: '7001', READ_PORT: '7002', SMS_SIMULATOR_PORT: '7003' }),
    ).toMatchObject({
      commandPort: 7001,
      readPort: 7002,
      smsSimulator: { port: 7003 },
      commandServiceUrl: 'http://127.0.0.1:7001',
    });
    expect(
      loadConfig({ COMMAND_PORT: '7001', COMMAND_SERVICE_URL: 'http://command-service:8001' }),
    ).toMatchObject({ commandServiceUrl: 'http://command-service:8001' });
    expect(loadConfig({ DATA_DIR: '/srv/pm' })).toMatchObject({
      logHeadKeyFile: '/srv/pm/log-head-key.pem',
      logHeadKeyConfigured: false,
    });
    expect(loadConfig({ DATA_DIR: '/srv/pm', LOG_HEAD_KEY_FILE: 'keys/head.pem' })).toMatchObject({
      logHeadKeyFile: path.resolve('keys/head.pem'),
      logHeadKeyConfigured: true,
    });
  });

  it("takes the SMS gateway's settings from AT_* variables, the sandbox for the sandbox user", () => {
    expect(loadConfig({ AT_USERNAME: 'pms' }).sms).toBeNull();
    expect(loadConfig({ AT_API_KEY: 'k' }).sms).toEqual({
      username: 'sandbox',
      apiKey: 'k',
      senderId: undefined,
      baseUrl: 'https://api.sandbox.africastalking.com',
      timeoutMs: 15_000,
      statusQuery: false,
    });
    expect(loadConfig({ AT_API_KEY: 'k', AT_USERNAME: 'pms', AT_SENDER_ID: 'PMS' }).sms).toMatchObject({
      username: 'pms',
      baseUrl: 'https://api.africastalking.com',
      senderId: 'PMS',
    });
    expect(
      loadConfig({
        AT_API_KEY: 'k',
        AT_BASE_URL: 'http://127.0.0.1:5003//',
        SMS_GATEWAY_TIMEOUT_MS: '3000',
        AT_STATUS_QUERY: '1',
      }).sms,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:5003', timeoutMs: 3000, statusQuery: true });
  });

  it("takes M-Pesa's settings from MPESA_* variables, Daraja's sandbox unless MPESA_BASE_URL says otherwise", () => {
    const { mpesa } = loadConfig({
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORT_CODE: '174379',
      MPESA_PASS_KEY: 'pass',
      MPESA_CALLBACK_BASE_URL: 'https://pm.example.org',
      MPESA_CALLBACK_SECRET: 's3cret-path-0123456789',
      MPESA_CALLBACK_SOURCES: '196.201.214.200, 196.201.214.206,2001:db8::1',
    });
    expect(mpesa.callbackSources).toEqual(['196.201.214.200', '196.201.214.206', '2001:db8::1']);
    expect(mpesa.daraja).toMatchObject({
      consumerKey: 'key',
      shortCode: '174379',
      baseUrl: 'https://sandbox.safaricom.co.ke',
      callbackBaseUrl: 'https://pm.example.org',
      callbackSecret: 's3cret-path-0123456789',
    });
    // Safaricom refuses a callback URL holding such words; a short or unsafe secret is guessable or breaks the path
    for (const bad of ['short', 'a-secret-with-exec-in-it', 'MPesa0123456789abcdef', 'has/slash/0123456789'])
      expect(() => loadConfig({ MPESA_CALLBACK_SECRET: bad })).toThrow(
        /MPESA_CALLBACK_SECRET must be at least 16/,
      );
    expect(() => loadConfig({ MPESA_CALLBACK_SOURCES: '196.201.214.200,not-an-address' })).toThrow(
      /MPESA_CALLBACK_SOURCES must be comma-separated IP addresses/,
    );
    expect(() => loadConfig({ MPESA_CONSUMER_SECRET: 'hunter2', MPESA_TIMEOUT_MS: '0' })).not.toThrow(
      /hunter2/,
    );
  });

  it('lets the caller default what the environment leaves unset (npm start: LOG_LEVEL=warn)', () => {
    const launcher = { LOG_LEVEL: 'warn', HOST: '0.0.0.0' };
    expect(loadConfig({}, launcher)).toMatchObject({ logLevel: 'warn', host: '0.0.0.0' });
    expect(loadConfig({ LOG_LEVEL: '' }, launcher).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'error', HOST: '127.0.0.1' }, launcher)).toMatchObject({
      logLevel: 'error',
      host: '127.0.0.1',
    });
  });

  it.each([
    ['PORT', 'abc', 'a port number from 1 to 65535'],
    ['PORT', '0', 'a port number from 1 to 65535'],
    ['COMMAND_PORT', '70000', 'a port number from 1 to 65535'],
    ['EMBEDDED_PG_PORT', '5432.5', 'a port number from 1 to 65535'],
    ['SESSION_IDLE_MINUTES', '-3', 'a whole number above 0'],
    ['SESSION_ABSOLUTE_HOURS', '0', 'a whole number above 0'],
    ['READ_WAIT_MS', '5s', 'a whole number above 0'],
    ['DB_STATEMENT_TIMEOUT_MS', 'x', 'a whole number, 0 or more'],
    ['DB_CONNECT_TIMEOUT_MS', '1.5', 'a whole number, 0 or more'],
    ['SMS_DAILY_PARTS_PER_PROJECT', '2,000', 'a whole number, 0 or more'],
    ['SMS_PART_PRICE_KES', 'abc', 'a number, 0 or more'],
    ['AUDIT_CHECK_INTERVAL_HOURS', '-1', 'a number, 0 or more'],
    ['SMS_SIMULATOR_FAILURE_RATE', '1.5', 'a number from 0 to 1'],
    ['DEMO_DATA', 'maybe', 'on or off (1, true, yes, on / 0, false, no, off)'],
    ['PROJECTOR_PIPELINE', '2', 'on or off (1, true, yes, on / 0, false, no, off)'],
    ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['COMMAND_SERVICE_URL', 'command-service:8001', 'an http:// or https:// URL'],
    ['AT_BASE_URL', 'ftp://example.org', 'an http:// or https:// URL'],
    ['ALLOWED_ORIGINS', 'https://a.example.org,b.example.org', 'comma-separated http:// or https:// URLs'],
  ])('refuses %s=%s, saying what it must be and what it got', (variable, value, must) => {
    const error = errorOf({ [variable]: value });
    expect(error.problems).toEqual([{ variable, must, got: JSON.stringify(value) }]);
    expect(error.message).toBe(
      `Not started: a setting is not valid (README.md, "Configuration"):\n  ${variable} must be ${must}, got ${JSON.stringify(value)}`,
    );
  });

  it('names every bad value at once, in one message', () => {
    const error = errorOf({
      PORT: 'abc',
      SESSION_IDLE_MINUTES: '-3',
      DB_STATEMENT_TIMEOUT_MS: 'x',
      SMS_PART_PRICE_KES: 'abc',
      READ_WAIT_MS: '2000',
    });
    expect(error.problems.map((p) => p.variable)).toEqual([
      'PORT',
      'SESSION_IDLE_MINUTES',
      'DB_STATEMENT_TIMEOUT_MS',
      'SMS_PART_PRICE_KES',
    ]);
    expect(error.message.split('\n')).toEqual([
      'Not started: 4 settings are not valid (README.md, "Configuration"):',
      '  PORT must be a port number from 1 to 65535, got "abc"',
      '  SESSION_IDLE_MINUTES must be a whole number above 0, got "-3"',
      '  DB_STATEMENT_TIMEOUT_MS must be a whole number, 0 or more, got "x"',
      '  SMS_PART_PRICE_KES must be a number, 0 or more, got "abc"',
    ]);
  });

  it('refuses a PORT whose derived ports would not be ports, unless they are set', () => {
    expect(() => loadConfig({ PORT: '65535' })).toThrow(
      'PORT must be a port number that leaves room for the ports made from it (65539 is not a port): at most 65531, or set COMMAND_PORT, READ_PORT, SMS_SIMULATOR_PORT and MPESA_SIMULATOR_PORT, got "65535"',
    );
    expect(loadConfig({ PORT: '65531' }).mpesa.simulatorPort).toBe(65535);
    expect(() => loadConfig({ PORT: '65532' })).toThrow(/65536 is not a port/);
    const set = loadConfig({
      PORT: '65535',
      COMMAND_PORT: '6001',
      READ_PORT: '6002',
      SMS_SIMULATOR_PORT: '6003',
      MPESA_SIMULATOR_PORT: '6004',
    });
    expect([set.port, set.commandPort, set.readPort, set.smsSimulator.port]).toEqual([
      65535, 6001, 6002, 6003,
    ]);
  });

  it('refuses a short SESSION_SECRET without repeating it', () => {
    const error = errorOf({ SESSION_SECRET: 'hunter2-hunter2' });
    expect(error.problems).toEqual([
      { variable: 'SESSION_SECRET', must: 'at least 32 characters', got: '15 characters (not shown)' },
    ]);
    expect(error.message).not.toContain('hunter2');
  });

  it('reads every variable of the README\'s "Configuration" table, and the table names every one it reads', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Where to read next'));
    const documented = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap(([, cell]) =>
      [...cell!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map(([, name]) => name!),
    );
    expect(documented.length).toBeGreaterThan(40);
    expect(documented.filter((name) => !VARIABLES.includes(name as (typeof VARIABLES)[number]))).toEqual([]);
    expect(VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });
});

describe('configOrExit: the entry points', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints the message and exits with 1 on a bad value', () => {
    const printed: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      printed.push(line);
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    expect(() => configOrExit({ PORT: 'abc' })).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toEqual([
      'Not started: a setting is not valid (README.md, "Configuration"):\n  PORT must be a port number from 1 to 65535, got "abc"',
    ]);
  });

  it('answers the configuration when every value is valid', () => {
    expect(configOrExit({ PORT: '6000' }).port).toBe(6000);
  });
});
