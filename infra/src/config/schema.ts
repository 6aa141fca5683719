import path from 'node:path';
import { z } from 'zod';
import { DARAJA_SANDBOX_URL } from '../mpesa/port';
import { LIVE_BASE_URL, SANDBOX_BASE_URL } from '../sms/gateway';
import type { Config } from './settings';
import {
  addresses,
  callbackSecret,
  decimal0,
  fraction,
  logLevel,
  onOff,
  port,
  positiveWhole,
  SIMULATOR_SERVICE_CODE,
  secret,
  text,
  ussdCode,
  webUrl,
  webUrls,
  whole0,
} from './values';

/** The paybill number the local simulator uses (Daraja's sandbox test short code). */
export const SIMULATOR_SHORT_CODE = '600000';

/**
 * Every setting of README.md's "Configuration" table (and npm start's internal ones), by its variable:
 * its kind and its default. The defaults that depend on another setting (the ports after PORT, the
 * command service's URL, the head key under DATA_DIR, the gateway's URL) are made in `toConfig`.
 */
export const ENVIRONMENT = z.object({
  PORT: port(5000),
  COMMAND_PORT: port(),
  READ_PORT: port(),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('./.data'),
  DATABASE_URL: text(),
  EMBEDDED_PG_PORT: port(54320),
  EVENTSTORE_URL: text(),
  SESSION_SECRET: secret(),
  DEMO_DATA: onOff(true),
  SESSION_IDLE_MINUTES: positiveWhole(30),
  SESSION_ABSOLUTE_HOURS: positiveWhole(12),
  SESSION_CACHE_SECONDS: decimal0(5),
  READ_WAIT_MS: positiveWhole(5000),
  DB_CONNECT_TIMEOUT_MS: whole0(5_000),
  DB_STATEMENT_TIMEOUT_MS: whole0(10_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: whole0(30_000),
  TRUST_PROXY: text('loopback,uniquelocal'),
  GATEWAY_TOKEN: text(),
  COMMAND_SERVICE_URL: webUrl(),
  ALLOWED_ORIGINS: webUrls([]),
  UI_BUILD: onOff(true),
  SERVICES_BUILD: onOff(true),
  READY_TIMEOUT_SECONDS: decimal0(0),
  LOG_LEVEL: logLevel('info'),
  AT_USERNAME: text('sandbox'),
  AT_API_KEY: text(),
  AT_SENDER_ID: text(),
  AT_BASE_URL: webUrl(),
  SMS_GATEWAY_TIMEOUT_MS: positiveWhole(15_000),
  SMS_CALLBACK_TOKEN: text(),
  AT_STATUS_QUERY: onOff(false),
  SMS_DAILY_PARTS_PER_PROJECT: whole0(2000),
  SMS_SENDS_PER_MINUTE: whole0(10),
  SMS_REPEAT_MINUTES: whole0(10),
  SMS_PART_PRICE_KES: decimal0(0.8),
  SMS_SIMULATOR_PORT: port(),
  SMS_SIMULATOR_FAILURE_RATE: fraction(0.1),
  SMS_SIMULATOR_REPORT_DELAY_MS: whole0(1500),
  SMS_CALLBACK_URL: webUrl(),
  USSD_CALLBACK_URL: webUrl(),
  AUDIT_CHECK_INTERVAL_HOURS: decimal0(24),
  CHAIN_CHECK_INTERVAL_HOURS: decimal0(1),
  CHAIN_FULL_CHECK_INTERVAL_HOURS: decimal0(24),
  LOG_HEAD_KEY_FILE: text(),
  PROJECTOR_GATHER_MS: whole0(0),
  COMMAND_FOLLOW_GATHER_MS: whole0(50),
  PROJECTOR_PIPELINE: onOff(true),
  RATE_LIMIT_READS_PER_MINUTE: whole0(3000),
  RATE_LIMIT_WRITES_PER_MINUTE: whole0(600),
  MPESA_CONSUMER_KEY: text(),
  MPESA_CONSUMER_SECRET: text(),
  MPESA_SHORT_CODE: text(SIMULATOR_SHORT_CODE),
  MPESA_PASS_KEY: text(),
  MPESA_INITIATOR: text(),
  MPESA_SECURITY_CREDENTIAL: text(),
  MPESA_BASE_URL: webUrl(),
  MPESA_TIMEOUT_MS: positiveWhole(15_000),
  MPESA_CALLBACK_BASE_URL: webUrl(),
  MPESA_CALLBACK_SECRET: callbackSecret(),
  MPESA_CALLBACK_SOURCES: addresses([]),
  MPESA_SIMULATOR_PORT: port(),
  USSD_CALLBACK_SECRET: callbackSecret(),
  USSD_CALLBACK_SOURCES: addresses([]),
  USSD_SERVICE_CODE: ussdCode(SIMULATOR_SERVICE_CODE),
});

export type Environment = z.output<typeof ENVIRONMENT>;

/** The variables the schema reads. */
export const VARIABLES = Object.keys(ENVIRONMENT.shape) as ReadonlyArray<keyof Environment>;

/** M-Pesa's settings: the callbacks' always, Daraja's with MPESA_CONSUMER_KEY (else the simulator). */
const mpesaConfig = (e: Environment): Config['mpesa'] => ({
  shortCode: e.MPESA_SHORT_CODE,
  callbackSecret: e.MPESA_CALLBACK_SECRET,
  callbackSources: e.MPESA_CALLBACK_SOURCES,
  daraja: e.MPESA_CONSUMER_KEY
    ? {
        consumerKey: e.MPESA_CONSUMER_KEY,
        consumerSecret: e.MPESA_CONSUMER_SECRET ?? '',
        shortCode: e.MPESA_SHORT_CODE,
        passKey: e.MPESA_PASS_KEY ?? '',
        initiator: e.MPESA_INITIATOR ?? '',
        securityCredential: e.MPESA_SECURITY_CREDENTIAL ?? '',
        baseUrl: e.MPESA_BASE_URL ?? DARAJA_SANDBOX_URL,
        callbackBaseUrl: e.MPESA_CALLBACK_BASE_URL ?? '',
        callbackSecret: e.MPESA_CALLBACK_SECRET ?? '',
        timeoutMs: e.MPESA_TIMEOUT_MS,
      }
    : null,
  simulatorPort: e.MPESA_SIMULATOR_PORT ?? e.PORT + 4,
  timeoutMs: e.MPESA_TIMEOUT_MS,
  baseUrl: e.MPESA_BASE_URL,
});

export const toConfig = (e: Environment): Config => {
  const commandPort = e.COMMAND_PORT ?? e.PORT + 1;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    commandPort,
    readPort: e.READ_PORT ?? e.PORT + 2,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    eventStoreUrl: e.EVENTSTORE_URL,
    sessionSecret: e.SESSION_SECRET,
    demoData: e.DEMO_DATA,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    readWaitMs: e.READ_WAIT_MS,
    trustProxy: e.TRUST_PROXY,
    gatewayToken: e.GATEWAY_TOKEN,
    commandServiceUrl: e.COMMAND_SERVICE_URL ?? `http://127.0.0.1:${commandPort}`,
    allowedOrigins: e.ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
    sms: e.AT_API_KEY
      ? {
          username: e.AT_USERNAME,
          apiKey: e.AT_API_KEY,
          senderId: e.AT_SENDER_ID,
          baseUrl: e.AT_BASE_URL ?? (e.AT_USERNAME === 'sandbox' ? SANDBOX_BASE_URL : LIVE_BASE_URL),
          timeoutMs: e.SMS_GATEWAY_TIMEOUT_MS,
          statusQuery: e.AT_STATUS_QUERY,
        }
      : null,
    smsCallbackToken: e.SMS_CALLBACK_TOKEN,
    smsLimits: {
      dailyPartsPerProject: e.SMS_DAILY_PARTS_PER_PROJECT,
      sendsPerMinute: e.SMS_SENDS_PER_MINUTE,
      repeatMinutes: e.SMS_REPEAT_MINUTES,
      partPrice: e.SMS_PART_PRICE_KES,
    },
    smsSimulator: {
      port: e.SMS_SIMULATOR_PORT ?? e.PORT + 3,
      failureRate: e.SMS_SIMULATOR_FAILURE_RATE,
      reportDelayMs: e.SMS_SIMULATOR_REPORT_DELAY_MS,
      callbackUrl: e.SMS_CALLBACK_URL,
      ussdCallbackUrl: e.USSD_CALLBACK_URL,
    },
    auditCheckIntervalHours: e.AUDIT_CHECK_INTERVAL_HOURS,
    chainCheckIntervalHours: e.CHAIN_CHECK_INTERVAL_HOURS,
    chainFullCheckIntervalHours: e.CHAIN_FULL_CHECK_INTERVAL_HOURS,
    logHeadKeyFile: path.resolve(e.LOG_HEAD_KEY_FILE ?? path.join(dataDir, 'log-head-key.pem')),
    logHeadKeyConfigured: e.LOG_HEAD_KEY_FILE !== undefined,
    database: {
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    rateLimits: {
      readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    },
    commandFollowGatherMs: e.COMMAND_FOLLOW_GATHER_MS,
    projector: { gatherMs: e.PROJECTOR_GATHER_MS, pipeline: e.PROJECTOR_PIPELINE },
    mpesa: mpesaConfig(e),
    ussd: {
      callbackSecret: e.USSD_CALLBACK_SECRET,
      callbackSources: e.USSD_CALLBACK_SOURCES,
      serviceCode: e.USSD_SERVICE_CODE,
    },
    launcher: {
      readyTimeoutSeconds: e.READY_TIMEOUT_SECONDS,
      uiBuild: e.UI_BUILD,
      servicesBuild: e.SERVICES_BUILD,
    },
  };
};
