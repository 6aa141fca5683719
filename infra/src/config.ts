import path from 'node:path';
import type { DatabaseLimits } from './db/pool';
import { type SmsSettings, smsSettingsFrom } from './sms/gateway';

/** Configuration by environment, read once. See the README's configuration table. */
export interface Config {
  readonly port: number;
  readonly commandPort: number;
  readonly readPort: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly eventStoreUrl: string | undefined;
  readonly sessionSecret: string | undefined;
  readonly demoData: boolean;
  readonly sessionIdleMinutes: number;
  readonly sessionAbsoluteHours: number;
  /** How long the command service reuses a session it read (0: it reads the row on every request). */
  readonly sessionCacheSeconds: number;
  readonly readWaitMs: number;
  readonly trustProxy: string;
  /** Shared by the gateway and the services: forwarded headers are believed only with it. */
  readonly gatewayToken: string | undefined;
  /** Where the read API's health check finds the command service. */
  readonly commandServiceUrl: string;
  /** Origins besides the product's own from which writes are accepted (comma-separated URLs). */
  readonly allowedOrigins: readonly string[];
  readonly logLevel: string;
  /** The SMS gateway (Africa's Talking: AT_USERNAME, AT_API_KEY, AT_SENDER_ID, AT_BASE_URL); null without AT_API_KEY. */
  readonly sms: SmsSettings | null;
  /** The secret of the delivery-report callback's URL (SMS_CALLBACK_TOKEN); npm start generates one. */
  readonly smsCallbackToken: string | undefined;
  /** How often the read API replays everything and compares it with the read tables (hours; 0: never). */
  readonly auditCheckIntervalHours: number;
  /** How often the read API recomputes the log's hash chain from where it last verified (hours; 0: never). */
  readonly chainCheckIntervalHours: number;
  /** How often that check recomputes the whole chain from position 1 (hours; 0: only when needed). */
  readonly chainFullCheckIntervalHours: number;
  /**
   * The Ed25519 key that signs the log's head each day (LOG_HEAD_KEY_FILE, PEM PKCS#8), kept outside the
   * database; created under DATA_DIR when the variable is not set and the file does not exist.
   */
  readonly logHeadKeyFile: string;
  /** LOG_HEAD_KEY_FILE was set: the file must exist (no key is made up in its place). */
  readonly logHeadKeyConfigured: boolean;
  /**
   * How long the command service and the read API let the database keep them waiting
   * (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; 0 turns one off).
   * The projector and the command-line tools run without them.
   */
  readonly database: DatabaseLimits;
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A number of at least 0 (0 is meaningful: a setting turned off); anything else is the fallback. */
const nonNegative = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = int(env.PORT, 5000);
  return {
    port,
    commandPort: int(env.COMMAND_PORT, port + 1),
    readPort: int(env.READ_PORT, port + 2),
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    sessionSecret: env.SESSION_SECRET || undefined,
    demoData: bool(env.DEMO_DATA, true),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    sessionCacheSeconds: nonNegative(env.SESSION_CACHE_SECONDS, 5),
    readWaitMs: int(env.READ_WAIT_MS, 5000),
    trustProxy: env.TRUST_PROXY ?? 'loopback,uniquelocal',
    gatewayToken: env.GATEWAY_TOKEN || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    commandServiceUrl: env.COMMAND_SERVICE_URL || `http://127.0.0.1:${int(env.COMMAND_PORT, port + 1)}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    sms: smsSettingsFrom(env),
    smsCallbackToken: env.SMS_CALLBACK_TOKEN || undefined,
    auditCheckIntervalHours: nonNegative(env.AUDIT_CHECK_INTERVAL_HOURS, 24),
    chainCheckIntervalHours: nonNegative(env.CHAIN_CHECK_INTERVAL_HOURS, 1),
    chainFullCheckIntervalHours: nonNegative(env.CHAIN_FULL_CHECK_INTERVAL_HOURS, 24),
    logHeadKeyFile: path.resolve(
      env.LOG_HEAD_KEY_FILE || path.join(path.resolve(env.DATA_DIR ?? './.data'), 'log-head-key.pem'),
    ),
    logHeadKeyConfigured: Boolean(env.LOG_HEAD_KEY_FILE),
    database: {
      connectTimeoutMs: nonNegative(env.DB_CONNECT_TIMEOUT_MS, 5_000),
      statementTimeoutMs: nonNegative(env.DB_STATEMENT_TIMEOUT_MS, 10_000),
      idleInTransactionTimeoutMs: nonNegative(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 30_000),
    },
  };
};

export const requireDatabaseUrl = (config: Config): string => {
  if (!config.databaseUrl)
    throw new Error('DATABASE_URL is required (npm start sets it for the embedded database)');
  return config.databaseUrl;
};
